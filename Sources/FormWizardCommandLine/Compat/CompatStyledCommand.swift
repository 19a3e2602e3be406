import FormWizard

/// A subcommand whose title and message a box shown through it gets with its `\Z` codes
/// drawn (`--colors`): its arguments carry them as plain text, so the box sets them on the
/// command it made (`CompatCommand.run`).
protocol CompatStyledCommand: Command {
    /// The title in the frame.
    var title: StyledText { get set }
    /// The text under the title.
    var message: StyledText { get set }
}

extension CompatStyledCommand {
    /// Takes `title` and `message` where they are not empty (an empty title keeps the
    /// command's own).
    mutating func restyle(title: StyledText, message: StyledText) {
        if !title.isEmpty { self.title = title }
        if !message.isEmpty { self.message = message }
    }
}

extension CalendarCommand: CompatStyledCommand {}
extension TimeboxCommand: CompatStyledCommand {}
extension RangeboxCommand: CompatStyledCommand {}
extension ProgramboxCommand: CompatStyledCommand {}
extension ProgressboxCommand: CompatStyledCommand {}
extension PrgboxCommand: CompatStyledCommand {}
