import FormWizard

/// `formwizard menu`: a list of items; prints the chosen one.
struct MenuCommand: Subcommand, Hashable {
    static let name = "menu"
    static let summary = "choose one item from a list; print it"
    static let help = """
        Usage: formwizard menu [OPTIONS] --item TEXT [--item TEXT ...]

        Shows a list and prints the text of the chosen item, exactly as given with --item, so
        that a script can case on it:

          case $(formwizard menu --item start --detail "Start the server" --item stop) in
              start) ... ;;
              stop) ... ;;
          esac

        Options:
          --title TEXT      the title in the frame
          --message TEXT    text above the list, wrapped to fit
          --item TEXT       an item: what is shown, and printed when it is chosen
                            (repeat for more; at least one; each different)
          --detail TEXT     a description shown dimmed beside the item before it; never
                            printed
          --default TEXT    the item selected at first (default: the first)
          -h, --help        show this help

        Keys: Up/Down move, Home/End go to the first and last item, PgUp/PgDn move a page,
        a letter or digit jumps to the next item starting with it, Enter chooses, Esc
        cancels. A message taller than its rows: Tab lets those keys scroll it, Tab again
        gives them back to the list.

        Exit status: 0 an item was chosen (its text and a newline are printed), 1 Esc
        (nothing is printed), 2 usage error.

        """

    /// One item: printed when chosen, with an optional detail beside it.
    struct Item: Hashable, Sendable {
        var text: String
        var detail: String?
    }

    var title = ""
    var message = ""
    var items: [Item]
    /// The index of the item selected at first.
    var selected = 0

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        var items: [Item] = []
        var texts: Set<String> = []  // not a search of `items` per item: 10,000 items took 1.8 G instructions
        var defaultItem: String?
        while let option = try arguments.nextOption() {
            switch option {
            case "--title": title = try arguments.value(for: option)
            case "--message": message = try arguments.value(for: option)
            case "--item":
                let text = try arguments.nonEmptyValue(for: option, naming: "item")
                guard texts.insert(text).inserted else {
                    throw .invalid("item '\(text)' is given twice; a script could not tell them apart")
                }
                items.append(Item(text: text))
            case "--detail":
                let detail = try arguments.value(for: option)
                guard let last = items.indices.last else {
                    throw .invalid("--detail '\(detail)' comes before any --item")
                }
                guard items[last].detail == nil else {
                    throw .invalid("item '\(items[last].text)' has two details")
                }
                items[last].detail = detail
            case "--default": defaultItem = try arguments.value(for: option)
            default: throw arguments.unknown(option)
            }
        }
        guard !items.isEmpty else { throw .invalid("a menu needs at least one --item") }
        self.items = items
        if let defaultItem {
            guard let index = items.firstIndex(where: { $0.text == defaultItem }) else {
                var texts = items.prefix(10).map { "'\($0.text)'" }.joined(separator: ", ")
                if items.count > 10 { texts += ", …" }
                throw .invalid("--default '\(defaultItem)' is not an item (the items are \(texts))")
            }
            selected = index
        }
    }

    init(title: String = "", message: String = "", items: [Item], selected: Int = 0) {
        self.title = title
        self.message = message
        self.items = items
        self.selected = selected
    }

    func run(on screen: Screen) async -> CommandResult {
        do {
            let chosen = try await screen.menu(
                title, message: message, items: items.map { MenuItem($0.text, detail: $0.detail) },
                selected: selected)
            return .submitted(chosen)
        } catch {
            return .cancelled
        }
    }
}
