/// Walks a dialog or whiptail command line: options (`--title T`), boxes (`--menu TEXT H W
/// LH TAG ITEM …`) with their positional arguments, and `--and-widget` between boxes.
///
/// A box's list of items runs to the next argument that starts with `--`, as in dialog.
struct CompatArguments {
    private let arguments: [String]
    private(set) var index = 0

    init(_ arguments: [String]) {
        self.arguments = arguments
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

    /// A whole number for `option`.
    ///
    /// - Throws: `.invalid` when there is none or it is not a whole number in `range`.
    mutating func number(
        for option: String, in range: ClosedRange<Int> = Int.min...Int.max
    ) throws(ArgumentError)
        -> Int
    {
        let text = try value(for: option)
        guard let number = Self.integer(text), range.contains(number) else {
            throw .invalid("option '\(option)' needs a whole number (got '\(text)')")
        }
        return number
    }

    /// The box's next positional argument, named `what` in the error.
    ///
    /// - Throws: `.invalid` when the arguments ended, or the next one is an option.
    mutating func positional(_ what: String, of box: String) throws(ArgumentError) -> String {
        guard let argument = peek, !Self.isOption(argument) else {
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
        guard let argument = peek, !Self.isOption(argument) else { return nil }
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

    /// A whole number as dialog reads one: optional blanks and sign, then digits.
    static func integer(_ text: String) -> Int? {
        Int(text.trimmingBlanks())
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
