import FormWizard

/// `formwizard alert`: a message with buttons; prints the chosen button's label.
struct AlertCommand: Subcommand, Hashable {
    static let name = "alert"
    static let summary = "show a message with buttons; print the chosen button"
    static let help = """
        Usage: formwizard alert [OPTIONS]

        Shows a message with buttons and prints the label of the chosen one.

        Options:
          --title TEXT            the title in the frame
          --message TEXT          the message, wrapped to fit
          --button LABEL          a button (repeat for more; default: one 'OK' button)
          --cancel-button LABEL   a last button that exits with status 1
          --default LABEL         the button that has focus at first
          -h, --help              show this help

        Keys: Left/Right or Tab move, Enter or Space chooses, a button's first letter chooses
        it, Esc cancels. A message taller than the screen scrolls with Up/Down, PgUp/PgDn and
        Home/End.

        Exit status: 0 a button was chosen, 1 the cancel button (its label is printed too) or
        Esc (nothing is printed), 2 usage error.

        """

    var prompt: ButtonPrompt

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        var title = ""
        var message = ""
        var buttons: [ButtonPrompt.Button] = []
        var cancelButton: String?
        var defaultButton: String?
        while let option = try arguments.nextOption() {
            switch option {
            case "--title": title = try arguments.value(for: option)
            case "--message": message = try arguments.value(for: option)
            case "--button":
                buttons.append(.init(label: try arguments.nonEmptyValue(for: option, naming: "label")))
            case "--cancel-button": cancelButton = try arguments.nonEmptyValue(for: option, naming: "label")
            case "--default": defaultButton = try arguments.value(for: option)
            default: throw arguments.unknown(option)
            }
        }
        if buttons.isEmpty { buttons.append(.init(label: "OK")) }
        if let cancelButton { buttons.append(.init(label: cancelButton, cancels: true)) }
        let focus = try defaultButton.map { label throws(ArgumentError) in
            try ButtonPrompt.index(of: label, in: buttons)
        }
        prompt = ButtonPrompt(title: title, message: message, buttons: buttons, focus: focus)
    }

    init(prompt: ButtonPrompt) {
        self.prompt = prompt
    }

    func run(on screen: Screen) async -> CommandResult {
        await prompt.run(on: screen)
    }
}
