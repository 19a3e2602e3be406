/// Hours, minutes and seconds to set, like dialog's `--timebox`; submitting returns the
/// `TimeOfDay` shown.
///
/// ←/→ and Tab move between the fields, ↑/↓ change the one with focus by 1 (wrapping round),
/// PgUp/PgDn by 10, Home/End set its least and greatest value. Typing two digits sets the
/// field and moves to the next; Enter chooses; Esc cancels.
public struct TimePicker: Dialog {
    /// The title in the frame.
    public var title: StyledText
    /// The text under the title, wrapped to fit.
    public var message: StyledText
    /// Whether there is a seconds field; without one the seconds are 0.
    public let showsSeconds: Bool
    /// Hours, minutes, seconds.
    private var fields: [Int]
    /// The field with focus: 0 hours, 1 minutes, 2 seconds.
    public private(set) var focus = 0
    /// The first digit typed into the focused field, until the second.
    private var firstDigit: Int?

    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - message: text under the title, wrapped to fit.
    ///   - selected: the time shown at first.
    ///   - showsSeconds: whether there is a seconds field.
    public init(title: StyledText, message: StyledText = "", selected: TimeOfDay, showsSeconds: Bool = true) {
        self.title = title
        self.message = message
        self.showsSeconds = showsSeconds
        fields = [selected.hour, selected.minute, showsSeconds ? selected.second : 0]
    }

    /// The time shown.
    public var selected: TimeOfDay { TimeOfDay(hour: fields[0], minute: fields[1], second: fields[2])! }

    var fieldCount: Int { showsSeconds ? 3 : 2 }
    private var limit: Int { focus == 0 ? 24 : 60 }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<TimeOfDay> {
        guard case .key(let key) = event else { return .ignored }
        if let digit = key.typedCharacter?.wholeNumberValue, key.typedCharacter?.isASCIIDigit == true {
            type(digit)
            return .handled
        }
        firstDigit = nil
        switch key {
        case .left, .backTab: focus = (focus + fieldCount - 1) % fieldCount
        case .right, .tab: focus = (focus + 1) % fieldCount
        case .up: change(by: 1)
        case .down: change(by: -1)
        case .pageUp: change(by: 10)
        case .pageDown: change(by: -10)
        case .home: fields[focus] = 0
        case .end: fields[focus] = limit - 1
        case .enter: return .submit(selected)
        case .escape: return .cancel
        default: return .ignored
        }
        return .handled
    }

    private mutating func change(by amount: Int) {
        fields[focus] = ((fields[focus] + amount) % limit + limit) % limit
    }

    /// A digit typed: the first shows alone, the second makes the field's value with it (or
    /// starts again when the two are out of range) and moves on.
    private mutating func type(_ digit: Int) {
        guard let first = firstDigit else {
            fields[focus] = min(digit, limit - 1)
            firstDigit = digit
            return
        }
        let value = first * 10 + digit
        guard value < limit else {
            fields[focus] = digit
            firstDigit = digit
            return
        }
        fields[focus] = value
        firstDigit = nil
        focus = min(focus + 1, fieldCount - 1)
    }

    /// The fields' names under them.
    static let names = ["hour", "min", "sec"]
    static let keyHint = "↑↓ change · ←→ field · Enter choose"

    public func render(into frame: inout Frame) {
        let bounds = frame.bounds
        let maxContent = max(1, Panel.contentWidth(in: bounds, upTo: 60))
        let lines = message.isEmpty ? [] : message.wrapped(width: min(maxContent, 40))
        let clockWidth = fieldCount * 5 - 1  // " 12 " per field, ":" between them
        let hintFits = DisplayWidth.of(Self.keyHint) <= maxContent
        let width = min(
            maxContent,
            max(
                clockWidth, DisplayWidth.of(title.plain) + 2, lines.map { DisplayWidth.of($0.plain) }.max() ?? 0,
                hintFits ? DisplayWidth.of(Self.keyHint) : 0))
        let (panel, areas) = RowLayout([
            .init(lines.count, priority: 2), .init(lines.isEmpty ? 0 : 1, priority: 0), .init(1, priority: 5),
            .init(1, priority: 3), .init(hintFits ? 1 : 0, priority: 1),
        ]).panel(width: width, in: bounds)
        frame.render(Panel(title: title), in: panel)
        let theme = frame.theme
        frame.render(
            Paragraph(styledLines: Paragraph.fitting(lines, rows: areas[0].rows, width: areas[0].columns)), in: areas[0]
        )
        let x = areas[2].x + max(0, (areas[2].columns - clockWidth) / 2)
        for field in 0..<fieldCount {
            let left = x + field * 5
            let value = fields[field]
            let text = focus == field && firstDigit != nil ? " \(value)▏" : value < 10 ? " 0\(value) " : " \(value) "
            frame.buffer.write(
                text, at: Point(x: left, y: areas[2].y), style: field == focus ? theme.focused : theme.input,
                clip: areas[2])
            if field > 0 {
                frame.buffer.write(":", at: Point(x: left - 1, y: areas[2].y), style: theme.dialog, clip: areas[2])
            }
            let name = Self.names[field]
            frame.buffer.write(
                name, at: Point(x: left + (4 - name.count) / 2, y: areas[3].y), style: theme.hint, clip: areas[3])
        }
        frame.render(Paragraph(lines: [Self.keyHint], style: theme.hint, alignment: .center), in: areas[4])
    }
}
