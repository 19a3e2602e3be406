import FormWizard

extension FormAnswers {
    /// Sets field `spec`'s value from `text`, as `--value NAME=TEXT` gives it: text as is; a
    /// number or decimal read from it (empty leaves it empty).
    ///
    /// - Returns: what is wrong with `text` for this field, or `nil` when it was set.
    mutating func set(_ text: String, for spec: FormFieldSpec) -> String? {
        switch spec.kind {
        case .text, .email:
            self[text: spec.name] = text
        case .number:
            guard !text.isEmpty else {
                self[number: spec.name] = nil
                return nil
            }
            guard let number = Int(text) else { return "'\(text)' is not a whole number" }
            if number < 0, !spec.isSigned { return "'\(text)' is negative; the field takes that with 'signed'" }
            self[number: spec.name] = number
        case .decimal:
            guard !text.isEmpty else {
                self[decimal: spec.name] = nil
                return nil
            }
            guard let number = DecimalNumber(text) else { return "'\(text)' is not a number" }
            if number.significand < 0, !spec.isSigned {
                return "'\(text)' is negative; the field takes that with 'signed'"
            }
            self[decimal: spec.name] = number
        }
        return nil
    }

    /// Sets field `spec`'s value from a member of the object `--values` reads: a string for
    /// any field (a number field reads it as `--value` does), a number for a number or decimal
    /// field, `null` for empty.
    ///
    /// - Returns: what is wrong with `json` for this field, or `nil` when it was set.
    mutating func set(_ json: JSONValue, for spec: FormFieldSpec) -> String? {
        switch json {
        case .string(let text): return set(text, for: spec)
        case .null: return set("", for: spec)
        case .number(let number) where spec.kind.isNumber: return set(String(number), for: spec)
        case .decimal(let number) where spec.kind == .decimal: return set(number.description, for: spec)
        case .decimal(let number) where spec.kind == .number: return "\(number) is not a whole number"
        default:
            return spec.kind.isNumber ? "expects a number, a string or null" : "expects a string or null"
        }
    }

    /// What a read-only field shows: its text, or its number as typed.
    func shown(_ spec: FormFieldSpec) -> String {
        switch spec.kind {
        case .text, .email: self[text: spec.name]
        case .number: self[number: spec.name].map(String.init) ?? ""
        case .decimal: self[decimal: spec.name]?.description ?? ""
        }
    }
}
