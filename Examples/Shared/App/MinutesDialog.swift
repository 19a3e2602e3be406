import FormWizard

/// The app's own dialog: how many minutes, in steps of 5, with ←/→; Enter chooses, Esc
/// cancels.
public struct MinutesDialog: Dialog {
    public var title: String
    public private(set) var minutes: Int

    public init(title: String, minutes: Int = 15) {
        self.title = title
        self.minutes = minutes
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<Int> {
        guard case .key(let key) = event else { return .ignored }
        switch key {
        case .left where minutes > 5: minutes -= 5
        case .right where minutes < 120: minutes += 5
        case .enter: return .submit(minutes)
        case .escape: return .cancel
        default: return .ignored
        }
        return .handled
    }

    public func render(into frame: inout Frame) {
        let lines = ["‹ \(minutes) minutes ›", "←→ change  Enter ok"]
        let area = Panel.area(for: Size(columns: 20, rows: lines.count), in: frame.bounds)
        frame.render(Panel(title: title), in: area)
        frame.render(Paragraph(lines: lines, alignment: .center), in: Panel.content(of: area))
    }
}
