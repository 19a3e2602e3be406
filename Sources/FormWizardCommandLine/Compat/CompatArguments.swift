import FormWizard

/// Walks a dialog or whiptail command line: options (`--title T`), boxes (`--menu TEXT H W
/// LH TAG ITEM …`) with their positional arguments, and `--and-widget` between boxes.
///
/// A box's list of items runs to the next argument that starts with `--`, as in dialog.
struct CompatArguments {
    private let arguments: [String]
    private(set) var index = 0
    /// Whether every word is a box's data, whatever it looks like: whiptail's positionals, read
    /// apart from its options (`WhiptailCommandLine`).
    private let isAllData: Bool

    init(_ arguments: [String], isAllData: Bool = false) {
        self.arguments = arguments
        self.isAllData = isAllData
    }

    /// The arguments not read yet.
    mutating func remaining() -> [String] {
        defer { index = arguments.count }
        return Array(arguments[min(index, arguments.count)...])
    }

    /// Whether every argument has been read.
    var isAtEnd: Bool { index >= arguments.count }

    /// The next argument without reading it.
    var peek: String? { isAtEnd ? nil : arguments[index] }

    /// Reads the next argument.
    mutating func next() -> String? {
        guard let argument = peek else { return nil }
        index += 1
        return argument
    }

    /// The value of `option`.
    ///
    /// - Throws: `.invalid` when there is none.
    mutating func value(for option: String) throws(ArgumentError) -> String {
        guard let value = next() else { throw .invalid("option '\(option)' needs a value") }
        return value
    }

    /// A whole number for `option`, read as dialog reads one (`integer(_:)`).
    ///
    /// - Throws: `.invalid`, naming the option and `range`, when there is none or it is not a
    ///   whole number in `range`.
    mutating func number(for option: String, in range: ClosedRange<Int>) throws(ArgumentError) -> Int {
        let text = try value(for: option)
        guard let number = Self.integer(text), range.contains(number) else {
            throw .invalid(
                "option '\(option)' needs a whole number from \(range.lowerBound) to \(range.upperBound) (got '\(text)')"
            )
        }
        return number
    }

    /// A whole number for `option`, read as dialog reads one (`integer(_:)`), then moved into
    /// `range` as dialog takes any number there.
    ///
    /// - Throws: `.invalid`, naming the option, when there is none or it is not a whole number.
    mutating func number(for option: String, clampedTo range: ClosedRange<Int>) throws(ArgumentError) -> Int {
        let text = try value(for: option)
        guard let number = Self.integer(text) else {
            throw .invalid("option '\(option)' needs a whole number (got '\(text)')")
        }
        return number.clamped(to: range)
    }

    /// The box's next positional argument, named `what` in the error.
    ///
    /// - Throws: `.invalid` when the arguments ended, or the next one is an option.
    mutating func positional(_ what: String, of box: String) throws(ArgumentError) -> String {
        guard let argument = peek, isAllData || !Self.isOption(argument) else {
            throw .invalid("\(box) needs its \(what)")
        }
        index += 1
        return argument
    }

    /// The box's next positional argument, a whole number (a height, a width, a list height).
    ///
    /// - Throws: as `positional(_:of:)`, and `.invalid` when it is not a whole number.
    mutating func size(_ what: String, of box: String) throws(ArgumentError) -> Int {
        let text = try positional(what, of: box)
        guard let number = Self.integer(text) else {
            throw .invalid("\(box): the \(what) must be a whole number (got '\(text)')")
        }
        return number
    }

    /// The box's next positional argument when there is one before the next option.
    mutating func optionalPositional() -> String? {
        guard let argument = peek, isAllData || !Self.isOption(argument) else { return nil }
        index += 1
        return argument
    }

    /// The arguments up to the next option: a box's items.
    mutating func rest() -> [String] {
        var items: [String] = []
        while let argument = optionalPositional() { items.append(argument) }
        return items
    }

    /// Whether `argument` is an option: it starts with `--` (dialog's rule; a lone `-` or
    /// `-x` is an item).
    static func isOption(_ argument: String) -> Bool {
        argument.hasPrefix("--") && argument.count > 2
    }

    /// A whole number as dialog reads one (C's `strtol`): optional blanks and sign, then
    /// digits; one too large for an `Int` is `Int.max` (`Int.min` when negative), so that
    /// `99999999999999999999` is as large a size as there is. `nil` for anything else (`abc`,
    /// `1e3`, `5x`, a sign alone).
    static func integer(_ text: String) -> Int? {
        let trimmed = text.trimmingBlanks()
        if let number = Int(trimmed) { return number }
        var digits = trimmed.utf8[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        return negative ? .min : .max
    }
}

extension String {
    /// The string without blanks at either end.
    fileprivate func trimmingBlanks() -> Substring {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
