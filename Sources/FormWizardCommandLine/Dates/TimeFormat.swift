import FormWizard

/// A `--format` for printing a time, with strftime's time conversions: `%H` hour (00–23), `%I`
/// hour (01–12), `%p` AM or PM, `%M` minute, `%S` second, `%T` `%H:%M:%S`, `%R` `%H:%M`, `%%`.
struct TimeFormat: Hashable, Sendable {
    let format: ConversionFormat

    /// The format `pattern`; an unknown conversion is a usage error.
    init(_ pattern: String) throws(ArgumentError) {
        format = try ConversionFormat(pattern, conversions: "HIpMSTR")
    }

    /// ISO 8601: `%T`.
    static let iso = TimeFormat(format: ConversionFormat(checked: "%T"))

    private init(format: ConversionFormat) {
        self.format = format
    }

    func string(from time: TimeOfDay) -> String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return format.string { conversion in
            switch conversion {
            case "H": two(time.hour)
            case "I": two((time.hour + 11) % 12 + 1)
            case "p": time.hour < 12 ? "AM" : "PM"
            case "M": two(time.minute)
            case "S": two(time.second)
            case "T": time.description
            case "R": "\(two(time.hour)):\(two(time.minute))"
            default: ""
            }
        }
    }
}
