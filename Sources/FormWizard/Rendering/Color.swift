/// A terminal colour: the terminal's default, an index into its palette (0–7 the standard
/// colours, 8–15 their bright variants, up to 255 on 256-colour terminals), or a true colour
/// (`init(red:green:blue:)`).
///
/// The terminal shows the nearest colour it has: a true colour on a terminal without them
/// becomes the nearest of its 256, 16 or 8 (`reduced(toColors:)`).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// -1 for the terminal's default colour, 0–255 a palette index, 256 and above a true
    /// colour (`rgb` holds its value).
    public let index: Int16

    /// A palette colour.
    public init(index: UInt8) {
        self.index = Int16(index)
    }

    init(raw: Int16) {
        self.index = raw
    }

    /// The terminal's own foreground or background colour.
    public static let `default` = Color(raw: -1)
    /// ANSI colour 0, black.
    public static let black = Color(index: 0)
    /// ANSI colour 1, red.
    public static let red = Color(index: 1)
    /// ANSI colour 2, green.
    public static let green = Color(index: 2)
    /// ANSI colour 3, yellow.
    public static let yellow = Color(index: 3)
    /// ANSI colour 4, blue.
    public static let blue = Color(index: 4)
    /// ANSI colour 5, magenta.
    public static let magenta = Color(index: 5)
    /// ANSI colour 6, cyan.
    public static let cyan = Color(index: 6)
    /// ANSI colour 7, white.
    public static let white = Color(index: 7)
    /// ANSI colour 8, bright black (the basic one on an 8-colour terminal).
    public static let brightBlack = Color(index: 8)
    /// ANSI colour 9, bright red (the basic one on an 8-colour terminal).
    public static let brightRed = Color(index: 9)
    /// ANSI colour 10, bright green (the basic one on an 8-colour terminal).
    public static let brightGreen = Color(index: 10)
    /// ANSI colour 11, bright yellow (the basic one on an 8-colour terminal).
    public static let brightYellow = Color(index: 11)
    /// ANSI colour 12, bright blue (the basic one on an 8-colour terminal).
    public static let brightBlue = Color(index: 12)
    /// ANSI colour 13, bright magenta (the basic one on an 8-colour terminal).
    public static let brightMagenta = Color(index: 13)
    /// ANSI colour 14, bright cyan (the basic one on an 8-colour terminal).
    public static let brightCyan = Color(index: 14)
    /// ANSI colour 15, bright white (the basic one on an 8-colour terminal).
    public static let brightWhite = Color(index: 15)

    /// Whether it is the terminal's own colour.
    public var isDefault: Bool { index < 0 }

    private static let names = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
        "brightBlack", "brightRed", "brightGreen", "brightYellow",
        "brightBlue", "brightMagenta", "brightCyan", "brightWhite",
    ]

    /// The colour's name as themes and snapshots spell it: `default`, `red`, `brightBlue`,
    /// `color208`, or `#rrggbb` for a true colour.
    public var description: String {
        if index < 0 { return "default" }
        if let rgb { return "#" + Color.hex(rgb) }
        return index < 16 ? Color.names[Int(index)] : "color\(index)"
    }

    /// The names of the sixteen standard colours, by index (`black` … `brightWhite`).
    public static var standardNames: [String] { names }

    private static func hex(_ value: UInt32) -> String {
        let digits = Array("0123456789abcdef")
        return String((0..<6).map { digits[Int(value >> UInt32(20 - 4 * $0)) & 0xF] })
    }
}
