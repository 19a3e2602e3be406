/// One field of `formwizard form`, as `--field NAME=LABEL[:OPTIONS]` or `--secret …` gives it.
///
/// - `NAME` is the field's key in the JSON printed: ASCII letters, digits, `_`, `-` and `.`.
/// - `LABEL` is shown left of the input; left out (`--field city`) it is the name.
/// - `OPTIONS` follow the label's last `:`, separated by commas: one kind — `text` (the
///   default), `email` (checked to look like an address, printed trimmed), `number` (a whole
///   number, printed as a JSON number, or `null` when left empty), `decimal` (a number with
///   decimals, printed as typed: `12.50`) — and `required`, and `signed` for a number or
///   decimal that may be negative. A label with a `:` in it ends with one: `--field t=Time:
///   start:` or `--field t=Time: start:required`.
/// - A secret is masked as it is typed; it is text, so only `required` may follow it.
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

    init(
        name: String, label: String, kind: Kind = .text, isRequired: Bool = false, isSecret: Bool = false,
        isSigned: Bool = false
    ) {
        self.name = name
        self.label = label
        self.kind = kind
        self.isRequired = isRequired
        self.isSecret = isSecret
        self.isSigned = isSigned
    }

    /// Reads `spec`, the value of `--field` or (when `isSecret`) `--secret`.
    ///
    /// - Throws: `.invalid` for a missing or invalid name, an unknown option, two kinds, a kind
    ///   on a secret, or `signed` on a field that is no number.
    init(parsing spec: String, isSecret: Bool) throws(ArgumentError) {
        let option = isSecret ? "--secret" : "--field"
        func invalid(_ problem: String) -> ArgumentError { .invalid("\(option) '\(spec)': \(problem)") }

        let name: Substring
        var label: Substring
        var options: Substring = ""
        if let equals = spec.firstIndex(of: "=") {
            name = spec[..<equals]
            label = spec[spec.index(after: equals)...]
            if let colon = label.lastIndex(of: ":") {
                options = label[label.index(after: colon)...]
                label = label[..<colon]
            }
        } else {
            name = spec.prefix { $0 != ":" }
            label = name
            options = spec.dropFirst(name.count + 1)
        }
        guard !name.isEmpty else { throw invalid("a field needs a name, as in \(option) email=E-mail") }
        guard name.allSatisfy(Self.isNameCharacter) else {
            throw invalid("the name '\(name)' may hold only ASCII letters, digits, '_', '-' and '.'")
        }
        self.init(name: String(name), label: String(label.isEmpty ? name : label), isSecret: isSecret)

        var kind: Kind?
        for word in options.split(separator: ",") {
            if word == "required" {
                isRequired = true
            } else if word == "signed" {
                isSigned = true
            } else if let given = Kind(rawValue: String(word)) {
                if isSecret, given != .text {
                    throw invalid("a secret is text; only 'text' and 'required' may follow it (got '\(word)')")
                }
                if let kind { throw invalid("two kinds, '\(kind.rawValue)' and '\(word)'") }
                kind = given
            } else {
                let kinds = Kind.allCases.map(\.rawValue).joined(separator: ", ")
                throw invalid("unknown kind '\(word)' (the kinds are \(kinds); and 'required', 'signed')")
            }
        }
        self.kind = kind ?? .text
        if isSigned, !self.kind.isNumber {
            throw invalid("'signed' goes with a number or decimal field")
        }
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        switch ascii {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."): return true
        default: return false
        }
    }
}
