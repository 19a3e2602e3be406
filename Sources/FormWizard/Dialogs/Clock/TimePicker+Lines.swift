extension TimePicker: LinePresentable {
    /// The time as a line: the title and the message, then `Time (HH:MM:SS) [09:05:00]: `
    /// (`HH:MM` without seconds; an empty line keeps the time shown); anything else is refused
    /// and asked again. With seconds, `HH:MM` is read as `HH:MM:00`.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> TimeOfDay {
        prompter.sayIfAny(title.plain)
        prompter.sayIfAny(message.plain)
        let format = showsSeconds ? "HH:MM:SS" : "HH:MM"
        let shown = showsSeconds ? selected.description : String(selected.description.prefix(5))
        var chosen = selected
        _ = try await prompter.ask("Time (\(format))", default: shown) { answer in
            let text = String(answer.trimmingWhitespace())
            guard let time = TimeOfDay(text), showsSeconds || text.count == 5 else {
                return showsSeconds
                    ? "Type a time as HH:MM:SS, from 00:00:00 to 23:59:59" : "Type a time as HH:MM, from 00:00 to 23:59"
            }
            chosen = time
            return nil
        }
        prompter.draft = chosen
        return chosen
    }
}
