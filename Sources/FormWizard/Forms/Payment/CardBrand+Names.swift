extension CardBrand {
    /// The name in a few letters, for a narrow field: "Amex" for American Express.
    var shortName: String {
        self == .amex ? "Amex" : name
    }

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
