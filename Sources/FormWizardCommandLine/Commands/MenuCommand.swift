import FormWizard

/// `formwizard menu`: a list of items; prints the chosen one's tag.
struct MenuCommand: ListItemCommand, Hashable {
    static let name = "menu"
    static let summary = "choose one item from a list; print it"
    static let help = """
        Usage: formwizard menu [OPTIONS] --item TAG[=LABEL] [--item TAG[=LABEL] ...]

        Shows a list and prints the tag of the chosen item, exactly as given, so that a script
        can case on it; the list shows its label, which is the tag unless one is given:

          case $(formwizard menu --item start="Start the server" --item stop) in
              start) ... ;;
              stop) ... ;;
          esac

        Options:
        \(ListItemOptions.helpLines)
          --default TAG       the item selected at first (default: the first)
          -h, --help          show this help

        Keys: Up/Down move, Home/End go to the first and last item, PgUp/PgDn move a page,
        a digit 1-9 selects the item at that place in view, letters typed one after another
        select the next item whose label starts with them, Enter chooses, Esc cancels. A
        message taller than its rows: Tab lets those keys scroll it, Tab again gives them back
        to the list.

        Exit status: 0 an item was chosen (its tag and a newline are printed), 1 Esc
        (nothing is printed), 2 usage error.

        """

    /// One item: its tag is printed when chosen, its label shown with an optional detail.
    typealias Item = ListItem

    var list: ListItemOptions
    /// The index of the item selected at first.
    var selected = 0
    /// The tag `--default` names, until the items are known.
    var defaultTag: String?
    var source: ListItemSource?

    var title: String { list.title }
    var message: String { list.message }
    var items: [Item] { list.items }

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        list = ListItemOptions()
        while let option = try arguments.nextOption() {
            if try list.read(option, from: &arguments) { continue }
            switch option {
            case "--default": defaultTag = try arguments.value(for: option)
            default: throw arguments.unknown(option)
            }
        }
        if list.source == nil { try resolve(list.items) }
    }

    init(title: String = "", message: String = "", items: [Item], selected: Int = 0) {
        self.list = ListItemOptions(title: title, message: message, items: items)
        self.selected = selected
    }

    /// Checks the items, and finds the `--default` among them.
    mutating func resolve(_ items: [Item]) throws(ArgumentError) {
        try ListItemOptions.check(items, kind: "menu")
        if let defaultTag {
            selected = try ListItemOptions.index(of: defaultTag, in: items, option: "--default")
            self.defaultTag = nil
        }
    }

    func run(on screen: Screen) async -> CommandResult {
        await withItems(on: screen) { command, items in
            do {
                let chosen = try await screen.menu(
                    title, message: message, items: items.map(\.menuItem), selected: command.selected)
                return .submitted(chosen)
            } catch {
                return .cancelled
            }
        }
    }
}
