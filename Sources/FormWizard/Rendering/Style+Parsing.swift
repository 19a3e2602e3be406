extension Style {
    /// A style as a theme file spells it: a foreground colour, `on` and a background colour,
    /// and attributes, in any order, separated by spaces or commas.
    ///
    /// `black on yellow bold`, `on blue`, `brightWhite, bold, underline`, `#61afef on
    /// color236`, `plain`. Colours are `default`, the sixteen names (`black` … `white`,
    /// `brightBlack` … `brightWhite`, in any case), `color0`–`color255`, or `#rrggbb`;
    /// attributes are `bold`, `dim`, `reverse` and `underline`.
    /// - Parameter text: the style's words.
    /// - Throws: a message saying which word is wrong.
    public init(parsing text: some StringProtocol) throws(StyleParseError) {
        self = .plain
        let isSeparator: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "," }
        var words = String(text).split(whereSeparator: isSeparator).map(String.init)[...]
        var hasForeground = false
        while let word = words.popFirst() {
            let lowered = word.lowercased()
            if lowered == "plain" { continue }
            if let attribute = Self.attributeNames[lowered] {
                attributes.insert(attribute)
            } else if lowered == "on" {
                guard let name = words.popFirst() else { throw StyleParseError("'on' needs a colour after it") }
                background = try Color(parsing: name)
            } else {
                guard !hasForeground else {
                    throw StyleParseError(
                        "two foreground colours ('\(foreground)' and '\(word)'); write 'on' before a background")
                }
                foreground = try Color(parsing: word)
                hasForeground = true
            }
        }
    }

    private static let attributeNames: [String: Attributes] = [
        "bold": .bold, "dim": .dim, "reverse": .reverse, "underline": .underline,
    ]
}

extension Color {
    /// A colour as a theme file spells it: `default`, a standard name (`brightBlue`, in any
    /// case), `color0`–`color255`, or `#rrggbb`.
    ///
    /// - Parameter name: the colour's word.
    /// - Throws: a message naming the word and what colours can be.
    public init(parsing name: some StringProtocol) throws(StyleParseError) {
        let lowered = name.lowercased()
        if lowered == "default" {
            self = .default
            return
        }
        if let index = Color.standardNames.firstIndex(where: { $0.lowercased() == lowered }) {
            self.init(index: UInt8(index))
            return
        }
        if lowered.hasPrefix("color"), let index = UInt8(lowered.dropFirst(5)) {
            self.init(index: index)
            return
        }
        if lowered.hasPrefix("#"), lowered.count == 7, let value = UInt32(lowered.dropFirst(), radix: 16) {
            self.init(red: UInt8(value >> 16), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
            return
        }
        throw StyleParseError(
            "unknown colour or attribute '\(name)' (colours: default, black … white, brightBlack … brightWhite, "
                + "color0–color255, #rrggbb; attributes: bold, dim, reverse, underline)")
    }
}

/// Why a style's words (`Style(parsing:)`) could not be read.
public struct StyleParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, naming the word.
    public let message: String

    init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
