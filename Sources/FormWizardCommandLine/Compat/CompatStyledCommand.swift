import FormWizard

/// A subcommand whose title and message a box shown through it gets with its `\Z` codes
/// drawn (`--colors`): its arguments carry them as plain text, so the box sets them on the
/// command it made (`CompatCommand.run`).
protocol CompatStyledCommand: Command {
    /// The title in the frame.
    var title: StyledText { get set }
    /// The text under the title.
    var message: StyledText { get set }
    /// Takes dialog's rules for the text the command reads as it runs (a gauge's `XXX`
    /// blocks); most commands read none.
    mutating func readLaterText(by rules: CompatText)
}

extension CompatStyledCommand {
    /// Takes `title` and `message` where they are not empty (an empty title keeps the
    /// command's own).
    mutating func restyle(title: StyledText, message: StyledText) {
        if !title.isEmpty { self.title = title }
        if !message.isEmpty { self.message = message }
    }

    mutating func readLaterText(by rules: CompatText) {}
}

extension GaugeCommand: CompatStyledCommand {
    var title: StyledText {
        get { options.title }
        set { options.title = newValue }
    }

    var message: StyledText {
        get { options.message }
        set { options.message = newValue }
    }

    mutating func readLaterText(by rules: CompatText) {
        blockText = rules
    }
}

extension FormCommand: CompatStyledCommand {}
extension CalendarCommand: CompatStyledCommand {}
extension TimeboxCommand: CompatStyledCommand {}
extension RangeboxCommand: CompatStyledCommand {}
extension ProgramboxCommand: CompatStyledCommand {}
extension ProgressboxCommand: CompatStyledCommand {}
extension PrgboxCommand: CompatStyledCommand {}
