/// A list of themes that shows each as it is highlighted: the whole screen — the list, its
/// frame, the screen behind it and a row of samples (a text field, buttons, a gauge, an
/// error) — is drawn in the highlighted theme. Choosing one returns its name.
///
/// Keys are a `Menu`'s: ↑/↓ move, Enter chooses, Esc cancels.
public struct ThemePicker: Dialog {
    /// The themes, top to bottom, with their names.
    public let themes: [(name: String, theme: Theme)]
    var menu: Menu<String>

    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - themes: the names and themes listed, top to bottom; the built-in ones by default.
    ///   - selected: the name highlighted at first; the first theme when absent or unknown.
    /// - Precondition: `themes` is not empty.
    public init(
        title: String = "Themes", themes: [(name: String, theme: Theme)] = ThemePicker.builtIn,
        selected: String? = nil
    ) {
        precondition(!themes.isEmpty, "a theme picker needs at least one theme")
        self.themes = themes
        menu = Menu(
            title: StyledText(title),
            items: themes.map {
                MenuItem($0.name, detail: Self.detail(of: $0.name).map { StyledText($0) }, value: $0.name)
            },
            selected: themes.firstIndex { $0.name == selected })
    }

    /// The built-in themes (`Theme.builtInNames`).
    public static var builtIn: [(name: String, theme: Theme)] {
        Theme.builtInNames.compactMap { name in Theme.named(name).map { (name, $0) } }
    }

    /// The name of the highlighted theme.
    public var highlighted: String { themes[menu.selected].name }

    public mutating func prepare(for size: Size) {
        menu.prepare(for: size)
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<String> {
        menu.handle(event)
    }

    public func render(into frame: inout Frame) {
        let theme = themes[menu.selected].theme
        var preview = Frame(buffer: CellBuffer(size: Size(columns: 0, rows: 0)), theme: theme, cursor: frame.cursor)
        preview.chrome = frame.chrome
        swap(&preview.buffer, &frame.buffer)
        preview.buffer.fill(preview.bounds, style: theme.screen)
        Self.renderSamples(in: preview.bounds.row(preview.bounds.rows - 1), into: &preview)
        menu.render(into: &preview)
        swap(&preview.buffer, &frame.buffer)
        frame.cursor = preview.cursor
    }

    /// One line of samples in the frame's theme: a field, a focused and a plain button, a
    /// destructive one, a gauge and an error, as far as they fit in `row`.
    static func renderSamples(in row: Rect, into frame: inout Frame) {
        guard !row.isEmpty else { return }
        let theme = frame.theme
        var x = row.x + 1
        func put(_ text: String, _ style: Style) {
            x = frame.buffer.write(text, at: Point(x: x, y: row.y), style: style, clip: row)
            x = frame.buffer.write(" ", at: Point(x: x, y: row.y), style: theme.screen, clip: row)
        }
        put("Ada Lovelace  ", theme.input)
        put("< OK >", theme.focused)
        put("< Keep >", theme.button)
        put("< Delete >", theme.destructive)
        let gauge = Rect(x: x, y: row.y, columns: min(14, max(0, row.maxX - x)), rows: 1)
        frame.buffer.fill(gauge, style: theme.dialog)
        frame.render(GaugeBar(fraction: 0.6), in: gauge)
        x = gauge.maxX + 1
        put("Required", theme.error)
    }

    private static func detail(of name: String) -> String? {
        switch name {
        case "default": "the terminal's own colours"
        case "classic": "dialog's blue and grey"
        case "high-contrast": "bright on black"
        case "dark": "a dark palette, true colour"
        case "monochrome": "attributes only, no colour"
        default: nil
        }
    }
}
