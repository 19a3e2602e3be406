/// Walks a command's arguments option by option: `--name value`, `--name=value`, and `--help`
/// or `-h` anywhere.
///
/// ```swift
/// while let option = try arguments.nextOption() {
///     switch option {
///     case "--title": title = try arguments.value(for: option)
///     default: throw arguments.unknown(option)
///     }
/// }
/// ```
package struct ArgumentScanner {
    private let arguments: [String]
    private var index = 0
    /// The value given with `=` to the option returned last.
    private var inlineValue: String?
    /// What `--timeout SECONDS`, an option of every command, asked for; `nextOption()` takes
    /// it itself and never returns it.
    package private(set) var timeout: Duration?
    /// What `--theme NAME|FILE`, an option of every command, asked for; `nextOption()` takes
    /// it itself and never returns it.
    package private(set) var theme: String?
    /// Whether `--no-mouse`, an option of every command, was given; `nextOption()` takes it
    /// itself and never returns it.
    package private(set) var noMouse = false
    /// Whether `--accessible`, an option of every command, was given; `nextOption()` takes it
    /// itself and never returns it.
    package private(set) var accessible = false

    package init(_ arguments: [String]) {
        self.arguments = arguments
    }

    /// The next option's name, e.g. `--title`, or `nil` when there are no more arguments.
    ///
    /// - Throws: `.helpRequested` for `--help` or `-h`; `.invalid` for an argument that is not
    ///   an option, or a value given with `=` that the previous option did not take.
    package mutating func nextOption() throws(ArgumentError) -> String? {
        while true {
            guard let option = try takeOption() else { return nil }
            if let option { return option }
        }
    }

    /// The next option, `.some(nil)` when it was one of every command's (taken here), or `nil`
    /// when there are no more arguments.
    private mutating func takeOption() throws(ArgumentError) -> String?? {
        if let inlineValue, let option = index > 0 ? arguments[index - 1] : nil {
            throw .invalid("option '\(option.prefix { $0 != "=" })' takes no value (got '\(inlineValue)')")
        }
        guard index < arguments.count else { return nil }
        let argument = arguments[index]
        index += 1
        if argument == "--help" || argument == "-h" { throw .helpRequested }
        // Read as bytes: `Character` comparisons cost a few hundred instructions an argument,
        // which a menu of 10,000 `--item`s paid 20,000 times before its first frame.
        let bytes = argument.utf8
        guard bytes.first == UInt8(ascii: "-"), bytes.count > 1 else {
            throw .invalid("unexpected argument '\(argument)'")
        }
        var option = argument
        if bytes.dropFirst().first == UInt8(ascii: "-"), let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
            inlineValue = String(argument[bytes.index(after: equals)...])
            option = String(argument[..<equals])
        }
        switch option {
        case "--timeout": timeout = try Self.seconds(try value(for: option), of: option)
        case "--theme": theme = try nonEmptyValue(for: option, naming: "theme name or file")
        case "--no-mouse": noMouse = true
        case "--accessible": accessible = true
        default: return option
        }
        return .some(nil)
    }

    /// A number of seconds (`5`, `0.5`) from 0.001 to a day, as a duration.
    private static func seconds(_ text: String, of option: String) throws(ArgumentError) -> Duration {
        guard let seconds = Double(text), seconds.isFinite, seconds >= 0.001, seconds <= 86_400,
            text.allSatisfy({ ("0"..."9").contains($0) || $0 == "." })
        else { throw .invalid("\(option) '\(text)' is not a number of seconds (from 0.001 to 86400)") }
        return .milliseconds(Int((seconds * 1000).rounded()))
    }

    /// The value of `option`, the option `nextOption()` returned last: what follows `=`, or
    /// else the next argument, whatever it looks like.
    ///
    /// - Throws: `.invalid` when there is no value.
    package mutating func value(for option: String) throws(ArgumentError) -> String {
        if let value = inlineValue {
            inlineValue = nil
            return value
        }
        guard index < arguments.count else { throw .invalid("option '\(option)' needs a value") }
        defer { index += 1 }
        return arguments[index]
    }

    /// Like `value(for:)`, for values that must not be empty, such as a button's label.
    package mutating func nonEmptyValue(for option: String, naming what: String) throws(ArgumentError) -> String {
        let value = try value(for: option)
        guard !value.isEmpty else { throw .invalid("option '\(option)' needs a non-empty \(what)") }
        return value
    }

    /// Like `value(for:)`, for a whole number within `range`, such as a percentage.
    ///
    /// - Throws: `.invalid` when the value is not a whole number or lies outside `range`.
    package mutating func integerValue(for option: String, in range: ClosedRange<Int>) throws(ArgumentError) -> Int {
        let value = try value(for: option)
        guard let number = Int(value), range.contains(number) else {
            let bounds =
                range.upperBound == .max
                ? "of at least \(range.lowerBound)" : "from \(range.lowerBound) to \(range.upperBound)"
            throw .invalid("option '\(option)' needs a whole number \(bounds) (got '\(value)')")
        }
        return number
    }

    /// The error for an option the command does not know.
    package func unknown(_ option: String) -> ArgumentError {
        .invalid("unknown option '\(option)'")
    }

    /// An option, or an operand: an argument that is no option, such as a file name (`-`,
    /// standard input, is one).
    package enum Argument: Hashable, Sendable {
        case option(String)
        case operand(String)
    }

    /// Like `nextOption()`, for a command that also takes operands (`editbox FILE`).
    ///
    /// - Throws: as `nextOption()`, except for an argument that is not an option.
    package mutating func nextArgument() throws(ArgumentError) -> Argument? {
        // One argument at a time: an option of every command (`--no-mouse`) taken here may be
        // followed by an operand (`textbox --no-mouse notes.txt`).
        while true {
            if inlineValue == nil, index < arguments.count, arguments[index] == "-" || !arguments[index].hasPrefix("-")
            {
                defer { index += 1 }
                return .operand(arguments[index])
            }
            guard let option = try takeOption() else { return nil }
            if let option { return .option(option) }
        }
    }

    /// The arguments not read yet, all of them operands (what follows `--`: a command to run).
    package mutating func remaining() -> [String] {
        defer { index = arguments.count }
        return Array(arguments[min(index, arguments.count)...])
    }
}
