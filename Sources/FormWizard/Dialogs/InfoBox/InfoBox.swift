/// A message in a box, without buttons, that nobody answers: shown with `Screen.showInfo` while
/// the caller goes on (like `dialog --infobox`), and gone when the caller dismisses it.
///
/// It takes no keys. A message longer than the screen is cut, its last row ending in `…`: there
/// is no key to scroll it with.
public struct InfoBox: Dialog {
    /// The title in the frame; `nil` for none.
    public var title: StyledText?
    /// The message, wrapped to fit; line breaks start new lines.
    public var message: StyledText

    /// - Parameters:
    ///   - title: the title in the frame; none by default.
    ///   - message: the message, wrapped to fit.
    public init(title: StyledText? = nil, message: StyledText) {
        self.title = title
        self.message = message
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<Void> {
        .ignored
    }

    /// Sizes the box to the message (at most 60 columns of text), centred.
    public func render(into frame: inout Frame) {
        let bounds = frame.bounds
        let maxContent = max(1, Panel.contentWidth(in: bounds, upTo: 60))
        var lines = message.wrapped(width: maxContent)
        if lines.isEmpty { lines = [""] }
        let textWidth = lines.map { DisplayWidth.of($0.plain) }.max() ?? 0
        let width = min(maxContent, max(textWidth, DisplayWidth.of(title?.plain ?? "") + 2))
        let rows = min(lines.count, max(0, bounds.rows - 2))
        let panel = Panel.area(for: Size(columns: width, rows: rows), in: bounds)
        frame.render(Panel(title: title), in: panel)
        let content = Panel.content(of: panel)
        frame.render(Paragraph(styledLines: Paragraph.fitting(lines, rows: rows, width: content.columns)), in: content)
    }
}
