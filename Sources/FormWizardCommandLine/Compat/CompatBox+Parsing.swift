import FormWizard

extension CompatBox {
    /// The box options, for `--help` and for telling a box from a common option.
    static let names: Set<String> = [
        "--msgbox", "--yesno", "--infobox", "--inputbox", "--passwordbox", "--textbox", "--tailbox", "--tailboxbg",
        "--programbox", "--progressbox", "--prgbox", "--menu", "--inputmenu", "--checklist", "--radiolist",
        "--buildlist", "--treeview", "--form", "--mixedform", "--passwordform", "--gauge", "--mixedgauge", "--pause",
        "--calendar", "--timebox", "--fselect", "--dselect", "--editbox", "--rangebox",
    ]

    /// Reads the box `option` names, with its positional arguments and its size.
    ///
    /// - Returns: `nil` when `option` is no box.
    /// - Throws: `.invalid` when an argument is missing or wrong.
    static func parse(
        _ option: String, from arguments: inout CompatArguments, options: CompatOptions
    ) throws(ArgumentError) -> CompatWidget? {
        var size = (height: 0, width: 0, listHeight: 0)
        guard let box = try parse(option, from: &arguments, options: options, size: &size) else { return nil }
        return CompatWidget(
            options: options, box: box, size: dialogSize(height: size.height, width: size.width),
            listHeight: size.listHeight > 0 ? size.listHeight : nil,
            requested: .init(height: size.height, width: size.width))
    }

    /// The size dialog's `HEIGHT WIDTH` ask for: 0 leaves an axis to the layout, a negative
    /// number asks for as much as fits (dialog leaves room for its shadow: the margin
    /// `CompatCommand` gives, so that `-1 -1` is 78 by 23 at 80x24, in the top left corner);
    /// `nil` when both are 0.
    static func dialogSize(height: Int, width: Int) -> DialogSize? {
        func axis(_ number: Int) -> Int? { number == 0 ? nil : number < 0 ? DialogSize.maximum : number }
        guard height != 0 || width != 0 else { return nil }
        return DialogSize(columns: axis(width), rows: axis(height))
    }

    /// Reads the box `option` names and its positional arguments, its height and width (and a
    /// list's height) into `given`.
    private static func parse(
        _ option: String, from arguments: inout CompatArguments, options: CompatOptions,
        size given: inout (height: Int, width: Int, listHeight: Int)
    ) throws(ArgumentError) -> CompatBox? {
        guard names.contains(option) else { return nil }
        let box = option
        func text(_ what: String = "text") throws(ArgumentError) -> StyledText {
            options.text.styled(try arguments.positional(what, of: box))
        }
        func size() throws(ArgumentError) {
            given.height = try arguments.size("height", of: box)
            given.width = try arguments.size("width", of: box)
        }
        func number() throws(ArgumentError) -> Int? {
            guard let argument = arguments.optionalPositional() else { return nil }
            guard let number = CompatArguments.integer(argument) else {
                throw .invalid("\(box): '\(argument)' is not a whole number")
            }
            return number
        }
        func list(_ fields: Int) throws(ArgumentError) -> [[String]] {
            given.listHeight = try arguments.size("list height", of: box)
            return try groups(of: fields, in: arguments.rest(), box: box)
        }
        let itemFields = options.noItem ? 1 : 2
        let help = options.itemHelp ? 1 : 0
        switch option {
        case "--msgbox", "--yesno", "--infobox":
            let message = try text()
            try size()
            let kind = MessageKind(rawValue: String(option.dropFirst(2))) ?? .msgbox
            return .message(kind, text: message)
        case "--inputbox", "--passwordbox":
            let message = try text()
            try size()
            return .input(
                text: message, initial: arguments.optionalPositional() ?? "", isSecret: option == "--passwordbox")
        case "--textbox", "--tailbox", "--tailboxbg", "--editbox", "--fselect", "--dselect":
            let path = try arguments.positional(option == "--dselect" ? "directory" : "file", of: box)
            try size()
            switch option {
            case "--editbox": return .editBox(path: path)
            case "--fselect", "--dselect": return .pathSelect(path: path, directories: option == "--dselect")
            default: return .textFile(path: path, follows: option != "--textbox")
            }
        case "--programbox", "--progressbox":
            let first = try arguments.positional("height", of: box)
            let message: StyledText
            if CompatArguments.integer(first) != nil, let next = arguments.peek, CompatArguments.integer(next) != nil {
                message = ""
                given.height = CompatArguments.integer(first) ?? 0
                given.width = try arguments.size("width", of: box)
            } else {
                message = options.text.styled(first)
                try size()
            }
            return .programOutput(text: message, waits: option == "--programbox")
        case "--prgbox":
            let first = try arguments.positional("command", of: box)
            if let next = arguments.peek, CompatArguments.integer(next) != nil {
                try size()
                return .prgBox(text: "", command: first)
            }
            let command = try arguments.positional("command", of: box)
            try size()
            return .prgBox(text: options.text.styled(first), command: command)
        case "--menu", "--inputmenu":
            let message = try text()
            try size()
            let groups = try list(itemFields + help)
            let items = groups.map { item(from: $0, options: options, hasStatus: false) }
            guard option == "--inputmenu", !options.noItem else {
                return option == "--menu" ? .menu(text: message, items: items) : .inputMenu(text: message, items: items)
            }
            // An input menu's texts are renamed and written as typed (its menu draws their codes).
            let typed = zip(items, groups).map { item, fields in
                var item = item
                item.text = StyledText(fields[1])
                return item
            }
            return .inputMenu(text: message, items: typed)
        case "--checklist", "--radiolist", "--buildlist":
            let message = try text()
            try size()
            let items = try list(itemFields + 1 + help).map { item(from: $0, options: options, hasStatus: true) }
            if option == "--buildlist" { return .buildList(text: message, items: items) }
            return .checklist(text: message, items: items, isRadio: option == "--radiolist")
        case "--treeview":
            let message = try text()
            try size()
            let items = try list(4 + help).map { fields in
                var item = item(from: Array(fields[0..<3]) + fields.dropFirst(4), options: options, hasStatus: true)
                // Deeper than 1,000 levels is off any screen: it counts as 1,000.
                item.depth = (CompatArguments.integer(fields[3]) ?? 0).clamped(to: 0...1_000)
                // dialog's tree view shows `\Z` codes in an item's text as typed.
                if !options.noItem { item.text = StyledText(fields[1]) }
                return item
            }
            return .treeView(text: message, items: items)
        case "--form", "--mixedform", "--passwordform":
            let message = try text()
            try size()
            let count = option == "--mixedform" ? 9 : 8
            let fields = try list(count + help).map { fields in
                let type = option == "--mixedform" ? CompatArguments.integer(fields[8]) ?? 0 : 0
                return CompatFormField(
                    label: fields[0], text: fields[3], isSecret: option == "--passwordform" || type & 1 != 0,
                    isReadOnly: type & 2 != 0 || (CompatArguments.integer(fields[6]) ?? 0) <= 0)
            }
            return .form(text: message, fields: fields)
        case "--gauge":
            let message = try text()
            try size()
            return .gauge(text: message, percent: try number() ?? 0)
        case "--mixedgauge":
            let message = try text()
            try size()
            let percent = try arguments.size("percent", of: box)
            let tasks = try groups(of: 2, in: arguments.rest(), box: box).map {
                CompatGaugeTask(
                    name: options.text.readsColors ? CompatText.readingCodes($0[0]) : StyledText($0[0]), status: $0[1])
            }
            return .mixedGauge(text: message, percent: percent, tasks: tasks)
        case "--pause":
            let message = try text()
            try size()
            return .pause(text: message, seconds: try arguments.size("seconds", of: box))
        case "--calendar":
            let message = try text()
            try size()
            return .calendar(text: message, day: try number() ?? 0, month: try number() ?? 0, year: try number() ?? 0)
        case "--timebox":
            let message = try text()
            try size()
            return .timeBox(
                text: message, hour: try number() ?? -1, minute: try number() ?? -1, second: try number() ?? -1)
        default:
            let message = try text()
            try size()
            let minimum = try arguments.size("minimum", of: box)
            let maximum = try arguments.size("maximum", of: box)
            let value = try arguments.size("default value", of: box)
            return .rangeBox(text: message, minimum: minimum, maximum: maximum, value: value)
        }
    }

    /// The items in groups of `fields` arguments each.
    ///
    /// - Throws: `.invalid` when the last group is short.
    private static func groups(of fields: Int, in items: [String], box: String) throws(ArgumentError) -> [[String]] {
        guard items.count % fields == 0 else {
            throw .invalid("\(box): expected \(fields) arguments an item, got \(items.count) in all")
        }
        return stride(from: 0, to: items.count, by: fields).map { Array(items[$0..<$0 + fields]) }
    }

    /// An item from its fields: tag, item (unless `--noitem`), status, help.
    private static func item(from fields: [String], options: CompatOptions, hasStatus: Bool) -> CompatItem {
        var rest = fields[...]
        let tag = rest.removeFirst()
        // dialog reads `\Z` codes in an item's text too (with `--colors`), not in its tag.
        let given = options.noItem ? "" : rest.removeFirst()
        let text = options.text.readsColors ? CompatText.readingCodes(given) : StyledText(given)
        let status = hasStatus ? rest.removeFirst() : ""
        let isOn = status.lowercased() == "on" || status == "1"
        return CompatItem(tag: tag, text: text, isOn: isOn, help: options.itemHelp ? rest.first : nil)
    }
}
