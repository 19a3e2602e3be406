import FormWizard

/// `formwizard payment`: the payment card form; prints the card's brand, last four digits and
/// expiry as JSON — never its number or security code.
struct PaymentCommand: Subcommand {
    static let name = "payment"
    static let summary = "enter a payment card; print its brand, last 4 and expiry as JSON"
    static let help = """
        Usage: formwizard payment [OPTIONS]

        Shows a payment card form — name on card, number, expiry and security code — and
        prints {"brand":"visa","last4":"4242","expiry":"12/30"}. The number is checked (Luhn,
        brand), the expiry must not be past, the security code has the brand's length. The
        card number and the security code are never printed, nor shown in full once you
        leave their fields.

        Options:
          --title TEXT   the title in the frame (default: Payment card)
          --hint TEXT    a line under the title
          -h, --help     show this help

        Keys: Tab or Down next field, Shift-Tab or Up previous, Enter next field (submits
        from the last one), Esc cancels. The number is grouped and the expiry's slash is put
        in as you type.

        Exit status: 0 submitted (the JSON and a newline are printed), 1 Cancel or Esc
        (nothing is printed), 2 usage error.

        """

    var title = "Payment card"
    var hint = ""
    /// The current month, which the expiry must not be before; tests fix it.
    var today: @Sendable () -> YearMonth = YearMonth.current

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        while let option = try arguments.nextOption() {
            switch option {
            case "--title": title = try arguments.value(for: option)
            case "--hint": hint = try arguments.value(for: option)
            default: throw arguments.unknown(option)
            }
        }
    }

    init(
        title: String = "Payment card", hint: String = "",
        today: @escaping @Sendable () -> YearMonth = YearMonth.current
    ) {
        self.title = title
        self.hint = hint
        self.today = today
    }

    func run(on screen: Screen) async -> CommandResult {
        do {
            let card = try await screen.present(PaymentForm(title: title, message: hint, today: today))
            return .submitted(card.json.text)
        } catch {
            return .cancelled
        }
    }
}
