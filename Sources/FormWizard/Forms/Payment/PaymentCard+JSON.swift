extension PaymentCard: JSONRepresentable {
    /// The brand, last four digits and expiry only — never the number, the CVV or the holder:
    /// `{"brand":"visa","last4":"1111","expiry":"12/27"}`.
    public var json: JSONValue {
        .object([
            ("brand", .string(brand.identifier)), ("last4", .string(lastFour)), ("expiry", .string(expiry.formatted)),
        ])
    }
}

extension CardBrand {
    /// A stable name for machines: `visa`, `mastercard`, `amex`, `discover` or `unknown`.
    public var identifier: String {
        switch self {
        case .visa: "visa"
        case .mastercard: "mastercard"
        case .amex: "amex"
        case .discover: "discover"
        case .unknown: "unknown"
        }
    }
}
