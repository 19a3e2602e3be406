/// A month grid to choose a day from, like dialog's `--calendar`; submitting returns the
/// `CalendarDate` chosen.
///
/// ←/→ move a day, ↑/↓ a week, PgUp/PgDn a month, `<`/`>` a year, Home/End go to the first
/// and last day of the month. Typing a date (`2027-03-14`, or `20270314`) jumps to it once its
/// eighth digit is typed; Backspace edits what was typed. Enter chooses the selected day. Esc
/// forgets a date being typed, and otherwise cancels.
///
/// Moves stop at the ends of `range`; days outside it are dimmed and cannot be chosen. The grid
/// always has six weeks, so the dialog keeps its size from month to month; on a short screen
/// only the weeks around the selected day are shown.
public struct DatePicker: Dialog {
    /// The title in the frame.
    public var title: StyledText
    /// What the key hint says Esc does: "cancel", or "leave" as a wizard's step.
    public var escapeAction = "cancel"
    /// The text under the title, wrapped to fit.
    public var message: StyledText
    /// The day selected.
    public private(set) var selected: CalendarDate
    /// The days that may be chosen.
    public let range: ClosedRange<CalendarDate>
    /// The weekday in the grid's first column.
    public let firstWeekday: Weekday
    /// The months' names, January first.
    public let monthNames: [String]
    /// The weekdays' short names (two columns at most), Sunday first.
    public let weekdayNames: [String]
    /// The digits and dashes of a date being typed.
    public private(set) var typed = ""
    /// Why the last Enter or typed date was refused, until the next key.
    public private(set) var problem: String?

    /// English month names.
    public static let englishMonths = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    /// English weekday abbreviations, Sunday first.
    public static let englishWeekdays = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]

    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - message: text under the title, wrapped to fit.
    ///   - selected: the day selected at first (moved into `range` if outside it).
    ///   - range: the days that may be chosen; any by default.
    ///   - firstWeekday: the weekday in the first column; Monday by default (ISO 8601).
    ///   - monthNames: twelve month names, January first; English by default.
    ///   - weekdayNames: seven weekday names of at most two columns, Sunday first; English by
    ///     default.
    /// - Precondition: twelve month names and seven weekday names.
    public init(
        title: StyledText, message: StyledText = "", selected: CalendarDate,
        in range: ClosedRange<CalendarDate> = CalendarDate.first...CalendarDate.last, firstWeekday: Weekday = .monday,
        monthNames: [String] = englishMonths, weekdayNames: [String] = englishWeekdays
    ) {
        precondition(monthNames.count == 12, "a date picker needs twelve month names")
        precondition(weekdayNames.count == 7, "a date picker needs seven weekday names")
        self.title = title
        self.message = message
        self.range = range
        self.selected = min(max(selected, range.lowerBound), range.upperBound)
        self.firstWeekday = firstWeekday
        self.monthNames = monthNames
        self.weekdayNames = weekdayNames
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<CalendarDate> {
        guard case .key(let key) = event else { return .ignored }
        problem = nil
        switch key {
        case .left: move(to: selected.adding(days: -1))
        case .right: move(to: selected.adding(days: 1))
        case .up: move(to: selected.adding(days: -7))
        case .down: move(to: selected.adding(days: 7))
        case .pageUp: move(to: selected.adding(months: -1))
        case .pageDown: move(to: selected.adding(months: 1))
        case .home: move(to: selected.firstOfMonth)
        case .end: move(to: selected.firstOfMonth.adding(months: 1).adding(days: -1))
        case .backspace:
            guard !typed.isEmpty else { return .ignored }
            typed.removeLast()
        case .escape:
            guard typed.isEmpty else {
                typed = ""
                return .handled
            }
            return .cancel
        case .enter:
            if !typed.isEmpty {
                problem = "Type all of YYYY-MM-DD"
                return .handled
            }
            return .submit(selected)
        default:
            switch key.typedCharacter {
            case "<": move(to: selected.adding(months: -12))
            case ">": move(to: selected.adding(months: 12))
            case let character? where character.isASCIIDigit || (character == "-" && !typed.isEmpty):
                type(character)
            default: return .ignored
            }
        }
        return .handled
    }

    private mutating func move(to date: CalendarDate) {
        typed = ""
        selected = min(max(date, range.lowerBound), range.upperBound)
    }

    /// Adds `character` to the date being typed, and jumps once it has eight digits.
    private mutating func type(_ character: Character) {
        guard typed.count < 10 else { return }
        typed.append(character)
        let digits = typed.filter(\.isASCIIDigit)
        guard digits.count == 8 else { return }
        let text = "\(digits.prefix(4))-\(digits.dropFirst(4).prefix(2))-\(digits.suffix(2))"
        typed = ""
        switch Self.date(text, in: range) {
        case .success(let date): selected = date
        case .failure(let refusal): problem = refusal.reason
        }
    }

    /// Why a date typed is refused: not a date, or outside the days that may be chosen.
    struct Refusal: Error {
        var reason: String
    }

    /// The date `text` (`YYYY-MM-DD`) names, when it is one in `range`.
    static func date(_ text: String, in range: ClosedRange<CalendarDate>) -> Result<CalendarDate, Refusal> {
        guard let date = CalendarDate(text) else { return .failure(Refusal(reason: "\(text) is not a date")) }
        guard range.contains(date) else {
            return .failure(
                Refusal(
                    reason: date < range.lowerBound
                        ? "The first day is \(range.lowerBound)" : "The last day is \(range.upperBound)"))
        }
        return .success(date)
    }
}
