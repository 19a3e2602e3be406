import FormWizard

/// dialog's `--backtitle`: a line of text at the top left of the screen, underlined by a rule
/// across it, drawn under the boxes. It takes no input.
struct CompatBackTitle: Dialog {
    var text: String

    mutating func handle(_ event: InputEvent) -> DialogResponse<Never> { .ignored }

    func render(into frame: inout Frame) {
        let bounds = frame.bounds
        guard bounds.rows >= 2, bounds.columns >= 3 else { return }
        let theme = frame.theme
        let line = Rect(x: 1, y: 0, columns: bounds.columns - 2, rows: 1)
        frame.buffer.write(text, at: Point(x: 1, y: 0), style: theme.screen.adding(theme.title.attributes), clip: line)
        frame.buffer.write(
            String(repeating: "─", count: bounds.columns - 2), at: Point(x: 1, y: 1), style: theme.screen,
            clip: Rect(x: 1, y: 1, columns: bounds.columns - 2, rows: 1))
    }
}
