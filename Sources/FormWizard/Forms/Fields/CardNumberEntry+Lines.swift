extension CardNumberEntry: LineField {
    /// `Label: `, read with echo off: a line stays on the terminal, and the full-screen field
    /// shows the number only while it is edited. Refused and asked again as the full-screen
    /// field refuses it ("Digits only", too many digits; spaces and dashes are fine), then
    /// `validate` (brand, length, Luhn digit). Once accepted it is said as the full screen
    /// shows it when another field has focus: the brand and the last four digits (`Visa
    /// ending 1111`). An empty line keeps the number there is (`Label [Visa ending 1111]: `).
    public func askLine(_ value: Value, on prompter: LinePrompter) async throws(CancellationError) -> Value {
        let current = value[keyPath: path]
        var empty = value
        empty[keyPath: path] = CardNumber()
        var answered = value
        let shown = current.digits.isEmpty ? "" : " [\(Self.lineText(current))]"
        _ = try await prompter.ask(
            label + shown, default: current.digits.isEmpty ? nil : current.digits, echo: false
        ) { text in
            let typed = typing(text, into: empty)
            answered = typed.value
            return typed.problem
        }
        let number = answered[keyPath: path]
        if !number.digits.isEmpty { prompter.say(Self.lineText(number)) }
        return answered
    }

    /// The number as line mode says it: the brand and the last four digits.
    static func lineText(_ number: CardNumber) -> String {
        "\(number.brand.name) ending \(number.lastFour)"
    }
}
