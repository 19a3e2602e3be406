import FormWizard

@MainActor
extension CompatCommand {
    /// `--inputmenu`: a menu whose items can be renamed, with dialog's buttons: OK, Rename (its
    /// extra button, which starts renaming the item under the cursor; keeping the new text
    /// ends the box with 3 and `RENAMED tag text`), Cancel and Help. The texts are renamed and
    /// written as typed, and drawn with their `\Z` codes (`--colors`), as dialog does.
    func inputMenu(
        text: StyledText, title: StyledText, items: [CompatItem], options: CompatOptions, on screen: Screen
    ) async -> CompatAnswer {
        guard !items.isEmpty else { return error("--inputmenu needs at least one item") }
        let listItems = items.map { ListItem(tag: $0.tag, label: $0.text.isEmpty ? $0.tag : $0.text.plain) }
        var menu = InputMenu(
            title: title, message: text, items: InputMenuCommand.menuItems(listItems),
            selected: selection(of: options.defaultItem, in: items) ?? 0)
        menu.choosesOnRename = true
        menu.listBehavior = .dialog
        // dialog starts a rename with the cursor at the start of the text.
        menu.editsFromTheStart = true
        if options.text.readsColors { menu.drawsLabel = { CompatText.readingCodes($0) } }
        var withRename = options
        withRename.extraButton = true
        let rename = DialogButton.Action.custom(CompatOptions.extraNumber)
        let buttons = withRename.buttons(whiptail: program == .whiptail, extraLabel: "Rename").map { button in
            button.action == rename ? DialogButton(button.title, action: .key(.function(2))) : button
        }
        let command = InputMenuCommand(items: listItems)
        return await ask(menu, options: options, buttons: buttons, isList: true, on: screen) { result in
            CompatAnswer(
                exit: result.isRenamed || result.endedByRename ? .extra : .ok,
                text: command.output(for: result, items: listItems))
        } pressed: {
            helpAnswer(item: items[$0.dialog.selected], status: nil, options: options)
        }
    }

    /// `--buildlist`: the items to order, the chosen ones' tags written quoted as a
    /// checklist's; Extra writes them too, Help the tag of the item under the cursor.
    func buildList(
        text: StyledText, title: StyledText, items: [CompatItem], options: CompatOptions, on screen: Screen
    ) async -> CompatAnswer {
        guard !items.isEmpty else { return error("--buildlist needs at least one item") }
        let shown = items.map { MenuItem($0.tag, detail: $0.text.isEmpty ? nil : $0.text, value: $0.tag) }
        var list = BuildList(
            title: title, message: text, items: shown, chosen: items.indices.filter { items[$0].isOn })
        // Under dialog's buttons Tab goes round them; ^ and $ move between the panes.
        list.tabMovesPanes = !options.asksForButtons
        list.listBehavior = .dialog
        // dialog writes the chosen items in the order they were given, not the order chosen.
        let order = Dictionary(items.enumerated().map { ($1.tag, $0) }, uniquingKeysWith: { first, _ in first })
        let tags = { (chosen: [String]) in
            quoting(options).list(chosen.sorted { order[$0, default: 0] < order[$1, default: 0] })
        }
        return await ask(list, options: options, buttons: listButtons(options), isList: true, on: screen) {
            CompatAnswer(exit: .ok, text: tags($0))
        } pressed: {
            let status = tags($0.dialog.chosenValues)
            if $0.exit == .extra { return CompatAnswer(exit: .extra, text: status) }
            return helpAnswer(item: $0.dialog.current.map { items[$0] }, status: status, options: options)
        }
    }
}
