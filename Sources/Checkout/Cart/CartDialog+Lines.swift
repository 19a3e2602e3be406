import FormWizard

extension CartDialog: LinePresentable {
    /// The most products listed at once in line mode: the first that match; a longer search
    /// finds the others.
    static var lineMatchLimit: Int { 15 }

    /// The cart as lines: `Search products (empty for all): `, then the products that match
    /// numbered with their prices and how many the cart holds, after `1) Done: …`, which
    /// continues with the cart; `Choose a number, or type a new search: `. A product chosen asks
    /// `Quantity of Desk Lamp [1]: ` (0 takes it out, at most 99), then says the cart.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> Cart {
        var cart = self.cart
        var query = try await prompter.ask("Search products (empty for all)")
        while true {
            var found: [Int32]?
            if !ProductIndex.words(of: query).isEmpty {
                do { found = try await search.matches(for: query) } catch { throw CancellationError() }
            }
            let count = found?.count ?? catalog.products.count
            guard count > 0 else {
                prompter.say("Nothing matches \"\(query)\".")
                query = try await prompter.ask("Search products (empty for all)")
                continue
            }
            let listed = (0..<min(count, Self.lineMatchLimit)).map { catalog.products[Int(found?[$0] ?? Int32($0))] }
            let what = found == nil ? "\(count) products" : "\(count) match \"\(query)\""
            prompter.say(listed.count < count ? "\(what); the first \(listed.count):" : "\(what):")
            let options =
                ["Done: \(Self.summary(of: cart))"]
                + listed.map { product in
                    let held = cart.quantity(of: product)
                    return "\(product.name) — \(Money(cents: product.price))"
                        + (held > 0 ? ", \(held) in the cart" : "")
                }
            switch try await prompter.chooseOrType(
                "Choose a number, or type a new search", options: options, typing: "a new search")
            {
            case .chosen(0):
                if !cart.isEmpty { return cart }
                prompter.say("Add a product first.")
            case .chosen(let index):
                let product = listed[index - 1]
                let held = cart.quantity(of: product)
                let quantity = try await prompter.ask(
                    "Quantity of \(product.name)", default: String(held > 0 ? held : 1),
                    validate: {
                        Int($0.trimmingWhitespace()).map { (0...99).contains($0) } == true
                            ? nil : "Type a number from 0 to 99"
                    })
                cart.set(product, quantity: Int(quantity.trimmingWhitespace()) ?? held)
                prompter.say("Cart: \(Self.summary(of: cart)).")
            case .typed(let text):
                query = text
            }
        }
    }

    /// `2 items, $12.30`, or `empty`.
    static func summary(of cart: Cart) -> String {
        switch cart.itemCount {
        case 0: "empty"
        case 1: "1 item, \(cart.total)"
        default: "\(cart.itemCount) items, \(cart.total)"
        }
    }
}
