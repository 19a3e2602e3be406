extension PaymentCard: JSONRepresentable {
    /// The brand, last four digits and expiry only — never the number, the CVV or the holder:
    /// `{"brand":"visa","last4":"1111","expiry":"12/27"}`.
    public var json: JSONValue {
        .object([
            ("brand", .string(brand.identifier)), ("last4", .string(lastFour)), ("expiry", .string(expiry.formatted)),
        ])
    }
}
