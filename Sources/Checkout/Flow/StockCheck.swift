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
        let gauge = show(
            Gauge(title: "Stock", message: "Checking stock 0/\(total)", fraction: 0, cancellable: true))
        gauge.isBusy = true
        defer { gauge.dismiss() }
        return try await withThrowingTaskGroup(of: Cart.Line?.self) { group in
            for line in cart.lines {
                group.addTask { try await store.checkStock(line.product, quantity: line.quantity) ? nil : line }
            }
            group.addTask {
                // The user pressing Cancel ends the gauge; that cancels the whole group.
                try await gauge.value
                throw CancellationError()
            }
            var missing: [Cart.Line] = []
            var checked = 0
            while checked < total, let result = try await group.next() {
                checked += 1
                if let line = result { missing.append(line) }
                gauge.update {
                    $0.fraction = Double(checked) / Double(total)
                    $0.message = "Checking stock \(checked)/\(total)"
                }
            }
            group.cancelAll()
            return cart.lines.filter { line in missing.contains { $0.product.id == line.product.id } }
        }
    }

    /// Runs `operation`; when it fails (other than by cancellation) asks "Retry" or "Cancel".
    ///
    /// - Throws: `CancellationError` when the user cancels or the task is cancelled.
    public func retrying<T: Sendable>(
        _ what: String, operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        while true {
            do {
                return try await operation()
            } catch let error where !(error is CancellationError) && !Task.isCancelled {
                let retry = try await alert(
                    "\(what) failed", message: "\(error)",
                    actions: [.default("Retry", true).preferred(), .cancel("Cancel", false)], dismissValue: false)
                if !retry { throw CancellationError() }
            }
        }
    }
}
