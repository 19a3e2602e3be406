import Testing

@testable import FormWizardCommandLine

/// An `Invocation` in a form tests can compare.
private enum Parsed: Equatable {
    case alert(ButtonPrompt)
    case confirm(ButtonPrompt)
    case gallery
    case help(String)
    case usageError(String)
}

private func parse(_ arguments: String...) -> Parsed? {
    switch FormWizardCommand.parse(arguments) {
    case .help(let text): return .help(text)
    case .usageError(let text): return .usageError(text)
    case .run(let command):
        if let alert = command as? AlertCommand { return .alert(alert.prompt) }
        if let confirm = command as? ConfirmCommand { return .confirm(confirm.prompt) }
        if command is GalleryCommand { return .gallery }
        return nil
    }
}

private func button(_ label: String, cancels: Bool = false) -> ButtonPrompt.Button {
    ButtonPrompt.Button(label: label, cancels: cancels)
}

private func alertUsageError(_ message: String) -> Parsed {
    .usageError("formwizard alert: \(message)\nTry 'formwizard alert --help' for more information.\n")
}

struct TestArgumentParsing {
    @Test func noArgumentsRunsTheGallery() {
        #expect(parse() == .gallery)
    }

    @Test func programHelp() {
        #expect(parse("--help") == .help(FormWizardCommand.help))
        #expect(parse("-h") == .help(FormWizardCommand.help))
        #expect(parse("help") == .help(FormWizardCommand.help))
        #expect(parse("help", "confirm") == .help(ConfirmCommand.help))
    }

    @Test func programHelpListsTheCommands() {
        #expect(
            FormWizardCommand.help == """
                Usage: formwizard [COMMAND [OPTIONS]]

                Full-screen dialogs for shell scripts. Dialogs are drawn on the terminal (/dev/tty) and
                the answer is printed on stdout, so answer=$(formwizard ...) captures only the answer.

                Commands:
                  alert     show a message with buttons; print the chosen button
                  confirm   ask a yes/no question; exit 0 for yes, 1 for no

                Without a command, formwizard shows a short tour.

                Exit status: 0 chosen, 1 cancelled (Esc or a cancel button), 2 usage or terminal error,
                130 interrupted (Ctrl-C).

                Run 'formwizard COMMAND --help' for a command's options.

                """)
    }

    @Test func unknownCommandAndOption() {
        let hint = "Try 'formwizard --help' for more information.\n"
        #expect(parse("menu") == .usageError("formwizard: unknown command 'menu'\n" + hint))
        #expect(parse("--verbose") == .usageError("formwizard: unknown option '--verbose'\n" + hint))
        #expect(parse("help", "nope") == .usageError("formwizard: unknown command 'nope'\n" + hint))
    }

    @Test func alertWithEveryOption() {
        #expect(
            parse(
                "alert", "--title", "Hi", "--message", "Hello", "--button", "One", "--button", "Two",
                "--cancel-button", "Cancel", "--default", "Two")
                == .alert(
                    ButtonPrompt(
                        title: "Hi", message: "Hello",
                        buttons: [button("One"), button("Two"), button("Cancel", cancels: true)], focus: 1)))
    }

    @Test func alertDefaultsToOneOKButton() {
        #expect(parse("alert") == .alert(ButtonPrompt(title: "", message: "", buttons: [button("OK")], focus: nil)))
        #expect(
            parse("alert", "--cancel-button", "Close")
                == .alert(
                    ButtonPrompt(
                        title: "", message: "", buttons: [button("OK"), button("Close", cancels: true)], focus: nil)))
    }

    @Test func valuesAfterEqualsSign() {
        #expect(
            parse("alert", "--title=a=b", "--message=", "--button=Go")
                == .alert(ButtonPrompt(title: "a=b", message: "", buttons: [button("Go")], focus: nil)))
    }

    @Test func aValueIsTakenAsItIs() {
        #expect(
            parse("alert", "--title", "--help", "--message", "-x")
                == .alert(ButtonPrompt(title: "--help", message: "-x", buttons: [button("OK")], focus: nil)))
    }

    @Test func subcommandHelp() {
        #expect(parse("alert", "--title", "x", "--help") == .help(AlertCommand.help))
        #expect(parse("alert", "-h", "--nonsense") == .help(AlertCommand.help))
        #expect(parse("confirm", "--help") == .help(ConfirmCommand.help))
    }

    @Test func usageErrors() {
        #expect(parse("alert", "--titel", "x") == alertUsageError("unknown option '--titel'"))
        #expect(parse("alert", "--title") == alertUsageError("option '--title' needs a value"))
        #expect(parse("alert", "Hello") == alertUsageError("unexpected argument 'Hello'"))
        #expect(parse("alert", "-") == alertUsageError("unexpected argument '-'"))
        #expect(parse("alert", "--button", "") == alertUsageError("option '--button' needs a non-empty label"))
        #expect(parse("alert", "--button=") == alertUsageError("option '--button' needs a non-empty label"))
        #expect(
            parse("alert", "--button", "A", "--default", "B")
                == alertUsageError("--default 'B' is not a button (the buttons are 'A')"))
    }

    @Test func replacementCharactersFromInvalidUTF8PassThrough() {
        #expect(
            parse("alert", "--title", "\u{FFFD}x", "--button", "\u{FFFD}")
                == .alert(ButtonPrompt(title: "\u{FFFD}x", message: "", buttons: [button("\u{FFFD}")], focus: nil)))
    }

    @Test func confirmDefaults() {
        #expect(
            parse("confirm", "--message", "Go on?")
                == .confirm(
                    ButtonPrompt(
                        title: "", message: "Go on?", buttons: [button("Yes"), button("No", cancels: true)], focus: nil)
                ))
    }

    @Test func confirmLabelsAndDefault() {
        let buttons = [button("Sure"), button("Nope", cancels: true)]
        #expect(
            parse("confirm", "--yes-label", "Sure", "--no-label", "Nope", "--default", "no")
                == .confirm(ButtonPrompt(title: "", message: "", buttons: buttons, focus: 1)))
        #expect(
            parse("confirm", "--yes-label", "Sure", "--no-label", "Nope", "--default", "Nope")
                == .confirm(ButtonPrompt(title: "", message: "", buttons: buttons, focus: 1)))
        #expect(
            parse("confirm", "--default", "yes")
                == .confirm(
                    ButtonPrompt(
                        title: "", message: "", buttons: [button("Yes"), button("No", cancels: true)], focus: 0)
                ))
    }

    @Test func confirmUsageErrors() {
        let hint = "Try 'formwizard confirm --help' for more information.\n"
        #expect(
            parse("confirm", "--button", "x") == .usageError("formwizard confirm: unknown option '--button'\n" + hint))
        #expect(
            parse("confirm", "--no-label", "")
                == .usageError("formwizard confirm: option '--no-label' needs a non-empty label\n" + hint))
        #expect(
            parse("confirm", "--default", "maybe")
                == .usageError(
                    "formwizard confirm: --default 'maybe' is not a button (the buttons are 'Yes', 'No')\n" + hint))
    }
}
