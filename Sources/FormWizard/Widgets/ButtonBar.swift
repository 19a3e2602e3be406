/// A row of buttons such as `< OK >  < Cancel >`; when that does not fit, a compact row
/// (`<OK> <Cancel>`), and when that does not fit either, one button per row. The first letter
/// of each button (the first button with that letter) is its hotkey and is underlined.
///
/// Each button records where it is drawn as a hit region (`HitTarget.button` with its index),
/// so that a dialog presses the button a click lands on.
public struct ButtonBar: Widget {
    /// One button.
    public struct Button: Hashable, Sendable {
        /// What a button does, which decides its style.
        public enum Role: Hashable, Sendable {
            /// An ordinary action, in the dialog's style.
            case normal
            /// The action that leaves without doing anything (what Esc does).
            case cancel
            /// An action that destroys something, drawn in the theme's destructive style.
            case destructive
        }

        /// The button's label.
        public var title: String
        /// What it does.
        public var role: Role

        /// A button labelled `title`.
        public init(_ title: String, role: Role = .normal) {
            self.title = title
            self.role = role
        }
    }

    /// The buttons, left to right.
    public var buttons: [Button]
    /// The button with focus, or `nil` when focus is elsewhere (kept within ±`Int32.max`; an
    /// index that is no button's highlights none).
    public var focused: Int? {
        didSet { focused = focused?.clampedAtEntry }
    }

    /// A row of `buttons`, the one at `focused` highlighted (`nil`: none).
    public init(buttons: [Button], focused: Int?) {
        self.buttons = buttons
        self.focused = focused?.clampedAtEntry
    }

    /// How the buttons are laid out in a given width.
    private enum Arrangement {
        case row, compactRow, stacked

        var isCompact: Bool { self == .compactRow }
        var gap: Int { isCompact ? 1 : 2 }
    }

    /// Whether the buttons fit side by side (compact if need be) in `width` columns.
    public func fitsInRow(width: Int) -> Bool {
        arrangement(width: width) != .stacked
    }

    /// The size the bar needs within `width` columns.
    public func size(width: Int) -> Size {
        let arrangement = arrangement(width: width)
        if arrangement != .stacked { return Size(columns: rowWidth(arrangement), rows: 1) }
        let widest = buttons.map { labelWidth($0, compact: false) }.max() ?? 0
        return Size(columns: min(widest, width), rows: buttons.count)
    }

    private func arrangement(width: Int) -> Arrangement {
        if rowWidth(.row) <= width { return .row }
        if rowWidth(.compactRow) <= width { return .compactRow }
        return .stacked
    }

    private func rowWidth(_ arrangement: Arrangement) -> Int {
        buttons.reduce(0) { $0 + labelWidth($1, compact: arrangement.isCompact) }
            + max(0, buttons.count - 1) * arrangement.gap
    }

    private func labelWidth(_ button: Button, compact: Bool) -> Int {
        DisplayWidth.of(button.title) + (compact ? 2 : 4)
    }

    public func render(in area: Rect, into frame: inout Frame) {
        guard !area.isEmpty else { return }
        let arrangement = arrangement(width: area.columns)
        if arrangement != .stacked, let placed = placedByChrome(in: area, frame: frame) {
            drawSeparatorAbove(area, into: &frame)
            for (index, place) in placed.enumerated() {
                draw(index, at: Point(x: place.x, y: area.y), ends: place.ends, clip: place.clip, into: &frame)
            }
        } else if arrangement != .stacked {
            var x = area.x + (area.columns - rowWidth(arrangement)) / 2
            for index in buttons.indices {
                x = draw(index, at: Point(x: x, y: area.y), compact: arrangement.isCompact, clip: area, into: &frame)
                x += arrangement.gap
            }
        } else {
            let rows = min(buttons.count, area.rows)
            let first = max(0, min((focused ?? 0) - rows + 1, buttons.count - rows))
            for (row, index) in (first..<first + rows).enumerated() {
                let width = labelWidth(buttons[index], compact: false)
                let x = area.x + max(0, (area.columns - width) / 2)
                draw(index, at: Point(x: x, y: area.y + row), compact: false, clip: area, into: &frame)
            }
        }
    }

    @discardableResult
    private func draw(_ index: Int, at point: Point, compact: Bool, clip: Rect, into frame: inout Frame) -> Int {
        draw(index, at: point, ends: compact ? ("<", ">") : ("< ", " >"), clip: clip, into: &frame)
    }

    /// Draws button `index` at `point`: `ends.opening`, its title, `ends.closing`; returns the
    /// column after it.
    @discardableResult
    private func draw(
        _ index: Int, at point: Point, ends: (opening: String, closing: String), clip: Rect, into frame: inout Frame
    ) -> Int {
        let button = buttons[index]
        let theme = frame.theme
        var style = button.role == .destructive ? theme.destructive : theme.button
        if index == focused { style = theme.focused.foreground(style.foreground) }
        var x = frame.buffer.write(ends.opening, at: point, style: style, clip: clip)
        let titleX = x
        x = frame.buffer.write(button.title, at: Point(x: x, y: point.y), style: style, clip: clip)
        if Self.hotkeyIndex(for: button.title.first, in: buttons) == index, let first = button.title.first {
            // The first character's cells take the hotkey's attributes, as if written in them.
            let cells = Rect(x: titleX, y: point.y, columns: DisplayWidth.of(first), rows: 1)
            frame.buffer.restyle(cells.intersection(clip)) { $0.adding(theme.hotkey.attributes) }
        }
        x = frame.buffer.write(ends.closing, at: Point(x: x, y: point.y), style: style, clip: clip)
        frame.addHitRegion(
            .button(index), in: Rect(x: point.x, y: point.y, columns: x - point.x, rows: 1).intersection(clip))
        return x
    }

    /// The button whose hotkey is `character` (case-insensitive): the first button whose title
    /// starts with it.
    public static func hotkeyIndex(for character: Character?, in buttons: [Button]) -> Int? {
        guard let character, isLetterOrNumber(character) else { return nil }
        lazy var key = character.lowercased()
        let asciiKey = character.utf8.count == 1 ? character.utf8.first.map(lowercased) : nil
        return buttons.firstIndex { button in
            // A title starting with a lone ASCII byte is compared as bytes (every render asks).
            if let asciiKey, let first = asciiFirst(of: button.title) { return lowercased(first) == asciiKey }
            return button.title.first.map { $0.lowercased() == key } ?? false
        }
    }

    /// The first byte of `title` when it is ASCII and a character of its own (the next byte is
    /// ASCII too).
    private static func asciiFirst(of title: String) -> UInt8? {
        var bytes = title.utf8.makeIterator()
        guard let first = bytes.next(), first < 0x80 else { return nil }
        guard let second = bytes.next() else { return first }
        return second < 0x80 && !(first == 0x0D && second == 0x0A) ? first : nil
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }

    /// `isLetter || isNumber`, with ASCII answered without Unicode's property tables (every
    /// render asks it of each button's first letter).
    private static func isLetterOrNumber(_ character: Character) -> Bool {
        if character.utf8.count == 1, let ascii = character.utf8.first {
            return (0x30...0x39).contains(ascii) || (0x41...0x5A).contains(ascii) || (0x61...0x7A).contains(ascii)
        }
        return character.isLetter || character.isNumber
    }
}
