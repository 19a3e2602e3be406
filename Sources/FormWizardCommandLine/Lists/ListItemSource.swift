import FormWizard

/// The lines `--items-from` reads, opened when the command is made: standard input (which must
/// not be the terminal) or a file.
///
/// It is not part of what a command compares: two commands reading the same place are equal.
struct ListItemSource: Hashable, Sendable {
    let lines: any LineSource
    /// What the lines are read from, as the reading dialog names it.
    var name = "the items"

    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}

    init(lines: any LineSource) {
        self.lines = lines
    }

    /// Opens `source` for `command`.
    ///
    /// - Throws: `.invalid` when standard input is the terminal or the file cannot be opened.
    init(_ source: ListItemOptions.Source, standardInput: StandardInput, command: String) throws(ArgumentError) {
        switch source {
        case .standardInput:
            let usage = "COMMAND | \(FormWizardCommand.programName) \(command) --items-from -"
            lines = try standardInput.pipedLines(orFail: "standard input is a terminal; pipe the items in: \(usage)")
            name = "standard input"
        case .file(let path):
            lines = try FileLines.reading(path: path, option: "--items-from")
            name = FileInput.file(path).name
        }
    }

    /// Every item the lines give, read to their end (`LineSource.readAll`); `nil` when the
    /// reading was cancelled.
    @MainActor
    func items(on screen: Screen) async -> [ListItem]? {
        guard case .lines(let read) = await lines.readAll(naming: name, on: screen) else { return nil }
        return read.compactMap(ListItem.init(line:))
    }
}
