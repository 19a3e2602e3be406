import FormWizard

/// dialog's `--backtitle`: a line of text at the top left of the screen, underlined by a rule
/// across it, drawn under the boxes; whiptail's (`Chrome.whiptail`) is the text alone, from the
/// first column. It takes no input.
struct CompatBackTitle: Dialog {
    var text: String

    mutating func handle(_ event: InputEvent) -> DialogResponse<Never> { .ignored }

    func render(into frame: inout Frame) {
        let bounds = frame.bounds
        guard bounds.rows >= 2, bounds.columns >= 3 else { return }
        let theme = frame.theme
        let style = theme.screen.adding(theme.title.attributes)
        if frame.chrome == .whiptail {
            frame.buffer.write(text, at: .zero, style: style, clip: Rect(x: 0, y: 0, columns: bounds.columns, rows: 1))
            return
        }
        let line = Rect(x: 1, y: 0, columns: bounds.columns - 2, rows: 1)
        frame.buffer.write(text, at: Point(x: 1, y: 0), style: style, clip: line)
        frame.buffer.write(
            String(repeating: "─", count: bounds.columns - 2), at: Point(x: 1, y: 1), style: theme.screen,
            clip: Rect(x: 1, y: 1, columns: bounds.columns - 2, rows: 1))
    }
}
