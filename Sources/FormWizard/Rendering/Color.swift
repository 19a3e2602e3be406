/// A terminal colour: the terminal's default, or an index into its palette
/// (0–7 the standard colours, 8–15 their bright variants, up to 255 on 256-colour terminals).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// -1 for the terminal's default colour, otherwise a palette index.
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
    public static let black = Color(index: 0)
    public static let red = Color(index: 1)
    public static let green = Color(index: 2)
    public static let yellow = Color(index: 3)
    public static let blue = Color(index: 4)
    public static let magenta = Color(index: 5)
    public static let cyan = Color(index: 6)
    public static let white = Color(index: 7)
    public static let brightBlack = Color(index: 8)
    public static let brightRed = Color(index: 9)
    public static let brightGreen = Color(index: 10)
    public static let brightYellow = Color(index: 11)
    public static let brightBlue = Color(index: 12)
    public static let brightMagenta = Color(index: 13)
    public static let brightCyan = Color(index: 14)
    public static let brightWhite = Color(index: 15)

    public var isDefault: Bool { index < 0 }

    private static let names = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
        "brightBlack", "brightRed", "brightGreen", "brightYellow",
        "brightBlue", "brightMagenta", "brightCyan", "brightWhite",
    ]

    public var description: String {
        if index < 0 { return "default" }
        return index < 16 ? Color.names[Int(index)] : "color\(index)"
    }
}
