import FormWizard

extension Screen {
    /// Checks every line of `cart` at once under a progress gauge ("Checking stock 3/7"), and
    /// returns the lines out of stock.
    ///
    /// Esc or Cancel on the gauge cancels every check; one failing check cancels the others and
    /// its error is thrown (seed 001's task group).
    /// - Throws: `CancellationError` when cancelled, or the first check's error.
    public func checkStock(of cart: Cart, with store: some StoreService) async throws -> [Cart.Line] {
        let total = cart.lines.count
        return try await withProgress("Stock", message: "Checking stock 0/\(total)") { progress in
            try await withThrowingTaskGroup(of: Cart.Line?.self) { group in
                for line in cart.lines {
                    group.addTask { try await store.checkStock(line.product, quantity: line.quantity) ? nil : line }
                }
                var missing: [Cart.Line] = []
                var checked = 0
                while let result = try await group.next() {
                    checked += 1
                    if let line = result { missing.append(line) }
                    try await progress.report(
                        Double(checked) / Double(total), message: "Checking stock \(checked)/\(total)")
                }
                return cart.lines.filter { line in missing.contains { $0.product.id == line.product.id } }
            }
        }
    }
}
