import FormWizard

extension Screen {
    /// Checks every line of `cart` at once, a row each ("in stock", "out of stock") under an
    /// overall gauge, and returns the lines out of stock.
    ///
    /// Esc or Cancel cancels every check; one failing check cancels the others and its error is
    /// thrown at once (seed 001's task group), for the caller's Retry question: the rows do
    /// not show it first.
    /// - Throws: `CancellationError` when cancelled, or the first failing check's error.
    public func checkStock(of cart: Cart, with store: some StoreService) async throws -> [Cart.Line] {
        let checks = cart.lines.map { line in
            ProgressTask(line.product.name) { progress -> Cart.Line? in
                let inStock = try await store.checkStock(line.product, quantity: line.quantity)
                try await progress.status(inStock ? "in stock" : "out of stock")
                return inStock ? nil : line
            }
        }
        return try await withTaskProgress("Stock", message: "Checking stock", tasks: checks, showsFailure: false)
            .compactMap { $0 }
    }
}
