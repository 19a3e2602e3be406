import FormWizard

/// `formwizard radiolist`: a list with one item marked; prints the marked one's tag.
struct RadioListCommand: ListItemCommand, Hashable {
    static let name = "radiolist"
    static let summary = "mark one item of a list; print it"
    static let help = """
        Usage: formwizard radiolist [OPTIONS] --item TAG[=LABEL] [--item TAG[=LABEL] ...]

        Shows a list with ( ) before each item and (•) before the marked one; Space marks the
        item under the cursor, Enter prints the marked item's tag:

          size=$(formwizard radiolist --item s=Small --item m=Medium --item l=Large --default m)

        Options:
        \(ListItemOptions.helpLines)
          --default TAG       the item marked at first (default: none)
          -h, --help          show this help

        Keys: Up/Down move, Home/End, PgUp/PgDn, a digit 1-9 moves to the item at that place
        in view, letters select the next item starting with them, Space marks, / filters
        (type; Enter or Esc end it, Esc clears it), Enter prints the marked item (with none
        marked it asks for Space), Esc clears the filter or cancels.

        Exit status: 0 an item was marked (its tag and a newline are printed), 1 Esc
        (nothing is printed), 2 usage error.

        """

    var list: ListItemOptions
    /// The index of the item marked at first.
    var marked: Int?
    /// The tag `--default` names, until the items are known.
    var defaultTag: String?
    var source: ListItemSource?

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

    /// Checks the items, and finds the `--default` among them.
    mutating func resolve(_ items: [ListItem]) throws(ArgumentError) {
        try ListItemOptions.check(items, kind: "radio list")
        if let defaultTag {
            marked = try ListItemOptions.index(of: defaultTag, in: items, option: "--default")
            self.defaultTag = nil
        }
    }

    func run(on screen: Screen) async -> CommandResult {
        await withItems(on: screen) { command, items in
            do {
                let chosen = try await screen.radioList(
                    list.title, message: list.message, items: items.map(\.menuItem), selected: command.marked)
                return .submitted(chosen)
            } catch {
                return .cancelled
            }
        }
    }
}
