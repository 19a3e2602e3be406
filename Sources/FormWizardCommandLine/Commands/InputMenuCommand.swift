import FormWizard

/// `formwizard inputmenu`: a menu whose entries can be renamed; prints the chosen tag, or
/// `RENAMED TAG LABEL`, as dialog's `--inputmenu` does.
struct InputMenuCommand: Subcommand, Hashable {
    static let name = "inputmenu"
    static let summary = "choose an entry, renaming entries in place; print it"
    static let help = """
        Usage: formwizard inputmenu [OPTIONS] --item TAG [--label TEXT] [--item TAG ...]

        Shows a menu whose entries can be renamed in place, and prints the chosen entry's
        tag; when that entry was renamed, "RENAMED TAG LABEL" instead, as dialog's
        --inputmenu does:

          case $(formwizard inputmenu --item web --label "web-1" --item db --label "db-1") in
              "RENAMED "*) ... ;;
              web) ... ;;
          esac

        Options:
          --title TEXT      the title in the frame
          --message TEXT    text above the entries, wrapped to fit
          --item TAG        an entry: TAG is printed when it is chosen (repeat for more; at
                            least one; each different)
          --label TEXT      the label of the --item before it, which renaming edits
                            (default: the tag; the tag is then shown beside it)
          --default TAG     the entry selected at first (default: the first)
          --json            print {"tag":…,"label":…,"renamed":…,"items":[{"tag":…,
                            "label":…},…]} with every entry's label instead
          -h, --help        show this help

        Keys: Up/Down move, Home/End the first and last, PgUp/PgDn a page, F2 or r renames
        the selected entry (Enter keeps the new label, Esc puts the old one back), Enter
        chooses, Esc cancels.

        Exit status: 0 an entry was chosen (the tag, or RENAMED TAG LABEL, and a newline
        are printed), 1 Esc (nothing is printed), 2 usage error.

        """

    /// One entry: the tag printed, and the label renaming edits.
    struct Entry: Hashable, Sendable {
        var tag: String
        var label: String?

        /// The label shown at first.
        var shownLabel: String { label ?? tag }
    }

    var title = ""
    var message = ""
    var entries: [Entry]
    var selected = 0
    var printsJSON = false

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        var entries: [Entry] = []
        var tags = Set<String>()
        var defaultTag: String?
        while let option = try arguments.nextOption() {
            switch option {
            case "--title": title = try arguments.value(for: option)
            case "--message": message = try arguments.value(for: option)
            case "--item":
                let tag = try arguments.nonEmptyValue(for: option, naming: "tag")
                guard tags.insert(tag).inserted else {
                    throw .invalid("item '\(tag)' is given twice; a script could not tell them apart")
                }
                entries.append(Entry(tag: tag))
            case "--label":
                let label = try arguments.nonEmptyValue(for: option, naming: "label")
                guard let last = entries.indices.last else {
                    throw .invalid("--label '\(label)' comes before any --item")
                }
                guard entries[last].label == nil else { throw .invalid("item '\(entries[last].tag)' has two labels") }
                entries[last].label = label
            case "--default": defaultTag = try arguments.value(for: option)
            case "--json": printsJSON = true
            default: throw arguments.unknown(option)
            }
        }
        guard !entries.isEmpty else { throw .invalid("an input menu needs at least one --item") }
        self.entries = entries
        if let defaultTag {
            guard let index = entries.firstIndex(where: { $0.tag == defaultTag }) else {
                throw .invalid("--default '\(defaultTag)' is not an item")
            }
            selected = index
        }
    }

    init(title: String = "", message: String = "", entries: [Entry], selected: Int = 0, printsJSON: Bool = false) {
        self.title = title
        self.message = message
        self.entries = entries
        self.selected = selected
        self.printsJSON = printsJSON
    }

    func run(on screen: Screen) async -> CommandResult {
        let items = entries.indices.map { index in
            MenuItem(
                entries[index].shownLabel, detail: entries[index].label == nil ? nil : entries[index].tag, value: index)
        }
        do {
            let result = try await screen.inputMenu(title, message: message, items: items, selected: selected)
            return .submitted(output(for: result))
        } catch {
            return .cancelled
        }
    }

    /// What is printed for `result`.
    func output(for result: InputMenuResult<Int>) -> String {
        let tag = entries[result.value].tag
        guard printsJSON else { return result.isRenamed ? "RENAMED \(tag) \(result.label)" : tag }
        let items = entries.indices.map { index in
            JSONValue.object([("tag", .string(entries[index].tag)), ("label", .string(result.labels[index]))])
        }
        return JSONValue.object([
            ("tag", .string(tag)), ("label", .string(result.label)), ("renamed", .bool(result.isRenamed)),
            ("items", .array(items)),
        ]).text
    }
}
