/// The lines `--items-from` reads, opened when the command is made: standard input (which must
/// not be the terminal) or a file.
///
/// It is not part of what a command compares: two commands reading the same place are equal.
struct ListItemSource: Hashable, Sendable {
    let lines: any LineSource

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
        case .file(let path):
            lines = try FileLines.reading(path: path, option: "--items-from")
        }
    }

    /// Every item the lines give, read to their end.
    func items() async -> [ListItem] {
        var items: [ListItem] = []
        while let batch = await lines.nextLines() {
            items += batch.compactMap(ListItem.init(line:))
        }
        return items
    }
}
