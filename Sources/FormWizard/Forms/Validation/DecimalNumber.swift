/// A decimal number exactly as typed, such as `-12.50`: its digits as a whole number and how
/// many of them follow the point.
///
/// What a decimal field gives (`Field.decimal`). Unlike `Double`, `0.1` is exactly one tenth and
/// `1.50` keeps its two decimals (its `description` is `"1.50"`), so a price or a measure comes
/// back as the user typed it, and `doubleValue` converts when a float is wanted. It holds up to
/// 18 digits in all. Numbers compare by value: `1.5 == 1.50`.
public struct DecimalNumber: Hashable, Comparable, Sendable, CustomStringConvertible, LosslessStringConvertible {
    /// The digits as a whole number, with the sign: `-12.50` is `-1250`.
    public let significand: Int
    /// How many digits follow the point: `-12.50` has 2.
    public let fractionDigits: Int

    /// The most digits a number holds, so that its significand fits an `Int`.
    public static let maxDigits = 18

    /// The number `significand` × 10^-`fractionDigits` (`fractionDigits` from 0 to 18).
    ///
    /// Other `fractionDigits` are brought into 0...18 keeping the number as near as it can be:
    /// with more, the digits past the 18th decimal are dropped (toward zero); with a negative
    /// count, the significand is multiplied by ten that many times (up to `Int`'s bounds).
    public init(significand: Int, fractionDigits: Int = 0) {
        var significand = significand
        var fractionDigits = fractionDigits
        while fractionDigits > Self.maxDigits, significand != 0 {
            significand /= 10
            fractionDigits -= 1
        }
        while fractionDigits < 0, significand != 0, significand != .max, significand != .min {
            significand = significand.multipliedSaturated(by: 10)
            fractionDigits += 1
        }
        self.significand = significand
        self.fractionDigits = fractionDigits.clamped(to: 0...Self.maxDigits)
    }

    /// Reads an optional sign (`-` or `+`), digits, and optionally a point and more digits
    /// (`"42"`, `"-0.5"`, `"+3.25"`, `".5"`); `nil` for anything else, or more than 18 digits.
    public init?(_ text: String) {
        var rest = Substring(text)
        var negative = false
        if let sign = rest.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            rest = rest.dropFirst()
        }
        let whole = rest.prefix { $0.isASCIIDigit }
        rest = rest.dropFirst(whole.count)
        var fraction: Substring = ""
        if rest.first == "." {
            fraction = rest.dropFirst().prefix { $0.isASCIIDigit }
            rest = rest.dropFirst(1 + fraction.count)
            if fraction.isEmpty { return nil }
        }
        guard rest.isEmpty, !(whole.isEmpty && fraction.isEmpty) else { return nil }
        let digits = (whole + fraction).drop { $0 == "0" }
        guard digits.count <= Self.maxDigits, fraction.count <= Self.maxDigits else { return nil }
        let magnitude = Int(digits) ?? 0
        self.init(significand: negative ? -magnitude : magnitude, fractionDigits: fraction.count)
    }

    /// The number as typed, without leading zeros or a `+`: `"-12.50"`, `"0.5"`, `"42"`. It is
    /// also valid JSON.
    public var description: String {
        let magnitude = String(significand.magnitude)
        let padded = String(repeating: "0", count: max(0, fractionDigits + 1 - magnitude.count)) + magnitude
        let sign = significand < 0 ? "-" : ""
        guard fractionDigits > 0 else { return sign + padded }
        return sign + padded.dropLast(fractionDigits) + "." + padded.suffix(fractionDigits)
    }

    /// The nearest `Double`.
    public var doubleValue: Double {
        Double(description) ?? Double(significand)
    }

    /// The whole part and the fraction scaled to 18 digits, both with the number's sign: they
    /// order numbers of any number of decimals without overflow.
    private var parts: (whole: Int, fraction: Int) {
        let scale = Self.powerOfTen(fractionDigits)
        return (significand / scale, (significand % scale) * Self.powerOfTen(Self.maxDigits - fractionDigits))
    }

    private static func powerOfTen(_ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { value, _ in value * 10 }
    }

    public static func == (lhs: DecimalNumber, rhs: DecimalNumber) -> Bool {
        lhs.parts == rhs.parts
    }

    public static func < (lhs: DecimalNumber, rhs: DecimalNumber) -> Bool {
        lhs.parts < rhs.parts
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(parts.whole)
        hasher.combine(parts.fraction)
    }
}

extension DecimalNumber: ExpressibleByIntegerLiteral {
    /// A whole number, as in `in: 0...100`.
    public init(integerLiteral value: Int) {
        self.init(significand: value)
    }
}
