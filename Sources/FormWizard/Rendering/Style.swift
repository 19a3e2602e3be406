/// How a cell is drawn: colours and attributes.
public struct Style: Hashable, Sendable, CustomStringConvertible {
    /// Text attributes a terminal can show.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// Bold (or bright).
        public static let bold = Attributes(rawValue: 1 << 0)
        /// Dimmed.
        public static let dim = Attributes(rawValue: 1 << 1)
        /// Foreground and background swapped.
        public static let reverse = Attributes(rawValue: 1 << 2)
        /// Underlined.
        public static let underline = Attributes(rawValue: 1 << 3)
    }

    /// The text's colour.
    public var foreground: Color
    /// The cell's colour.
    public var background: Color
    /// Bold, dim, reverse, underline.
    public var attributes: Attributes

    /// A style; by default the terminal's colours, no attributes.
    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default colours, no attributes.
    public static let plain = Style()

    /// This style with `attributes` added.
    public func adding(_ attributes: Attributes) -> Style {
        var style = self
        style.attributes.formUnion(attributes)
        return style
    }

    /// This style with another foreground colour.
    public func foreground(_ color: Color) -> Style {
        var style = self
        style.foreground = color
        return style
    }

    /// A compact description for styled snapshots, e.g. `bold,reverse,fg=red`; empty for `plain`.
    public var description: String {
        var parts: [String] = []
        if attributes.contains(.bold) { parts.append("bold") }
        if attributes.contains(.dim) { parts.append("dim") }
        if attributes.contains(.reverse) { parts.append("reverse") }
        if attributes.contains(.underline) { parts.append("underline") }
        if !foreground.isDefault { parts.append("fg=\(foreground)") }
        if !background.isDefault { parts.append("bg=\(background)") }
        return parts.joined(separator: ",")
    }
}
