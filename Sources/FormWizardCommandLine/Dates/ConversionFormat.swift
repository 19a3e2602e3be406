/// A `--format` pattern with strftime-like `%X` conversions, checked once: `DateFormat` and
/// `TimeFormat` say which letters they take and what each prints.
struct ConversionFormat: Hashable, Sendable {
    let pattern: String

    /// The pattern, when every `%` in it is followed by one of `conversions` (or `%`).
    ///
    /// - Throws: `.invalid` naming the conversions there are.
    init(_ pattern: String, conversions: String) throws(ArgumentError) {
        var characters = pattern.makeIterator()
        while let character = characters.next() {
            guard character == "%" else { continue }
            guard let conversion = characters.next(), conversion == "%" || conversions.contains(conversion) else {
                let listed = conversions.map { "%\($0)" }.joined(separator: " ")
                throw .invalid("--format '\(pattern)': use \(listed) or %%")
            }
        }
        self.pattern = pattern
    }

    init(checked pattern: String) {
        self.pattern = pattern
    }

    /// The pattern with each conversion replaced by what `convert` gives for its letter.
    func string(_ convert: (Character) -> String) -> String {
        var result = ""
        var characters = pattern.makeIterator()
        while let character = characters.next() {
            guard character == "%", let conversion = characters.next() else {
                result.append(character)
                continue
            }
            result += conversion == "%" ? "%" : convert(conversion)
        }
        return result
    }
}
