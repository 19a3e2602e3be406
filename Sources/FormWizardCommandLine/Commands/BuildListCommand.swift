import FormWizard

/// `formwizard buildlist`: two panes, available and chosen; prints the chosen items' tags in
/// the order chosen.
struct BuildListCommand: ListItemCommand, Hashable {
    static let name = "buildlist"
    static let summary = "choose items and their order; print them one per line"
    static let help = """
        Usage: formwizard buildlist [OPTIONS] --item TAG[=LABEL] [--item TAG[=LABEL] ...]

        Shows the items in two panes, Available and Chosen, and prints the tags of the chosen
        ones in the order chosen, one per line, like dialog's --buildlist with
        --separate-output:

          formwizard buildlist --title "Deploy order" --item tokyo=Tokyo --item frankfurt \\
              --item virginia --chosen virginia --min 1 | while read -r region; do ...; done

        Options:
        \(ListItemOptions.helpLines(messageAbove: "the panes"))
          --chosen TAG        an item chosen at first (repeat, in the order wanted)
          --min N             the fewest items Enter accepts (default: 0)
          --json              print a JSON array of the chosen tags instead of lines
          -h, --help          show this help

        Keys: Tab switches pane, Up/Down/Home/End/PgUp/PgDn move, Space moves the item to
        the other pane (Right from Available, Left from Chosen too), Ctrl-Up/Ctrl-Down (or
        Alt-Up/Alt-Down, K/J) move a chosen item up or down the order, Enter is done, Esc
        cancels.

        Exit status: 0 done (the chosen tags are printed, each and a newline; nothing when
        none was chosen), 1 Esc (nothing is printed), 2 usage error.

        """

    var list: ListItemOptions
    /// Indices in the items of the items chosen at first, in order.
    var chosen: [Int] = []
    var minimum = 0
    var printsJSON = false
    /// The tags `--chosen` names, until the items are known.
    var chosenTags: [String] = []
    var source: ListItemSource?

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        list = ListItemOptions()
        while let option = try arguments.nextOption() {
            if try list.read(option, from: &arguments) { continue }
            switch option {
            case "--chosen": chosenTags.append(try arguments.nonEmptyValue(for: option, naming: "tag"))
            case "--min": minimum = try arguments.integerValue(for: option, in: 0...Int.entryLimit)
            case "--json": printsJSON = true
            default: throw arguments.unknown(option)
            }
        }
        if list.source == nil { try resolve(list.items) }
    }

    init(
        title: String = "", message: String = "", items: [ListItem], chosen: [Int] = [], minimum: Int = 0,
        printsJSON: Bool = false
    ) {
        self.list = ListItemOptions(title: title, message: message, items: items)
        self.chosen = chosen
        self.minimum = minimum
        self.printsJSON = printsJSON
    }

    /// Checks the items and the minimum, and finds the `--chosen` items among them, in order.
    mutating func resolve(_ items: [ListItem]) throws(ArgumentError) {
        try ListItemOptions.check(items, kind: "build list")
        var seen = Set<Int>()
        for tag in chosenTags {
            let index = try ListItemOptions.index(of: tag, in: items, option: "--chosen")
            guard seen.insert(index).inserted else { throw .invalid("--chosen '\(tag)' is given twice") }
            chosen.append(index)
        }
        chosenTags = []
        guard minimum <= items.count else {
            throw .invalid("--min \(minimum) is more than the \(items.count) items")
        }
    }

    func run(on screen: Screen) async -> CommandResult {
        await withItems(on: screen) { command, items in
            let tags: [String]
            do {
                tags = try await screen.buildList(
                    list.title, message: list.message, items: items.map(\.menuItem), chosen: command.chosen,
                    minimum: minimum)
            } catch {
                return .cancelled
            }
            if printsJSON { return .submitted(JSONValue.array(tags.map(JSONValue.string)).text) }
            return CommandResult(code: CommandResult.submittedCode, output: tags.map { $0 + "\n" }.joined())
        }
    }
}
