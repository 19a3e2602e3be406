import FormWizard

/// `formwizard confirm`: a yes/no question, answered with the exit status like
/// `dialog --yesno`.
struct ConfirmCommand: Subcommand, Hashable {
    static let name = "confirm"
    static let summary = "ask a yes/no question; exit 0 for yes, 1 for no"
    static let help = """
        Usage: formwizard confirm [OPTIONS]

        Asks a yes/no question and answers with the exit status alone: 0 for yes and 1 for
        no, so it can stand in an if without printing anything:

          if formwizard confirm --message "Go on?"; then ...

        Options:
          --title TEXT         the title in the frame
          --message TEXT       the question, wrapped to fit
          --yes-label LABEL    the label of the yes button (default: Yes)
          --no-label LABEL     the label of the no button (default: No)
          --default LABEL      the button that has focus at first: yes, no, or a label
          --print              print the label of the chosen button too
          -h, --help           show this help

        Keys: Left/Right or Tab move, Enter or Space chooses, Y or N (a button's first letter)
        chooses it, Esc cancels. A message taller than the screen scrolls with Up/Down,
        PgUp/PgDn and Home/End.

        Exit status: 0 yes, 1 no or Esc, 2 usage error.

        """

    var prompt: ButtonPrompt

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        var title = ""
        var message = ""
        var yes = "Yes"
        var no = "No"
        var defaultButton: String?
        var printsLabel = false
        while let option = try arguments.nextOption() {
            switch option {
            case "--title": title = try arguments.value(for: option)
            case "--message": message = try arguments.value(for: option)
            case "--yes-label": yes = try arguments.nonEmptyValue(for: option, naming: "label")
            case "--no-label": no = try arguments.nonEmptyValue(for: option, naming: "label")
            case "--default": defaultButton = try arguments.value(for: option)
            case "--print": printsLabel = true
            default: throw arguments.unknown(option)
            }
        }
        let buttons = [ButtonPrompt.Button(label: yes), ButtonPrompt.Button(label: no, cancels: true)]
        let focus: Int? =
            switch defaultButton {
            case nil: nil
            case "yes" where yes != "no": 0
            case "no" where no != "yes": 1
            case let label?: try ButtonPrompt.index(of: label, in: buttons)
            }
        prompt = ButtonPrompt(title: title, message: message, buttons: buttons, focus: focus, printsLabel: printsLabel)
    }

    init(prompt: ButtonPrompt) {
        self.prompt = prompt
    }

    func run(on screen: Screen) async -> CommandResult {
        await prompt.run(on: screen)
    }
}
