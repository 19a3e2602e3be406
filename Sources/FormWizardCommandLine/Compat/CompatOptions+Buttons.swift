import FormWizard

extension CompatOptions {
    /// Whether the command line asks a box for buttons of its own: extra or help buttons, other
    /// labels, no OK or no Cancel, or a default button. Without them a box keeps its own look.
    var asksForButtons: Bool {
        extraButton || helpButton || okLabel != nil || cancelLabel != nil || noOK || noCancel
            || (defaultButton != nil && defaultButton != .no)
    }

    /// The buttons dialog shows under a box, in its order: OK, Extra, Cancel, Help (`extraLabel`
    /// names the extra button when `--extra-label` does not).
    func buttons(whiptail: Bool, extraLabel defaultExtraLabel: String = "Extra") -> [DialogButton] {
        var buttons: [DialogButton] = []
        if !noOK { buttons.append(DialogButton(okLabel ?? (whiptail ? "Ok" : "OK"), action: .accept)) }
        if extraButton {
            buttons.append(DialogButton(extraLabel ?? defaultExtraLabel, action: .custom(Self.extraNumber)))
        }
        if !noCancel {
            // dialog's first button is OK whatever it shows: with --no-ok, Cancel there answers
            // as OK (rc 0 and the answer), as dialog 1.3 does.
            let action: DialogButton.Action = !whiptail && noOK ? .accept : .cancel
            buttons.append(DialogButton(cancelLabel ?? "Cancel", action: action))
        }
        if helpButton { buttons.append(DialogButton(helpLabel ?? "Help", action: .custom(Self.helpNumber))) }
        // dialog keeps OK when the options leave no button at all.
        if buttons.isEmpty { buttons.append(DialogButton(okLabel ?? (whiptail ? "Ok" : "OK"), action: .accept)) }
        return buttons
    }

    /// The buttons of a box that shows something to leave (dialog's `--textbox` and
    /// `--tailbox`): EXIT (`--exit-label`) and Help, or with `--extra-button` OK, Extra and Help
    /// as under any box without Cancel (whiptail's is Ok).
    func exitButtons(whiptail: Bool) -> [DialogButton] {
        var options = self
        options.noCancel = true
        guard !extraButton else { return options.buttons(whiptail: whiptail) }
        options.okLabel = exitLabel ?? (whiptail ? "Ok" : "EXIT")
        return options.buttons(whiptail: whiptail)
    }

    /// The index of the button `--default-button` (or `--defaultno`) names among `buttons`.
    func defaultButtonIndex(in buttons: [DialogButton]) -> Int? {
        let action: DialogButton.Action? =
            switch defaultButton {
            case .ok?, .yes?: .accept
            case .cancel?, .no?: .cancel
            case .extra?: .custom(Self.extraNumber)
            case .help?: .custom(Self.helpNumber)
            case nil: nil
            }
        return action.flatMap { action in buttons.firstIndex { $0.action == action } }
    }

    /// The numbers of the extra and help buttons (`DialogButton.Action.custom`).
    static let extraNumber = 3
    static let helpNumber = 2

    /// The way out a custom button's number stands for.
    static func exit(forButton number: Int) -> CompatExit {
        number == helpNumber ? .help : .extra
    }
}
