/// One field of `formwizard form`, as `--field NAME=LABEL[:OPTIONS]` or `--secret …` gives it.
///
/// - `NAME` is the field's key in the JSON printed: ASCII letters, digits, `_`, `-` and `.`.
/// - `LABEL` is shown left of the input; left out (`--field city`) it is the name.
/// - `OPTIONS` follow the label's last `:`, separated by commas: one kind — `text` (the
///   default), `email` (checked to look like an address, printed trimmed), `number` (a whole
///   number, printed as a JSON number, or `null` when left empty), `decimal` (a number with
///   decimals, printed as typed: `12.50`) — and `required`, `signed` for a number or
///   decimal that may be negative, and `readonly` for a value shown but not editable.
///   Options are lowercase words; whatever else follows the last `:` (nothing, as in
///   `Name:`, or `Time: start`) is part of the label, shown as typed. A label ending in an
///   option-like word after a `:` takes an explicit kind: `--field u=URL:http:text`.
/// - A secret is masked as it is typed; it is text, so only `required` and `readonly` may
///   follow it.
struct FormFieldSpec: Hashable, Sendable {
    /// What a field holds, and how it is checked and printed.
    enum Kind: String, CaseIterable, Hashable, Sendable {
        case text, email, number, decimal

        /// Whether it is a number, which `signed` may follow.
        var isNumber: Bool { self == .number || self == .decimal }
    }

    var name: String
    var label: String
    var kind = Kind.text
    var isRequired = false
    var isSecret = false
    /// Whether a number may be negative (`signed`).
    var isSigned = false
    /// Whether it is shown but not editable (`readonly`): Tab skips it; its value comes from
    /// `--value` or `--values`.
    var isReadOnly = false

    init(
        name: String, label: String, kind: Kind = .text, isRequired: Bool = false, isSecret: Bool = false,
        isSigned: Bool = false, isReadOnly: Bool = false
    ) {
        self.name = name
        self.label = label
        self.kind = kind
        self.isRequired = isRequired
        self.isSecret = isSecret
        self.isSigned = isSigned
        self.isReadOnly = isReadOnly
    }

    /// Reads `spec`, the value of `--field` or (when `isSecret`) `--secret`.
    ///
    /// - Throws: `.invalid` for a missing or invalid name, an unknown option, two kinds, a kind
    ///   on a secret, `signed` on a field that is no number, or `readonly` with `required`.
    init(parsing spec: String, isSecret: Bool) throws(ArgumentError) {
        let option = isSecret ? "--secret" : "--field"
        func invalid(_ problem: String) -> ArgumentError { .invalid("\(option) '\(spec)': \(problem)") }

        let name: Substring
        var label: Substring
        if let equals = spec.firstIndex(of: "=") {
            name = spec[..<equals]
            label = spec[spec.index(after: equals)...]
        } else {
            name = spec.prefix { $0 != ":" }
            label = spec[...]
        }
        let options = Self.options(cutFrom: &label)
        guard !name.isEmpty else { throw invalid("a field needs a name, as in \(option) email=E-mail") }
        guard name.allSatisfy(Self.isNameCharacter) else {
            let hint = spec.contains("=") ? "" : " (a label goes after '=': \(option) name=\(spec))"
            throw invalid("the name '\(name)' may hold only ASCII letters, digits, '_', '-' and '.'\(hint)")
        }
        self.init(name: String(name), label: String(label.isEmpty ? name : label), isSecret: isSecret)

        var kind: Kind?
        for word in options.split(separator: ",") {
            if word == "required" {
                isRequired = true
            } else if word == "signed" {
                isSigned = true
            } else if word == "readonly" {
                isReadOnly = true
            } else if let given = Kind(rawValue: String(word)) {
                if isSecret, given != .text {
                    throw invalid(
                        "a secret is text; only 'text', 'required' and 'readonly' may follow it (got '\(word)')")
                }
                if let kind { throw invalid("two kinds, '\(kind.rawValue)' and '\(word)'") }
                kind = given
            } else {
                let kinds = Kind.allCases.map(\.rawValue).joined(separator: ", ")
                throw invalid(
                    "unknown kind '\(word)' (the kinds are \(kinds); and 'required', 'signed', 'readonly'; a label"
                        + " ending in ':\(word)' is written ':\(word):text')")
            }
        }
        self.kind = kind ?? .text
        if isSigned, !self.kind.isNumber {
            throw invalid("'signed' goes with a number or decimal field")
        }
        if isReadOnly, isRequired {
            throw invalid("a read-only field cannot be filled in, so it cannot be 'required'")
        }
    }

    /// Cuts the options off `label` and returns them: what follows its last `:` when that is a
    /// comma-separated list of lowercase words (`Age:number,required`). Anything else after
    /// the last `:` — nothing (`Name:`), a space (`Time: start`), a capital, a digit — is part
    /// of the label, which keeps its `:` as typed.
    private static func options(cutFrom label: inout Substring) -> Substring {
        guard let colon = label.lastIndex(of: ":") else { return "" }
        let options = label[label.index(after: colon)...]
        guard !options.isEmpty, options.allSatisfy({ $0 == "," || ("a"..."z").contains($0) }) else { return "" }
        label = label[..<colon]
        return options
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        switch ascii {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."): return true
        default: return false
        }
    }
}
