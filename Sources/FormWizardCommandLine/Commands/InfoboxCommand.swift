import FormWizard

/// `formwizard infobox`: a message in a box, left on the terminal as the command ends at once,
/// like `dialog --infobox`.
struct InfoboxCommand: Subcommand, Hashable {
    static let name = "infobox"
    static let summary = "show a message in a box and exit at once, leaving it on screen"
    static let help = """
        Usage: formwizard infobox --message TEXT [OPTIONS]

        Draws a message in a box and exits at once, leaving the box on the terminal (the
        normal screen, not the alternate one, and not cleared at the end), for a script that
        goes on working under it:

          formwizard infobox --title Backup --message "Copying files…"; rsync -a src/ dst/

        Options:
          --message TEXT   the message, wrapped to fit (required)
          --title TEXT     the title in the frame
          -h, --help       show this help

        Keys: none; the command has ended before a key could reach the box.

        Exit status: 0 shown, 2 usage error. Nothing is printed.

        """

    var title: String?
    var message: String

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        var message: String?
        while let option = try arguments.nextOption() {
            switch option {
            case "--message": message = try arguments.value(for: option)
            case "--title": title = try arguments.value(for: option)
            default: throw arguments.unknown(option)
            }
        }
        guard let message else { throw .invalid("an info box needs --message") }
        self.message = message
    }

    /// Drawn over the normal screen, so that the box stays when the terminal is restored.
    var usesAlternateScreen: Bool { false }

    func run(on screen: Screen) async -> CommandResult {
        let box = screen.showInfo(message, title: title)
        // Ended while the box is up: releasing the handle would take it away.
        withExtendedLifetime(box) { screen.shutdown(keepingLastFrame: true) }
        return CommandResult(code: CommandResult.submittedCode)
    }
}
