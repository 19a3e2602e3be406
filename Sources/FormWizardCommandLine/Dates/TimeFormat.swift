import FormWizard

/// A `--format` for printing a time, with strftime's time conversions: `%H` hour (00–23), `%I`
/// hour (01–12), `%p` AM or PM, `%M` minute, `%S` second, `%T` `%H:%M:%S`, `%R` `%H:%M`, `%%`.
struct TimeFormat: Hashable, Sendable {
    let pattern: String

    /// The format `pattern`; an unknown conversion is a usage error.
    init(_ pattern: String) throws(ArgumentError) {
        var characters = pattern.makeIterator()
        while let character = characters.next() {
            guard character == "%" else { continue }
            guard let conversion = characters.next(), "HIpMSTR%".contains(conversion) else {
                throw .invalid("--format '\(pattern)': use %H %I %p %M %S %T %R or %%")
            }
        }
        self.pattern = pattern
    }

    private init(checked pattern: String) {
        self.pattern = pattern
    }

    /// ISO 8601: `%T`.
    static let iso = TimeFormat(checked: "%T")

    func string(from time: TimeOfDay) -> String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        var result = ""
        var characters = pattern.makeIterator()
        while let character = characters.next() {
            guard character == "%", let conversion = characters.next() else {
                result.append(character)
                continue
            }
            switch conversion {
            case "H": result += two(time.hour)
            case "I": result += two((time.hour + 11) % 12 + 1)
            case "p": result += time.hour < 12 ? "AM" : "PM"
            case "M": result += two(time.minute)
            case "S": result += two(time.second)
            case "T": result += time.description
            case "R": result += "\(two(time.hour)):\(two(time.minute))"
            default: result += "%"
            }
        }
        return result
    }
}
