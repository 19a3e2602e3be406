import FormWizard

extension Checkout {
    enum OutOfStockChoice: Sendable { case remove, backToCart, cancel }
    enum ReviewChoice: Sendable { case place, back, cancel }

    static func outOfStock(_ missing: [Cart.Line], leavesCartEmpty: Bool) -> Alert<OutOfStockChoice> {
        let names = missing.prefix(5).map { "• \($0.product.name)" }
        let more = missing.count > 5 ? ["• and \(missing.count - 5) more"] : []
        var actions: [AlertAction<OutOfStockChoice>] = [
            .default("Back to cart", .backToCart), .cancel("Cancel checkout", .cancel),
        ]
        if !leavesCartEmpty { actions.insert(.default("Remove them", .remove).preferred(), at: 0) }
        // The names come first, so that a small screen still shows which products they are.
        return Alert(
            title: "Out of stock", message: StyledText((names + more).joined(separator: "\n")), actions: actions)
    }

    static func review(_ order: PreparedOrder) -> Alert<ReviewChoice> {
        let lines = order.cart.lines.prefix(6).map { "\($0.quantity) × \($0.product.name)  \($0.subtotal)" }
        let more = order.cart.lines.count > 6 ? ["… and \(order.cart.lines.count - 6) more"] : []
        let message =
            (lines + more + [
                "", "Ship to: \(order.address)", "Pay with: \(order.card)", "Total: \(order.total)",
            ]).joined(separator: "\n")
        return Alert(
            title: "Review your order", message: StyledText(message),
            actions: [.default("Place order", .place).preferred(), .default("Back", .back), .cancel("Cancel", .cancel)])
    }
}
