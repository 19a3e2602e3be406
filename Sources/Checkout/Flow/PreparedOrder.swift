import FormWizard

/// Everything the checkout collected: what to send, where, and how it is paid.
public struct PreparedOrder: Hashable, Sendable {
    public var account: Account
    public var cart: Cart
    public var address: Address
    public var card: PaymentCard
    /// The payment authorisation, once the order is placed.
    public var authorization: String?

    public init(account: Account, cart: Cart, address: Address, card: PaymentCard, authorization: String? = nil) {
        self.account = account
        self.cart = cart
        self.address = address
        self.card = card
        self.authorization = authorization
    }

    public var total: Money { cart.total }
}

extension PreparedOrder: JSONRepresentable {
    /// The order as JSON: items, quantities, address, the card's brand, last four and expiry
    /// (never its number or CVV), and the total.
    public var json: JSONValue {
        .object([
            ("email", .string(account.email)),
            (
                "items",
                .array(
                    cart.lines.map { line in
                        .object([
                            ("id", .number(line.product.id)), ("name", .string(line.product.name)),
                            ("quantity", .number(line.quantity)), ("unitPriceCents", .number(line.product.price)),
                        ])
                    })
            ),
            ("address", address.json),
            ("payment", card.json),
            ("totalCents", .number(total.cents)),
            ("total", .string(total.description)),
            ("authorization", authorization.map(JSONValue.string) ?? .null),
        ])
    }
}
