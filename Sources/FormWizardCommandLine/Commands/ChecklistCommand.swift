import FormWizard

/// `formwizard checklist`: a list to choose any number of items from; prints their tags.
struct ChecklistCommand: ListItemCommand, Hashable {
    static let name = "checklist"
    static let summary = "choose any number of items from a list; print them, one a line"
    static let help = """
        Usage: formwizard checklist [OPTIONS] --item TAG[=LABEL] [--item TAG[=LABEL] ...]

        Shows a list with a [ ] before each item and prints the tags of the chosen ones, one
        a line in the order of the items (like dialog --separate-output), or as a JSON array:

          formwizard checklist --item eu="Europe" --item us="Americas" --checked eu |
              while read -r region; do deploy "$region"; done

        Options:
        \(ListItemOptions.helpLines)
          --checked TAG       an item chosen at first (repeat for more)
          --min N             the fewest items Enter accepts (default: 0)
          --max N             the most items that may be chosen (default: all)
          --json              print a JSON array of the tags instead of lines
          -h, --help          show this help

        Keys: Up/Down move, Home/End, PgUp/PgDn, a digit 1-9 moves to the item at that place
        in view, letters select the next item starting with them, Space chooses or unchooses,
        Ctrl-A chooses all and Ctrl-N none (of those in view), / filters (type; Enter or Esc
        end it, Esc clears it), Enter is done, Esc clears the filter or cancels.

        Exit status: 0 done (the tags are printed; nothing when none was chosen, or [] with
        --json), 1 Esc (nothing is printed), 2 usage error.

        """

    var list: ListItemOptions
    /// The indices of the items chosen at first.
    var checked: Set<Int> = []
    var minimum = 0
    var maximum: Int?
    var printsJSON = false
    /// The tags `--checked` names, until the items are known.
    var checkedTags: [String] = []
    var source: ListItemSource?

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        list = ListItemOptions()
        while let option = try arguments.nextOption() {
            if try list.read(option, from: &arguments) { continue }
            switch option {
            case "--checked": checkedTags.append(try arguments.nonEmptyValue(for: option, naming: "tag"))
            case "--min": minimum = try arguments.integerValue(for: option, in: 0...Int.entryLimit)
            case "--max": maximum = try arguments.integerValue(for: option, in: 1...Int.entryLimit)
            case "--json": printsJSON = true
            default: throw arguments.unknown(option)
            }
        }
        if let maximum, minimum > maximum { throw .invalid("--min \(minimum) is more than --max \(maximum)") }
        if list.source == nil { try resolve(list.items) }
    }

    /// Checks the items and the limits, and finds the `--checked` items among them.
    mutating func resolve(_ items: [ListItem]) throws(ArgumentError) {
        try ListItemOptions.check(items, kind: "checklist")
        if minimum > items.count {
            throw .invalid("--min \(minimum) is more than the \(items.count) items")
        }
        for tag in checkedTags {
            checked.insert(try ListItemOptions.index(of: tag, in: items, option: "--checked"))
        }
        checkedTags = []
    }

    func run(on screen: Screen) async -> CommandResult {
        await withItems(on: screen) { command, items in
            let tags: [String]
            do {
                tags = try await screen.checklist(
                    list.title, message: list.message, items: items.map(\.menuItem), selected: command.checked,
                    minimum: minimum, maximum: maximum)
            } catch {
                return .cancelled
            }
            if printsJSON { return .submitted(JSONValue.array(tags.map(JSONValue.string)).text) }
            return CommandResult(code: CommandResult.submittedCode, output: tags.map { $0 + "\n" }.joined())
        }
    }
}
