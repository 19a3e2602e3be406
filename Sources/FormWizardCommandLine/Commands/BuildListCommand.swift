import FormWizard

/// `formwizard buildlist`: two panes, available and chosen; prints the chosen items in the
/// order chosen.
struct BuildListCommand: Subcommand, Hashable {
    static let name = "buildlist"
    static let summary = "choose items and their order; print them one per line"
    static let help = """
        Usage: formwizard buildlist [OPTIONS] --item TEXT [--item TEXT ...]

        Shows the items in two panes, Available and Chosen, and prints the chosen ones in
        the order chosen, one per line (exactly as given with --item), like dialog's
        --buildlist with --separate-output:

          formwizard buildlist --title "Deploy order" --item tokyo --item frankfurt \\
              --item virginia --chosen virginia --min 1 | while read -r region; do ...; done

        Options:
          --title TEXT      the title in the frame
          --message TEXT    text above the panes, wrapped to fit
          --item TEXT       an item: what is shown, and printed when it is chosen
                            (repeat for more; at least one; each different)
          --detail TEXT     a description shown dimmed beside the item before it; never
                            printed
          --chosen TEXT     an item chosen at first (repeat, in the order wanted)
          --min N           the fewest items Enter accepts (default: 0)
          --json            print a JSON array of the chosen items instead of lines
          -h, --help        show this help

        Keys: Tab switches pane, Up/Down/Home/End/PgUp/PgDn move, Space moves the item to
        the other pane (Right from Available, Left from Chosen too), Ctrl-Up/Ctrl-Down (or
        Alt-Up/Alt-Down, K/J) move a chosen item up or down the order, Enter is done, Esc
        cancels.

        Exit status: 0 done (the chosen items are printed, each and a newline; nothing when
        none was chosen), 1 Esc (nothing is printed), 2 usage error.

        """

    var title = ""
    var message = ""
    var items: [MenuCommand.Item]
    /// Indices in `items` of the items chosen at first, in order.
    var chosen: [Int] = []
    var minimum = 0
    var printsJSON = false

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        var items: [MenuCommand.Item] = []
        var indices: [String: Int] = [:]
        var chosenTexts: [String] = []
        while let option = try arguments.nextOption() {
            switch option {
            case "--title": title = try arguments.value(for: option)
            case "--message": message = try arguments.value(for: option)
            case "--item":
                let text = try arguments.nonEmptyValue(for: option, naming: "item")
                guard indices[text] == nil else {
                    throw .invalid("item '\(text)' is given twice; a script could not tell them apart")
                }
                indices[text] = items.count
                items.append(MenuCommand.Item(text: text))
            case "--detail":
                let detail = try arguments.value(for: option)
                guard let last = items.indices.last else {
                    throw .invalid("--detail '\(detail)' comes before any --item")
                }
                guard items[last].detail == nil else { throw .invalid("item '\(items[last].tag)' has two details") }
                items[last].detail = detail
            case "--chosen": chosenTexts.append(try arguments.value(for: option))
            case "--min": minimum = try arguments.integerValue(for: option, in: 0...Int.max)
            case "--json": printsJSON = true
            default: throw arguments.unknown(option)
            }
        }
        guard !items.isEmpty else { throw .invalid("a build list needs at least one --item") }
        self.items = items
        var seen = Set<Int>()
        for text in chosenTexts {
            guard let index = indices[text] else { throw .invalid("--chosen '\(text)' is not an item") }
            guard seen.insert(index).inserted else { throw .invalid("--chosen '\(text)' is given twice") }
            chosen.append(index)
        }
        guard minimum <= items.count else {
            throw .invalid("--min \(minimum) is more than the \(items.count) items")
        }
    }

    init(
        title: String = "", message: String = "", items: [MenuCommand.Item], chosen: [Int] = [], minimum: Int = 0,
        printsJSON: Bool = false
    ) {
        self.title = title
        self.message = message
        self.items = items
        self.chosen = chosen
        self.minimum = minimum
        self.printsJSON = printsJSON
    }

    func run(on screen: Screen) async -> CommandResult {
        do {
            let texts = try await screen.buildList(
                title, message: message, items: items.map { MenuItem($0.label, detail: $0.detail, value: $0.tag) },
                chosen: chosen,
                minimum: minimum)
            if printsJSON { return .submitted(JSONValue.array(texts.map(JSONValue.string)).text) }
            return CommandResult(code: CommandResult.submittedCode, output: texts.map { $0 + "\n" }.joined())
        } catch {
            return .cancelled
        }
    }
}
