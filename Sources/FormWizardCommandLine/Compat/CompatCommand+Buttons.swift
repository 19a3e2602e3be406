import FormWizard

@MainActor
extension CompatCommand {
    /// What a box's extra or help button gave: which, the value Enter would have given, and
    /// the dialog as it was.
    struct Pressed<D: Dialog> {
        var exit: CompatExit
        var value: D.Value?
        var dialog: D
    }

    /// Presents `dialog` with the buttons the options ask for under it (dialog's OK, Extra,
    /// Cancel and Help, with their labels), or as it is when they ask for none.
    ///
    /// - Parameters:
    ///   - extraLabel: the extra button's label unless `--extra-label` gives one.
    ///   - buttons: the buttons of a box that always has them, as dialog's does (EXIT under a
    ///     text box, Rename under an input menu); `nil`: the options' buttons, if they ask
    ///     for any.
    ///   - acceptKey: the key that submits the dialog (see `WithButtons`).
    ///   - ignoredKeys: keys that do nothing, as in dialog, though the dialog answers them
    ///     (an edit box's Ctrl-S and F2; its OK button still sends `acceptKey`).
    ///   - itemHelp: the help of the item under the cursor, drawn on the bottom row of the
    ///     screen with `--item-help`.
    ///   - isList: whether the dialog keeps the keyboard while Tab moves among the buttons
    ///     (dialog's way with lists, text boxes and boxes that only count down or show; whiptail
    ///     makes the dialog and its buttons one focus ring, `ButtonRow.Behavior.whiptail`).
    ///   - chosen: the answer for the dialog's value (Enter, OK).
    ///   - pressed: the answer for the extra or help button; by default its exit status, and
    ///     what `chosen` writes for the value Enter would have given.
    func ask<D: Dialog>(
        _ dialog: D, options: CompatOptions, extraLabel: String = "Extra", buttons: [DialogButton]? = nil,
        acceptKey: Key = .enter, ignoredKeys: Set<Key> = [],
        itemHelp: (@Sendable (D) -> String?)? = nil, isList: Bool = false, on screen: Screen,
        chosen: (D.Value) -> CompatAnswer, pressed: ((Pressed<D>) -> CompatAnswer)? = nil
    ) async -> CompatAnswer {
        let itemHelp = options.itemHelp ? itemHelp : nil
        guard let buttons = buttons ?? self.buttons(options, extraLabel: extraLabel) else {
            return answer(await present(dialog, bottomLine: itemHelp, ignoredKeys: ignoredKeys, on: screen), chosen)
        }
        // whiptail honours --defaultno in a yes/no box only.
        let defaultButton =
            program == .whiptail && options.defaultButton == .no ? nil : options.defaultButtonIndex(in: buttons)
        var wrapped = dialog.withButtons(
            buttons, defaultButton: defaultButton, acceptKey: acceptKey,
            highlightsButtons: isList && program != .whiptail)
        if program == .whiptail { wrapped.buttonBehavior = .whiptail }
        let bottomLine = itemHelp.map { help in { @Sendable (wrapped: WithButtons<D>) in help(wrapped.inner) } }
        return answer(await present(wrapped, bottomLine: bottomLine, ignoredKeys: ignoredKeys, on: screen)) {
            answer($0, chosen: chosen, pressed: pressed)
        }
    }

    /// The buttons of a list box (menu, checklist, radiolist, treeview, buildlist): always
    /// OK and Cancel (unless `--no-ok`, `--nocancel`), with Extra and Help when asked for, as
    /// dialog and whiptail draw them: Tab Enter is Cancel in dialog, OK in whiptail.
    func listButtons(_ options: CompatOptions) -> [DialogButton] {
        options.buttons(whiptail: program == .whiptail)
    }

    /// The buttons the options ask a box for (dialog's OK, Extra, Cancel and Help), or `nil`
    /// when they ask for none and the box keeps its own look.
    func buttons(_ options: CompatOptions, extraLabel: String = "Extra") -> [DialogButton]? {
        guard options.asksForButtons else { return nil }
        return options.buttons(whiptail: program == .whiptail, extraLabel: extraLabel)
    }

    /// The answer for how a dialog with buttons ended: `chosen` for its value, `pressed` (by
    /// default the button's exit status with what `chosen` writes for the value Enter would
    /// have given) for an extra or help button.
    func answer<D: Dialog>(
        _ outcome: WithButtons<D>.Outcome, chosen: (D.Value) -> CompatAnswer,
        pressed: ((Pressed<D>) -> CompatAnswer)? = nil
    ) -> CompatAnswer {
        switch outcome {
        case .value(let value):
            return chosen(value)
        case .button(let number, let value, let dialog):
            let exit = CompatOptions.exit(forButton: number)
            if let pressed { return pressed(Pressed(exit: exit, value: value, dialog: dialog)) }
            var answer = value.map(chosen) ?? CompatAnswer(exit: exit)
            answer.exit = exit
            return answer
        }
    }

    /// What dialog writes for the help button of a list: `HELP` and the item under the cursor's
    /// tag, or its item help with `--item-help` (unless `--help-tags`), then with
    /// `--help-status` the answer OK would give.
    func helpAnswer(item: CompatItem?, status: String?, options: CompatOptions) -> CompatAnswer {
        var words = ["HELP"]
        if let item {
            if options.itemHelp, !options.helpTags, let help = item.help {
                words.append(help)
            } else {
                words.append(item.tag)
            }
        }
        if options.helpStatus, let status, !status.isEmpty { words.append(status) }
        return CompatAnswer(exit: options.itemHelp ? .itemHelp : .help, text: words.joined(separator: " "))
    }
}
