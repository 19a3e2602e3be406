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

    /// The entry found last: cells come in runs of one style.
    private var last = 0

    private struct Entry {
        var style: Style
        var appearance: Appearance
        /// A space in this appearance, made once by `setcchar` (see `template(for:)`).
        var template: cchar_t
    }

    init(hasColors: Bool, colorCount: Int) {
        self.hasColors = hasColors
        self.colorCount = colorCount
    }

    /// The attributes and colour pair to draw `style` with.
    mutating func appearance(of style: Style) -> Appearance {
        appearances[entry(for: style)].appearance
    }

    /// A space in `style`'s appearance: a cell drawing a character that `setcchar` would take
    /// as is (printable ASCII) is a copy with its first character set, no `setcchar` per cell.
    mutating func template(for style: Style) -> cchar_t {
        appearances[entry(for: style)].template
    }

    private mutating func entry(for style: Style) -> Int {
        if last < appearances.count, appearances[last].style == style { return last }
        if let index = appearances.firstIndex(where: { $0.style == style }) {
            last = index
            return index
        }
        var appearance = Appearance(attributes: Self.attributes(style.attributes), pair: pair(for: style))
        var template = cchar_t()
        setcchar(&template, [0x20, 0], appearance.attributes, 0, &appearance.pair)
        appearances.append(Entry(style: style, appearance: appearance, template: template))
        last = appearances.count - 1
        return last
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

    /// The colour number ncurses gets for `color`: -1 for the default; on a true-colour
    /// terminal (`colors` is 2^24: ncurses takes `0xRRGGBB` numbers) the colour's value, the
    /// eight basic colours as themselves; elsewhere the nearest colour the terminal has
    /// (`Color.reduced(toColors:)`: a true colour the nearest of 256, bright colours folded onto
    /// the basic eight on an eight-colour terminal).
    func index(of color: Color) -> Int32 {
        if color.isDefault { return -1 }
        if colorCount >= 1 << 24 {
            if color.rgb == nil, color.index < 8 { return Int32(color.index) }
            return color.approximateRGB.map { Int32($0) } ?? -1
        }
        let reduced = color.reduced(toColors: colorCount)
        return reduced.isDefault ? -1 : Int32(reduced.index)
    }
}
