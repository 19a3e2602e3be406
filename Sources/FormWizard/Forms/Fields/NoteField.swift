/// Read-only text among the fields, wrapped to the input column: an explanation, a hint, terms.
///
/// A note of up to `maxRows` rows is shown whole and never takes focus. A longer one shows
/// `maxRows` rows and takes focus in the Tab order, where ↑/↓, PgUp/PgDn and Home/End scroll it
/// (`ScrollingText`), with `▲`/`▼` in its last column while there is more; ↑ at its top and ↓ at
/// its end go on to the field before or after it, as elsewhere in the form.
public struct NoteField<Value: Sendable>: FormField {
    public let label: String
    let text: String
    /// The most rows the note takes; a longer text scrolls.
    public let maxRows: Int
    /// Where a long note is scrolled to.
    public private(set) var scroll = TextScroll.top
    /// The rows of the note's input, learnt while it has focus.
    private var input: Rect?

    /// A note showing `text`, wrapped, with an optional label beside it; one taller than
    /// `maxRows` rows (from 1 to `Int32.max`) scrolls.
    public init(_ text: String, label: String = "", maxRows: Int = 8) {
        self.text = text
        self.label = label
        self.maxRows = maxRows.clamped(to: 1...Int.entryLimit)
    }

    public var isFocusable: Bool { false }

    public func isFocusable(width: Int) -> Bool {
        scrolls(width: width)
    }

    public var hints: [KeyHint] { [KeyHint("↑↓", "scroll")] }

    /// Whether the text wrapped to `width` is taller than `maxRows`.
    private func scrolls(width: Int) -> Bool {
        TextLayout.wrap(text, width: width).count > maxRows
    }

    /// The text as drawn in `width` columns: a long one leaves two for its marks.
    private func scrollingText(width: Int) -> ScrollingText {
        let scrolls = scrolls(width: width)
        let lines = TextLayout.wrap(text, width: scrolls ? max(1, width - 2) : width)
        return ScrollingText(lines: lines, scroll: scroll, wraps: false)
    }

    public func rows(width: Int) -> Int {
        max(1, min(maxRows, TextLayout.wrap(text, width: width).count))
    }

    public mutating func load(from value: Value) {}

    public mutating func prepare(for input: Rect, screen: Size) {
        self.input = input
    }

    public mutating func handle(_ event: InputEvent, value: inout Value) -> FieldResponse {
        guard case .key(let key) = event, let input, scrolls(width: input.columns),
            let move = TextScroll.Move(key, page: input.rows)
        else { return .ignored }
        let text = scrollingText(width: input.columns)
        let next = text.scrolled(move, in: input.size)
        guard next != text.clamped(scroll, in: input.size) else { return .ignored }
        scroll = next
        return .handled
    }

    public func render(_ value: Value, in area: Rect, isFocused: Bool, into frame: inout Frame) {
        let text = scrollingText(width: area.columns)
        frame.render(text, in: area)
        guard scrolls(width: area.columns), area.columns > 2 else { return }
        let style = isFocused ? frame.theme.title : frame.theme.hint
        let x = area.maxX - 1
        if text.hasMoreAbove(in: area.size) {
            frame.buffer.write("▲", at: Point(x: x, y: area.y), style: style, clip: area)
        }
        if text.hasMoreBelow(in: area.size) {
            frame.buffer.write("▼", at: Point(x: x, y: area.maxY - 1), style: style, clip: area)
        }
    }
}

extension Field {
    /// Read-only text (see `NoteField`), wrapped; it never takes focus unless it is taller than
    /// `maxRows` rows, and then scrolls.
    public static func note(_ text: String, label: String = "", maxRows: Int = 8) -> Field {
        Field(NoteField(text, label: label, maxRows: maxRows))
    }
}
