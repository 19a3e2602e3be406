import CNcurses
import FormWizard

/// How styles look on an ncurses screen: attribute bits, and colour pairs allocated once per
/// foreground and background (`fw_alloc_pair`) and cached.
struct ColorPalette {
    /// ncurses' attribute bits and colour pair for one style.
    struct Appearance {
        var attributes: attr_t
        var pair: Int32
    }

    let hasColors: Bool
    /// The number of colours the terminal has (`COLORS`).
    let colorCount: Int
    /// The styles seen so far. A screen uses a handful, so a list searched from the front does;
    /// a dictionary would hash every cell's style.
    private var appearances: [Entry] = []

    private struct Entry {
        var style: Style
        var appearance: Appearance
    }

    init(hasColors: Bool, colorCount: Int) {
        self.hasColors = hasColors
        self.colorCount = colorCount
    }

    /// The attributes and colour pair to draw `style` with.
    mutating func appearance(of style: Style) -> Appearance {
        for known in appearances where known.style == style { return known.appearance }
        let appearance = Appearance(attributes: Self.attributes(style.attributes), pair: pair(for: style))
        appearances.append(Entry(style: style, appearance: appearance))
        return appearance
    }

    static func attributes(_ attributes: Style.Attributes) -> attr_t {
        var bits = fw_a_normal()
        if attributes.contains(.bold) { bits |= fw_a_bold() }
        if attributes.contains(.dim) { bits |= fw_a_dim() }
        if attributes.contains(.reverse) { bits |= fw_a_reverse() }
        if attributes.contains(.underline) { bits |= fw_a_underline() }
        return bits
    }

    private func pair(for style: Style) -> Int32 {
        guard hasColors else { return 0 }
        let foreground = index(of: style.foreground)
        let background = index(of: style.background)
        if foreground < 0, background < 0 { return 0 }
        return max(0, fw_alloc_pair(foreground, background))
    }

    /// The palette index ncurses gets for `color`: -1 for the default, bright colours folded
    /// onto the basic eight on an eight-colour terminal, the default for what does not exist.
    func index(of color: Color) -> Int32 {
        let index = Int(color.index)
        if index < 0 { return -1 }
        if index < colorCount { return Int32(index) }
        if index < 16, colorCount >= 8 { return Int32(index - 8) }
        return -1
    }
}
