import FormWizard

/// A command whose items are `ListItemOptions` (`menu`, `checklist`, `radiolist`, `buildlist`,
/// `inputmenu`): made by parsing its options, then opening `--items-from` if it was given.
protocol ListItemCommand: Subcommand {
    /// The items and where more are read from.
    var list: ListItemOptions { get }
    /// The lines `--items-from` reads, once opened.
    var source: ListItemSource? { get set }

    /// Checks `items` (every item, `--items-from`'s included) and finds what the options name
    /// among them (`--default`, `--checked`).
    ///
    /// - Throws: `.invalid` for a duplicate tag, or an option naming no item.
    mutating func resolve(_ items: [ListItem]) throws(ArgumentError)
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

    /// Reads every item, checks them with `resolve`, and runs `body` with the command and its
    /// items; a usage error found in items read from `--items-from` ends with exit status 2.
    @MainActor
    func withItems(on screen: Screen, _ body: (Self, [ListItem]) async -> CommandResult) async -> CommandResult {
        var command = self
        guard let items = await list.allItems(reading: source, on: screen) else { return .cancelled }
        do throws(ArgumentError) {
            if source != nil { try command.resolve(items) }
        } catch {
            return ListItemOptions.usageError(error, command: Self.name)
        }
        return await body(command, items)
    }
}
