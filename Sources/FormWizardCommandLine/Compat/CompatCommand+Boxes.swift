import FormWizard

@MainActor
extension CompatCommand {
    /// Runs one box as the library dialog that does its job.
    func run(_ widget: CompatWidget, on screen: Screen) async -> CompatAnswer {
        let options = widget.options
        // Drawn with its `\Z` codes by the dialogs shown here, plain by the subcommands'.
        let styledTitle = options.text.styled(options.title)
        let title = styledTitle.plain
        switch widget.box {
        case .message(let kind, let text):
            return await message(kind, title: styledTitle, text: text, options: options, on: screen)
        case .input(let text, let initial, let isSecret):
            var input = TextInput(
                title: styledTitle, message: text, text: initial, maxLength: options.maxInput, isSecret: isSecret)
            // whiptail's buttons are `<Ok>` and `<Cancel>` under its focus ring: always its own.
            input.showsButtons = !options.asksForButtons && program == .dialog
            // dialog shows nothing of a password unless `--insecure` (then `*`); whiptail `*`.
            input.mask = program == .whiptail || options.insecure ? .repeating("*") : .hidden
            return await ask(
                input, options: options, buttons: program == .whiptail ? listButtons(options) : nil, on: screen
            ) { CompatAnswer(exit: .ok, text: $0) }
        case .menu(let text, let items):
            guard !items.isEmpty else { return error("--menu needs at least one item") }
            var menu = Menu(
                title: styledTitle, message: text, items: menuItems(items, options: options),
                selected: selection(of: options.defaultItem, in: items))
            menu.listBehavior = program == .whiptail ? .whiptailMenu : .dialog
            menu.listHeight = widget.listHeight
            return await ask(
                menu, options: options, buttons: listButtons(options), itemHelp: { items[$0.selected].help },
                isList: true, on: screen
            ) {
                CompatAnswer(exit: .ok, text: items[$0].tag)
            } pressed: {
                if $0.exit == .extra { return CompatAnswer(exit: .extra, text: items[$0.dialog.selected].tag) }
                return helpAnswer(item: items[$0.dialog.selected], status: nil, options: options)
            }
        case .checklist(let text, let items, let isRadio):
            guard !items.isEmpty else { return error("the list needs at least one item") }
            // whiptail's checklist and radiolist take no letters, Home or End, nor --default-item.
            let listBehavior: ListCursor.Behavior = program == .whiptail ? .whiptailChecklist : .dialog
            let shown = menuItems(items, options: options)
            if isRadio {
                return await radio(
                    text: text, title: styledTitle, items: items, shown: shown, behavior: listBehavior,
                    listHeight: widget.listHeight, options: options, on: screen)
            }
            let on = Set(items.indices.filter { items[$0].isOn })
            var list = Checklist(title: styledTitle, message: text, items: shown, selected: on)
            list.listBehavior = listBehavior
            list.listHeight = widget.listHeight
            let tags = { (chosen: [Int]) in quoting(options).list(chosen.sorted().map { items[$0].tag }) }
            return await ask(
                list, options: options, buttons: listButtons(options),
                itemHelp: { $0.current.flatMap { items[$0].help } }, isList: true, on: screen
            ) {
                CompatAnswer(exit: .ok, text: tags($0))
            } pressed: {
                let status = tags($0.dialog.chosen)
                if $0.exit == .extra { return CompatAnswer(exit: .extra, text: status) }
                return helpAnswer(item: $0.dialog.current.map { items[$0] }, status: status, options: options)
            }
        case .treeView(let text, let items):
            guard !items.isEmpty else { return error("--treeview needs at least one item") }
            // dialog's tree view is a radio list whose items are indented by depth, a rule for
            // each level, without tags: Space marks, Enter answers the marked item (or nothing).
            let shown = items.enumerated().map { index, item in
                MenuItem(String(repeating: "│  ", count: item.depth) + item.text.plain, value: index)
            }
            return await radio(
                text: text, title: styledTitle, items: items, shown: shown, behavior: .dialog, options: options,
                on: screen)
        case .pause(let text, let seconds):
            var pause = Pause(
                title: styledTitle, message: text, seconds: max(1, seconds), okLabel: options.okLabel ?? "OK",
                cancelLabel: options.cancelLabel ?? "Cancel")
            pause.showsButtons = !options.asksForButtons
            return await ask(pause, options: options, isList: true, on: screen) { _ in .ok }
        case .inputMenu(let text, let items):
            return await inputMenu(text: text, title: styledTitle, items: items, options: options, on: screen)
        case .buildList(let text, let items):
            return await buildList(text: text, title: styledTitle, items: items, options: options, on: screen)
        case .textFile(let path, let follows):
            return await textFile(path, follows: follows, title: styledTitle, options: options, on: screen)
        default:
            return await delegated(widget, title: title, on: screen)
        }
    }

    /// A message box: OK (msgbox) or Yes and No (yesno), with the extra and help buttons.
    private func message(
        _ kind: CompatBox.MessageKind, title: StyledText, text: StyledText, options: CompatOptions, on screen: Screen
    ) async -> CompatAnswer {
        let whiptail = program == .whiptail
        var actions: [AlertAction<CompatExit>] = []
        if kind == .yesno {
            actions.append(.default(options.yesLabel ?? "Yes", .ok))
        } else if !options.noOK {
            actions.append(.default(options.okLabel ?? options.exitLabel ?? (whiptail ? "Ok" : "OK"), .ok))
        }
        if options.extraButton { actions.append(.default(options.extraLabel ?? "Extra", .extra)) }
        if kind == .yesno { actions.append(.cancel(options.noLabel ?? "No", .cancel)) }
        if options.helpButton { actions.append(.default(options.helpLabel ?? "Help", .help)) }
        if actions.isEmpty { actions.append(.default(whiptail ? "Ok" : "OK", .ok)) }
        let preferred: CompatExit? =
            switch options.defaultButton {
            case .ok?, .yes?: .ok
            case .cancel?, .no?: .cancel
            case .extra?: .extra
            case .help?: .help
            case nil: nil
            }
        if let preferred, let index = actions.firstIndex(where: { $0.value == preferred }) {
            actions[index] = actions[index].preferred()
        }
        var alert = Alert(title: title, message: text, actions: actions)
        alert.look = screen.chrome
        do {
            return CompatAnswer(exit: try await screen.present(alert))
        } catch {
            return .escape
        }
    }

    /// Presents `dialog`, with `bottomLine`'s text on the bottom row (`--item-help`), the
    /// `ignoredKeys` doing nothing; `nil` when Esc (or the screen) ended it.
    func present<D: Dialog>(
        _ dialog: D, bottomLine: (@Sendable (D) -> String?)? = nil, ignoredKeys: Set<Key> = [], on screen: Screen
    ) async -> EscapeAware<D>.Outcome? {
        var shown = EscapeAware(dialog, bottomLine: bottomLine)
        shown.ignoredKeys = ignoredKeys
        // A box at a size given with a line under it draws itself at that size, so that the
        // line goes on the screen's last row, not on the box's (see `EscapeAware`).
        guard bottomLine != nil, let size = DialogSize.presented else { return try? await screen.present(shown) }
        shown.size = size
        return try? await screen.withDialogSize(DialogSize(columns: nil, rows: nil)) {
            try await screen.present(shown)
        }
    }

    /// The answer for an outcome: Esc, Cancel, or what `chosen` makes of the value.
    func answer<D: Dialog>(
        _ outcome: EscapeAware<D>.Outcome?, _ chosen: (D.Value) -> CompatAnswer
    ) -> CompatAnswer {
        switch outcome {
        case nil: .escape
        case .cancelled?: .cancel
        case .value(let value)?: chosen(value)
        }
    }

    /// How a box that cannot be shown ends: dialog's error status, with why.
    func error(_ message: String) -> CompatAnswer {
        CompatAnswer(exit: .error, message: "\(program.rawValue): \(message)\n")
    }

    /// The items as a menu shows them: the tag, with the item beside it (whiptail's
    /// `--notags`: the item alone); the value is the item's index.
    /// A radio list (`--radiolist`, and `--treeview`'s indented items): Space marks an item,
    /// Enter answers the marked one's tag, or nothing when none is marked, as dialog does.
    private func radio(
        text: StyledText, title: StyledText, items: [CompatItem], shown: [MenuItem<Int>],
        behavior: ListCursor.Behavior, listHeight: Int? = nil, options: CompatOptions, on screen: Screen
    ) async -> CompatAnswer {
        var list = RadioList<Int?>(
            title: title, message: text,
            items: shown.map { MenuItem($0.title, detail: $0.detail, value: Optional($0.value)) },
            selected: items.firstIndex(where: \.isOn),
            cursor: program == .whiptail ? 0 : selection(of: options.defaultItem, in: items) ?? 0)
        list.answerWhenNoneMarked = .some(nil)
        list.listBehavior = behavior
        list.listHeight = listHeight
        return await ask(
            list, options: options, buttons: listButtons(options),
            itemHelp: { $0.current.flatMap { items[$0].help } }, isList: true, on: screen
        ) {
            CompatAnswer(exit: .ok, text: $0.map { items[$0].tag } ?? "")
        } pressed: {
            let status = $0.dialog.chosen.map { items[$0].tag }
            if $0.exit == .extra { return CompatAnswer(exit: .extra, text: status ?? "") }
            return helpAnswer(item: $0.dialog.current.map { items[$0] }, status: status, options: options)
        }
    }

    private func menuItems(_ items: [CompatItem], options: CompatOptions) -> [MenuItem<Int>] {
        items.enumerated().map { index, item in
            if options.noTags { return MenuItem(item.text.plain, value: index) }
            return MenuItem(item.tag, detail: item.text.isEmpty ? nil : item.text, value: index)
        }
    }

    /// The index of the item tagged `tag`, if any.
    func selection(of tag: String?, in items: [CompatItem]) -> Int? {
        tag.flatMap { tag in items.firstIndex { $0.tag == tag } }
    }

    /// How a list of tags is written: dialog's quoting, or whiptail's.
    func quoting(_ options: CompatOptions) -> CompatQuoting {
        var quoting = options.quoting
        quoting.whiptail = program == .whiptail
        return quoting
    }

    /// What dialog's `--mixedgauge` shows for a status: a number, or a negative percentage
    /// (its digits, with `%`: `-9223372036854775808` is `9223372036854775808%`).
    nonisolated static func mixedGaugeState(_ status: String) -> String {
        let names = [
            "Succeeded", "Failed", "Passed", "Completed", "Checked", "Done", "Skipped", "In Progress", "", "N/A",
        ]
        guard let number = CompatArguments.integer(status) else { return status }
        if number < 0 { return "\(number.magnitude)%" }
        return number < names.count ? names[number] : status
    }
}
