/// A payment card as the payment form returns it: holder name, number, expiry and security code.
///
/// The number and the security code (CVV) are secrets: `description`, `debugDescription`,
/// `dump` and reflection show only the brand, the last four digits and the expiry, e.g.
/// `Visa •••• 1111, expires 12/27`. The type is deliberately not `Encodable`, so no encoder
/// can write the secrets either. Read `number.digits` and `cvv` only to hand them to the payment
/// processor.
///
/// The CVV is kept because authorising a card payment needs it; it must not be stored after
/// that (PCI DSS), so persist `withoutCVV()` if anything.
public struct PaymentCard: Hashable, Sendable {
    /// The name on the card.
    public var holderName: String
    /// The card number.
    public var number: CardNumber
    /// The month the card expires.
    public var expiry: CardExpiry
    /// The security code on the card (CVV/CVC), 3 or 4 digits; empty once removed.
    public var cvv: String

    /// A card from fields that have passed their validators; nothing is checked here.
    public init(holderName: String, number: CardNumber, expiry: CardExpiry, cvv: String) {
        self.holderName = holderName
        self.number = number
        self.expiry = expiry
        self.cvv = cvv
    }

    /// The brand the number tells.
    public var brand: CardBrand { number.brand }

    /// The last four digits of the number.
    public var lastFour: String { number.lastFour }

    /// The same card without its security code, to keep after the payment is authorised.
    public func withoutCVV() -> PaymentCard {
        var card = self
        card.cvv = ""
        return card
    }
}

extension PaymentCard: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The brand, last four digits and expiry, e.g. `Visa •••• 1111, expires 12/27`.
    public var description: String {
        "\(number), expires \(expiry)"
    }

    /// `PaymentCard(Visa •••• 1111, expires 12/27)`: never the number or the CVV.
    public var debugDescription: String {
        "PaymentCard(\(description))"
    }

    /// Brand, last four digits and expiry only, so `dump` and reflection never show the secrets.
    public var customMirror: Mirror {
        Mirror(self, children: ["brand": brand, "lastFour": lastFour, "expiry": expiry], displayStyle: .struct)
    }
}
