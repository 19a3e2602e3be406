import FormWizard

/// `formwizard inputmenu`: a menu whose entries can be renamed; prints the chosen tag, or
/// `RENAMED TAG LABEL`, as dialog's `--inputmenu` does.
struct InputMenuCommand: ListItemCommand, Hashable {
    static let name = "inputmenu"
    static let summary = "choose an entry, renaming entries in place; print it"
    static let help = """
        Usage: formwizard inputmenu [OPTIONS] --item TAG[=LABEL] [--item TAG[=LABEL] ...]

        Shows a menu whose entries can be renamed in place, and prints the chosen entry's
        tag; when that entry was renamed, "RENAMED TAG LABEL" instead, as dialog's
        --inputmenu does:

          case $(formwizard inputmenu --item web="web-1" --item db="db-1") in
              "RENAMED "*) ... ;;
              web) ... ;;
          esac

        Options:
          --title TEXT        the title in the frame
          --message TEXT      text above the entries, wrapped to fit
          --item TAG[=LABEL]  an entry: TAG is printed when it is chosen, LABEL shown and
                              renamed (the tag when there is none; with one, the tag is
                              shown beside it); repeat for more; each tag different
          --label TEXT        the label of the item before it; with it, the whole --item
                              text is the tag, '=' and all
          --detail TEXT       a description shown dimmed beside the entry before it, in the
                              place of its tag; never printed nor renamed
          --items-from FILE   more entries, one a line: TAG, or TAG, a tab and LABEL (and a
                              tab and DETAIL); - reads standard input
          --default TAG       the entry selected at first (default: the first)
          --json              print {"tag":…,"label":…,"renamed":…,"items":[{"tag":…,
                              "label":…},…]} with every entry's label instead
          -h, --help          show this help

        Keys: Up/Down move, Home/End the first and last, PgUp/PgDn a page, F2 or r renames
        the selected entry (Enter keeps the new label, Esc puts the old one back), Enter
        chooses, Esc cancels.

        Exit status: 0 an entry was chosen (the tag, or RENAMED TAG LABEL, and a newline
        are printed), 1 Esc (nothing is printed), 2 usage error.

        """

    var list: ListItemOptions
    /// The index of the entry selected at first.
    var selected = 0
    var printsJSON = false
    /// The tag `--default` names, until the items are known.
    var defaultTag: String?
    var source: ListItemSource?

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        list = ListItemOptions()
        while let option = try arguments.nextOption() {
            if try list.read(option, from: &arguments) { continue }
            switch option {
            case "--default": defaultTag = try arguments.value(for: option)
            case "--json": printsJSON = true
            default: throw arguments.unknown(option)
            }
        }
        if list.source == nil { try resolve(list.items) }
    }

    init(title: String = "", message: String = "", items: [ListItem], selected: Int = 0, printsJSON: Bool = false) {
        self.list = ListItemOptions(title: title, message: message, items: items)
        self.selected = selected
        self.printsJSON = printsJSON
    }

    /// Checks the items, and finds the `--default` among them.
    mutating func resolve(_ items: [ListItem]) throws(ArgumentError) {
        try ListItemOptions.check(items, kind: "input menu")
        if let defaultTag {
            selected = try ListItemOptions.index(of: defaultTag, in: items, option: "--default")
            self.defaultTag = nil
        }
    }

    /// What the menu shows for `items`: the label, and beside it the detail, or the tag when
    /// it differs from the label (renaming edits the label; the tag is what is printed).
    static func menuItems(_ items: [ListItem]) -> [MenuItem<Int>] {
        items.indices.map { index in
            let item = items[index]
            return MenuItem(
                item.label, detail: (item.detail ?? (item.label == item.tag ? nil : item.tag)).map { StyledText($0) },
                value: index)
        }
    }

    func run(on screen: Screen) async -> CommandResult {
        await withItems(on: screen) { command, items in
            do {
                let result = try await screen.inputMenu(
                    list.title, message: list.message, items: Self.menuItems(items), selected: command.selected)
                return .submitted(output(for: result, items: items))
            } catch {
                return .cancelled
            }
        }
    }

    /// What is printed for `result` over `items`.
    func output(for result: InputMenuResult<Int>, items: [ListItem]) -> String {
        let tag = items[result.value].tag
        let renamed = result.isRenamed || result.endedByRename
        guard printsJSON else { return renamed ? "RENAMED \(tag) \(result.label)" : tag }
        let entries = items.indices.map { index in
            JSONValue.object([("tag", .string(items[index].tag)), ("label", .string(result.labels[index]))])
        }
        return JSONValue.object([
            ("tag", .string(tag)), ("label", .string(result.label)), ("renamed", .bool(result.isRenamed)),
            ("items", .array(entries)),
        ]).text
    }
}
