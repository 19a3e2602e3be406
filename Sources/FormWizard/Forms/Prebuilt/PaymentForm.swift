/// A payment card form: name on the card, number, expiry and security code; submitting
/// returns a `PaymentCard`.
///
/// The number is grouped as it is typed with the brand beside it, and masked but for its last
/// four digits while another field has focus; the expiry gets its slash as it is typed and
/// must not be in the past (`today` decides, injectable for tests); the security code is
/// masked and has as many digits as the brand needs. Prefilling from a saved card without its
/// CVV (`withoutCVV()`) asks for the code again.
public struct PaymentForm: Dialog {
    /// The card as typed, kept by a wizard across Back. The number and the CVV stay out of
    /// `description` and `dump`.
    public struct Draft: Sendable, CustomReflectable {
        var holder = ""
        var number = CardNumber()
        var expiry = ""
        var cvv = ""

        public var customMirror: Mirror {
            Mirror(self, children: ["holder": holder, "number": number, "expiry": expiry], displayStyle: .struct)
        }
    }

    var form: Form<Draft>

    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - message: text under the title, wrapped to fit.
    ///   - card: what the fields start with, to edit a saved card or come back to a step.
    ///   - today: the current month, asked on every check of the expiry.
    ///   - back: whether to show a Back button (see `backRequested`).
    public init(
        _ card: PaymentCard? = nil, title: String = "Payment card", message: String = "",
        today: @escaping @Sendable () -> YearMonth = YearMonth.current, back: Bool = false
    ) {
        var draft = Draft()
        if let card {
            draft = Draft(holder: card.holderName, number: card.number, expiry: card.expiry.formatted, cvv: card.cvv)
        }
        form = Form(
            StyledText(title), message: StyledText(message), value: draft,
            fields: [
                .text("Name on card", \.holder, validate: .required()),
                .cardNumber("Card number", \.number, validate: .required().and(.cardNumber())),
                .expiry("Expiry", \.expiry, validate: .required().and(.expiry(today: today))),
                .securityCode("Security code", \.cvv, brand: { $0.number.brand }),
            ],
            back: back)
    }

    /// Whether the user pressed Back; the wizard presenting the form looks at it after each event.
    public var backRequested: Bool { form.backRequested }

    public mutating func prepare(for size: Size) {
        form.prepare(for: size)
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<PaymentCard> {
        Self.card(form.handle(event))
    }

    public func render(into frame: inout Frame) {
        form.render(into: &frame)
    }

    public var tasks: [DialogTask<PaymentForm>] {
        form.tasks.map { $0.map(\.form, response: Self.card) }
    }

    @Sendable private static func card(_ response: DialogResponse<Draft>) -> DialogResponse<PaymentCard> {
        switch response {
        case .ignored: return .ignored
        case .handled: return .handled
        case .cancel: return .cancel
        case .submit(let draft):
            // The expiry's validator has passed, so it reads.
            guard let card = card(from: draft) else { return .handled }
            return .submit(card)
        }
    }

    /// The card a valid draft makes, the holder's name trimmed; `nil` when the expiry does
    /// not read.
    static func card(from draft: Draft) -> PaymentCard? {
        guard let expiry = CardExpiry(draft.expiry) else { return nil }
        return PaymentCard(
            holderName: String(draft.holder.trimmingWhitespace()), number: draft.number, expiry: expiry, cvv: draft.cvv)
    }
}
