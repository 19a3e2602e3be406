import FormWizard

extension CartDialog: LinePresentable {
    /// The most matches listed after a search; a longer search finds the others.
    static var lineMatchLimit: Int { 10 }

    /// The cart as lines: what it holds, then `Search products (empty to check out): `; the
    /// matches of a search are listed numbered (the first `lineMatchLimit`), a number chooses
    /// one and `Quantity [1]: ` sets how many (0 takes it out). An empty search goes on with
    /// the cart, unless it is empty; Esc leaves.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> Cart {
        var cart = self.cart
        prompter.say(Self.lineText(cart))
        while true {
            let query = try await prompter.ask("Search products (empty to check out)")
            if query.trimmingWhitespace().isEmpty {
                if !cart.isEmpty { return cart }
                prompter.say("Add a product first")
                continue
            }
            let found: [Int32]
            do {
                found = try await search.matches(for: query)
            } catch {
                throw CancellationError()
            }
            guard !found.isEmpty else {
                prompter.say("Nothing matches “\(query)”.")
                continue
            }
            let listed = found.prefix(Self.lineMatchLimit).map { catalog.products[Int($0)] }
            let more = found.count > listed.count ? "; the first \(listed.count)" : ""
            prompter.say("\(found.count) found\(more):")
            for (index, product) in listed.enumerated() {
                let quantity = cart.quantity(of: product)
                let inCart = quantity > 0 ? " (\(quantity) in the cart)" : ""
                prompter.say("  \(index + 1)) \(product.name) — \(Money(cents: product.price))\(inCart)")
            }
            let which = try await prompter.ask("Add which (a number, empty for none)") { answer in
                answer.isEmpty || Int(answer).map { (1...listed.count).contains($0) } == true
                    ? nil : "Type a number from 1 to \(listed.count), or nothing."
            }
            guard let number = Int(which) else { continue }
            let product = listed[number - 1]
            let quantity = try await prompter.ask("Quantity", default: String(max(1, cart.quantity(of: product)))) {
                Int($0).map { (0...99).contains($0) } == true ? nil : "Type a number from 0 to 99."
            }
            cart.set(product, quantity: Int(quantity) ?? 0)
            prompter.say(Self.lineText(cart))
        }
    }

    /// What the cart holds, on one line.
    static func lineText(_ cart: Cart) -> String {
        guard !cart.isEmpty else { return "Cart: empty" }
        let lines = cart.lines.map { "\($0.quantity) × \($0.product.name)" }
        return "Cart: \(lines.joined(separator: ", ")); total \(cart.total)"
    }
}
