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
    ///   - acceptKey: the key that submits the dialog (see `WithButtons`).
    ///   - itemHelp: the help of the item under the cursor, drawn on the bottom row of the
    ///     screen with `--item-help`.
    ///   - isList: whether the dialog is a list, which keeps the keyboard while Tab moves
    ///     among the buttons (dialog's way with lists).
    ///   - chosen: the answer for the dialog's value (Enter, OK).
    ///   - pressed: the answer for the extra or help button; by default its exit status, and
    ///     what `chosen` writes for the value Enter would have given.
    func ask<D: Dialog>(
        _ dialog: D, options: CompatOptions, extraLabel: String = "Extra", acceptKey: Key = .enter,
        itemHelp: (@Sendable (D) -> String?)? = nil, isList: Bool = false, on screen: Screen,
        chosen: (D.Value) -> CompatAnswer, pressed: ((Pressed<D>) -> CompatAnswer)? = nil
    ) async -> CompatAnswer {
        let itemHelp = options.itemHelp ? itemHelp : nil
        guard options.asksForButtons else {
            return answer(await present(dialog, bottomLine: itemHelp, on: screen), chosen)
        }
        let buttons = options.buttons(whiptail: program == .whiptail, extraLabel: extraLabel)
        let wrapped = dialog.withButtons(
            buttons, defaultButton: options.defaultButtonIndex(in: buttons), acceptKey: acceptKey,
            highlightsButtons: isList)
        let bottomLine = itemHelp.map { help in { @Sendable (wrapped: WithButtons<D>) in help(wrapped.inner) } }
        return answer(await present(wrapped, bottomLine: bottomLine, on: screen)) { outcome in
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
