/// A one-line text field: the visible part of a `LineEditor` on an underlined row, or a dimmed
/// placeholder when it is empty. Under whiptail's chrome the row is newt's entry instead: the
/// room left filled with `_`, not underlined.
///
/// The focused field places the terminal cursor (`frame.cursor`); it is the only widget that
/// shows the cursor. A secret editor is drawn masked, one `•` per grapheme cluster.
public struct TextField: Widget {
    /// The text and cursor shown.
    public var editor: LineEditor
    /// Shown dimmed while the editor is empty.
    public var placeholder: String
    /// Whether the field has the keyboard; only then does it show the cursor.
    public var isFocused: Bool

    /// A field showing `editor`'s text, or `placeholder` dimmed while it is empty.
    public init(editor: LineEditor, placeholder: String = "", isFocused: Bool) {
        self.editor = editor
        self.placeholder = placeholder
        self.isFocused = isFocused
    }

    /// Draws the field on the first row of `area`.
    public func render(in area: Rect, into frame: inout Frame) {
        let row = area.row(0)
        guard !row.isEmpty else { return }
        let theme = frame.theme
        var input = theme.input
        if frame.chrome == .whiptail {
            input.attributes.remove(.underline)
            frame.buffer.fill(row, with: "_", style: input)
        } else {
            frame.buffer.fill(row, style: input)
        }
        if editor.isEmpty, !placeholder.isEmpty {
            let style = theme.hint.adding(input.attributes)
            frame.buffer.write(
                TextLayout.truncate(placeholder, to: row.columns), at: row.origin, style: style, clip: row)
        }
        let display = editor.display(width: row.columns)
        frame.buffer.write(display.text, at: row.origin, style: input, clip: row)
        if isFocused {
            frame.cursor = Point(x: row.x + display.cursorColumn, y: row.y)
        }
    }
}
