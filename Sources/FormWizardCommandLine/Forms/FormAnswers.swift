import FormWizard

/// What `formwizard form` edits: the fields' values by name, text or number.
///
/// Each field binds to a subscript by its name (`\.[text: "email"]`), so a form over names
/// given on the command line is still a typed `Form`.
struct FormAnswers: Hashable, Sendable {
    private var texts: [String: String] = [:]
    private var numbers: [String: Int] = [:]
    private var decimals: [String: DecimalNumber] = [:]

    /// The text of the field `name`; empty until typed.
    subscript(text name: String) -> String {
        get { texts[name, default: ""] }
        set { texts[name] = newValue }
    }

    /// The number in the field `name`; `nil` while it is empty.
    subscript(number name: String) -> Int? {
        get { numbers[name] }
        set { numbers[name] = newValue }
    }

    /// The decimal number in the field `name`; `nil` while it is empty.
    subscript(decimal name: String) -> DecimalNumber? {
        get { decimals[name] }
        set { decimals[name] = newValue }
    }

    /// The answers as a JSON object: one member per field, in the order given; text as a
    /// string (an e-mail address trimmed), a number as a number (a decimal one as typed,
    /// `12.50`) or `null`.
    func json(of fields: [FormFieldSpec]) -> JSONValue {
        .object(
            fields.map { field in
                switch field.kind {
                case .text: (field.name, .string(self[text: field.name]))
                case .email: (field.name, .string(Self.trimmed(self[text: field.name])))
                case .number: (field.name, self[number: field.name].map(JSONValue.number) ?? .null)
                case .decimal: (field.name, self[decimal: field.name].map(JSONValue.decimal) ?? .null)
                }
            })
    }

    /// `text` without white space at either end.
    static func trimmed(_ text: String) -> String {
        String(text.trimmingWhitespace())
    }
}
