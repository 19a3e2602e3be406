extension DatePicker: LinePresentable {
    /// The day as a line: the title and the message, then `Date (YYYY-MM-DD, from 2026-12-01)
    /// [2026-12-03]: ` (the range named when there is one; an empty line keeps the day
    /// selected); a day that is not one, or outside the range, is refused with the grid's own
    /// words and asked again. `20270314` is read as `2027-03-14`, as typing in the grid does.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> CalendarDate {
        prompter.sayIfAny(title.plain)
        prompter.sayIfAny(message.plain)
        var bounds: [String] = []
        if range.lowerBound != CalendarDate.first { bounds.append("from \(range.lowerBound)") }
        if range.upperBound != CalendarDate.last { bounds.append("to \(range.upperBound)") }
        let format = (["YYYY-MM-DD"] + [bounds.joined(separator: " ")].filter { !$0.isEmpty }).joined(separator: ", ")
        var chosen = selected
        _ = try await prompter.ask("Date (\(format))", default: selected.description) { answer in
            switch Self.date(typed: String(answer.trimmingWhitespace()), in: range) {
            case .success(let date):
                chosen = date
                return nil
            case .failure(let refusal): return refusal.reason
            }
        }
        prompter.draft = chosen
        return chosen
    }

    /// The date typed as `YYYY-MM-DD` or `YYYYMMDD`, when it is one in `range`.
    static func date(typed text: String, in range: ClosedRange<CalendarDate>) -> Result<CalendarDate, Refusal> {
        let digits = text.filter(\.isASCIIDigit)
        guard digits.count == 8, text.allSatisfy({ $0.isASCIIDigit || $0 == "-" }) else {
            return .failure(Refusal(reason: "Type a date as YYYY-MM-DD"))
        }
        let dashed =
            text.contains("-") ? text : "\(digits.prefix(4))-\(digits.dropFirst(4).prefix(2))-\(digits.suffix(2))"
        return date(dashed, in: range)
    }
}
