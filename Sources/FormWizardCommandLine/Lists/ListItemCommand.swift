/// A command whose items are `ListItemOptions` (`menu`, `checklist`, `radiolist`): made by
/// parsing its options, then opening `--items-from` if it was given.
protocol ListItemCommand: Subcommand {
    /// The items and where more are read from.
    var list: ListItemOptions { get }
    /// The lines `--items-from` reads, once opened.
    var source: ListItemSource? { get set }
}

extension ListItemCommand {
    /// Reads the options, and opens `--items-from` (standard input must not be the terminal).
    static func make(
        parsing arguments: inout ArgumentScanner, standardInput: StandardInput
    ) throws(ArgumentError) -> any Command {
        var command = try Self(parsing: &arguments)
        if let (source, _) = command.list.source {
            command.source = try ListItemSource(source, standardInput: standardInput, command: name)
        }
        return command
    }
}
