import FormWizard

/// The options `menu`, `checklist`, `radiolist`, `buildlist` and `inputmenu` share: the
/// title, the message and the items, from `--item` (with `--label`, `--detail`) and
/// `--items-from FILE|-`.
///
/// Items from a file or standard input are read when the command runs; they take the place
/// of `--items-from` among the `--item`s.
struct ListItemOptions: Hashable, Sendable {
    /// Where `--items-from` reads.
    enum Source: Hashable, Sendable {
        case standardInput
        case file(String)
    }

    var title = ""
    var message = ""
    /// The items given with `--item`.
    var items: [ListItem] = []
    /// Where to read more items, and before which of `items` they go.
    var source: (Source, index: Int)?
    /// The text of the last `--item`, and whether a `--label` followed it.
    private var lastItem: (text: String, hasLabel: Bool)?

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.title == rhs.title && lhs.message == rhs.message && lhs.items == rhs.items
            && lhs.source?.0 == rhs.source?.0 && lhs.source?.index == rhs.source?.index
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(message)
        hasher.combine(items)
    }

    /// The lines of `--help` for these options, in a command's "Options:" list.
    static let helpLines = helpLines(messageAbove: "the list")

    /// The lines of `--help` for these options, saying `--message` goes above `what`.
    static func helpLines(messageAbove what: String) -> String {
        """
          --title TEXT        the title in the frame
          --message TEXT      text above \(what), wrapped to fit
          --item TAG[=LABEL]  an item: TAG is printed when it is chosen, LABEL shown (the
                              tag when there is none); repeat for more; each tag different
          --label TEXT        the label of the item before it; with it, the whole --item
                              text is the tag, '=' and all
          --detail TEXT       a description shown dimmed beside the item before it; never
                              printed
          --items-from FILE   more items, one a line: TAG, or TAG, a tab and LABEL (and a
                              tab and DETAIL); - reads standard input
        """
    }

    init(title: String = "", message: String = "", items: [ListItem] = []) {
        self.title = title
        self.message = message
        self.items = items
    }

    /// Reads `option` when it is one of these; returns whether it was.
    mutating func read(_ option: String, from arguments: inout ArgumentScanner) throws(ArgumentError) -> Bool {
        switch option {
        case "--title": title = try arguments.value(for: option)
        case "--message": message = try arguments.value(for: option)
        case "--item":
            let text = try arguments.nonEmptyValue(for: option, naming: "item")
            items.append(try ListItem(spec: text))
            lastItem = (text, hasLabel: false)
        case "--label":
            let label = try arguments.nonEmptyValue(for: option, naming: "label")
            let last = try lastIndex(for: "--label '\(label)'")
            guard let given = lastItem, !given.hasLabel else {
                throw .invalid("item '\(items[last].tag)' has two labels")
            }
            // `--item TAG --label TEXT`: the whole text is the tag, even with a `=` in it.
            items[last].tag = given.text
            items[last].label = label
            lastItem = (given.text, hasLabel: true)
        case "--detail":
            let detail = try arguments.value(for: option)
            let last = try lastIndex(for: "--detail '\(detail)'")
            guard items[last].detail == nil else { throw .invalid("item '\(items[last].tag)' has two details") }
            items[last].detail = detail
        case "--items-from":
            let path = try arguments.nonEmptyValue(for: option, naming: "file name")
            guard source == nil else { throw .invalid("--items-from is given twice") }
            source = (path == "-" ? .standardInput : .file(path), items.count)
        default: return false
        }
        return true
    }

    /// The index of the last `--item`, which `what` (a `--label` or `--detail`) describes.
    private func lastIndex(for what: String) throws(ArgumentError) -> Int {
        guard let last = items.indices.last, source.map({ $0.index <= last }) ?? true else {
            throw .invalid("\(what) comes before any --item")
        }
        return last
    }

    /// Checks the items once they are all known: at least one, each tag once.
    static func check(_ items: [ListItem], kind: String) throws(ArgumentError) {
        let article = kind.first.map("aeiou".contains) == true ? "an" : "a"
        guard !items.isEmpty else { throw .invalid("\(article) \(kind) needs at least one --item") }
        var tags: Set<String> = []  // not a search of `items` per item: 10,000 items took 1.8 G instructions
        for item in items where !tags.insert(item.tag).inserted {
            throw .invalid("item '\(item.tag)' is given twice; a script could not tell them apart")
        }
    }

    /// The index of the item tagged `tag`, for `--default` and `--checked`.
    static func index(of tag: String, in items: [ListItem], option: String) throws(ArgumentError) -> Int {
        guard let index = items.firstIndex(where: { $0.tag == tag }) else {
            var tags = items.prefix(10).map { "'\($0.tag)'" }.joined(separator: ", ")
            if items.count > 10 { tags += ", …" }
            throw .invalid("\(option) '\(tag)' is not an item (the items are \(tags))")
        }
        return index
    }
}

extension ListItemOptions {
    /// Every item: those given with `--item`, and those `source` reads in the place of
    /// `--items-from`; `nil` when the reading was cancelled (`LineSource.readAll`).
    ///
    /// On the main actor, where the commands run: without `--items-from` it returns at once,
    /// so the dialog is presented in the same turn as the command starts (a nonisolated async
    /// call hopped off the main actor and back first, and the screen looked idle meanwhile).
    @MainActor
    func allItems(reading source: ListItemSource?, on screen: Screen) async -> [ListItem]? {
        guard let source, let index = self.source?.index else { return items }
        guard let read = await source.items(on: screen) else { return nil }
        var all = items
        all.insert(contentsOf: read, at: min(index, all.count))
        return all
    }

    /// The usage error (exit status 2) of `command` found once the items were read.
    static func usageError(_ error: ArgumentError, command: String) -> CommandResult {
        let message =
            switch error {
            case .invalid(let message): message
            case .helpRequested: "--help"
            }
        let name = "\(FormWizardCommand.programName) \(command)"
        return CommandResult(
            code: CommandResult.usageCode,
            errorOutput: "\(name): \(message)\nTry '\(name) --help' for more information.\n")
    }
}
