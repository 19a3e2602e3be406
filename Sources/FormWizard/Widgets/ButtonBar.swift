/// A row of buttons such as `< OK >  < Cancel >`, stacked one per row when they do not fit
/// side by side. The first letter of each button (the first button with that letter) is its
/// hotkey and is underlined.
public struct ButtonBar: Widget {
    /// One button.
    public struct Button: Hashable, Sendable {
        public enum Role: Hashable, Sendable { case normal, cancel, destructive }

        public var title: String
        public var role: Role

        public init(_ title: String, role: Role = .normal) {
            self.title = title
            self.role = role
        }

        var label: String { "< \(title) >" }
    }

    public var buttons: [Button]
    /// The button with focus, or `nil` when focus is elsewhere.
    public var focused: Int?

    public init(buttons: [Button], focused: Int?) {
        self.buttons = buttons
        self.focused = focused
    }

    private static let gap = 2

    /// Whether the buttons fit side by side in `width` columns.
    public func fitsInRow(width: Int) -> Bool {
        rowWidth <= width
    }

    /// The size the bar needs within `width` columns.
    public func size(width: Int) -> Size {
        if fitsInRow(width: width) { return Size(columns: rowWidth, rows: 1) }
        let widest = buttons.map { DisplayWidth.of($0.label) }.max() ?? 0
        return Size(columns: min(widest, width), rows: buttons.count)
    }

    private var rowWidth: Int {
        buttons.reduce(0) { $0 + DisplayWidth.of($1.label) } + max(0, buttons.count - 1) * Self.gap
    }

    public func render(in area: Rect, into frame: inout Frame) {
        guard !area.isEmpty else { return }
        if fitsInRow(width: area.columns) {
            var x = area.x + (area.columns - rowWidth) / 2
            for index in buttons.indices {
                x = draw(index, at: Point(x: x, y: area.y), clip: area, into: &frame) + Self.gap
            }
        } else {
            let rows = min(buttons.count, area.rows)
            let first = max(0, min((focused ?? 0) - rows + 1, buttons.count - rows))
            for (row, index) in (first..<first + rows).enumerated() {
                let width = DisplayWidth.of(buttons[index].label)
                let x = area.x + max(0, (area.columns - width) / 2)
                draw(index, at: Point(x: x, y: area.y + row), clip: area, into: &frame)
            }
        }
    }

    @discardableResult
    private func draw(_ index: Int, at point: Point, clip: Rect, into frame: inout Frame) -> Int {
        let button = buttons[index]
        let theme = frame.theme
        var style = button.role == .destructive ? theme.destructive : theme.button
        if index == focused { style = theme.focused.foreground(style.foreground) }
        var x = frame.buffer.write("< ", at: point, style: style, clip: clip)
        if Self.hotkeyIndex(for: button.title.first, in: buttons) == index, let first = button.title.first {
            x = frame.buffer.write(
                String(first), at: Point(x: x, y: point.y), style: style.adding(theme.hotkey.attributes), clip: clip)
            x = frame.buffer.write(button.title.dropFirst(), at: Point(x: x, y: point.y), style: style, clip: clip)
        } else {
            x = frame.buffer.write(button.title, at: Point(x: x, y: point.y), style: style, clip: clip)
        }
        return frame.buffer.write(" >", at: Point(x: x, y: point.y), style: style, clip: clip)
    }

    /// The button whose hotkey is `character` (case-insensitive): the first button whose title
    /// starts with it.
    public static func hotkeyIndex(for character: Character?, in buttons: [Button]) -> Int? {
        guard let character, character.isLetter || character.isNumber else { return nil }
        let key = character.lowercased()
        return buttons.firstIndex { $0.title.first.map { $0.lowercased() == key } ?? false }
    }
}
