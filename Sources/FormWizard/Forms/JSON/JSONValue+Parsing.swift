extension JSONValue {
    /// Why a text is not JSON: what was wrong, and at which byte.
    package struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        /// What was expected or found.
        package var problem: String
        /// The UTF-8 offset where it was found.
        package var offset: Int

        package var description: String { "\(problem) at byte \(offset)" }
    }

    /// Reads one JSON value (RFC 8259) from `text`, with nothing but white space around it.
    ///
    /// A number without a fraction or exponent that fits an `Int` is `.number`; one with a
    /// fraction that `DecimalNumber` holds is `.decimal` (as written: `12.50`); any other
    /// number is refused. Arrays and objects nest at most 256 deep, so hostile input cannot
    /// exhaust the stack; a key given twice keeps both members, in order.
    /// - Throws: `ParseError` at the first byte that is not JSON.
    package init(parsing text: String) throws(ParseError) {
        var parser = JSONParser(bytes: Array(text.utf8))
        self = try parser.document()
    }
}

/// The reader behind `JSONValue(parsing:)`: bytes and a position.
private struct JSONParser {
    let bytes: [UInt8]
    var position = 0
    static let maximumDepth = 256

    typealias ParseError = JSONValue.ParseError

    func error(_ problem: String) -> ParseError { ParseError(problem: problem, offset: position) }

    mutating func document() throws(ParseError) -> JSONValue {
        let value = try value(depth: 0)
        skipSpace()
        guard position == bytes.count else { throw error("text after the value") }
        return value
    }

    mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func expect(_ word: String, giving value: JSONValue) throws(ParseError) -> JSONValue {
        let utf8 = Array(word.utf8)
        guard bytes.count - position >= utf8.count, Array(bytes[position..<position + utf8.count]) == utf8 else {
            throw error("expected '\(word)'")
        }
        position += utf8.count
        return value
    }

    mutating func value(depth: Int) throws(ParseError) -> JSONValue {
        skipSpace()
        guard let byte = current else { throw error("expected a value, found the end") }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth)") }
            return byte == UInt8(ascii: "{") ? try object(depth: depth + 1) : try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try expect("true", giving: .bool(true))
        case UInt8(ascii: "f"): return try expect("false", giving: .bool(false))
        case UInt8(ascii: "n"): return try expect("null", giving: .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("expected a value")
        }
    }

    mutating func object(depth: Int) throws(ParseError) -> JSONValue {
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        skipSpace()
        if current == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
            let key = try string()
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':'") }
            position += 1
            members.append((key, try value(depth: depth)))
            skipSpace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"):
                position += 1
                return .object(members)
            default: throw error("expected ',' or '}'")
            }
        }
    }

    mutating func array(depth: Int) throws(ParseError) -> JSONValue {
        position += 1
        var values: [JSONValue] = []
        skipSpace()
        if current == UInt8(ascii: "]") {
            position += 1
            return .array(values)
        }
        while true {
            values.append(try value(depth: depth))
            skipSpace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"):
                position += 1
                return .array(values)
            default: throw error("expected ',' or ']'")
            }
        }
    }

    mutating func number() throws(ParseError) -> JSONValue {
        let start = position
        func digits() -> Int {
            let first = position
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
            return position - first
        }
        if current == UInt8(ascii: "-") { position += 1 }
        let whole = digits()
        guard whole > 0 else { throw error("expected a digit") }
        if whole > 1, bytes[position - whole] == UInt8(ascii: "0") { throw error("a number may not start with 0") }
        var isWhole = true
        if current == UInt8(ascii: ".") {
            position += 1
            isWhole = false
            guard digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            throw error("numbers with an exponent are not taken")
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if isWhole, let number = Int(text) { return .number(number) }
        if let decimal = DecimalNumber(text) { return .decimal(decimal) }
        position = start
        throw error("the number \(text) has too many digits")
    }

    mutating func string() throws(ParseError) -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        var run = position
        func flush(_ parser: JSONParser) {
            scalars.append(
                contentsOf: String(decoding: parser.bytes[run..<parser.position], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard let byte = current else { throw error("a string without its closing quote") }
            switch byte {
            case UInt8(ascii: "\""):
                flush(self)
                position += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(self)
                position += 1
                scalars.append(try escape())
                run = position
            case 0x00..<0x20: throw error("a control character in a string")
            default: position += 1
            }
        }
    }

    mutating func escape() throws(ParseError) -> Unicode.Scalar {
        guard let byte = current else { throw error("an escape without its character") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            if (0xD800..<0xDC00).contains(unit), current == UInt8(ascii: "\\"),
                position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u")
            {
                let save = position
                position += 2
                let low = try hexUnit()
                if (0xDC00..<0xE000).contains(low) {
                    return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
                }
                position = save
            }
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        default:
            position -= 1
            throw error("an unknown escape")
        }
    }

    mutating func hexUnit() throws(ParseError) -> UInt32 {
        guard bytes.count - position >= 4 else { throw error("expected four hex digits") }
        var unit: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("expected a hex digit")
            }
            unit = unit << 4 | UInt32(digit)
            position += 1
        }
        return unit
    }
}
