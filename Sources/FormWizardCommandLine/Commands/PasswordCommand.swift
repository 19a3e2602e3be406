import FormWizard

/// `formwizard password`: asks for a secret, masked as it is typed, and prints it.
struct PasswordCommand: Subcommand, Hashable {
    static let name = "password"
    static let summary = "ask for a secret, masked; print it"
    static let help = """
        Usage: formwizard password [OPTIONS]

        Asks for a secret and prints it: secret=$(formwizard password --message "Passphrase:")
        The field shows one bullet per character typed, never the secret; the secret is
        printed on stdout only, once the dialog is gone.

        Options:
          --title TEXT     the title in the frame
          --message TEXT   the prompt above the field, wrapped to fit
          -h, --help       show this help

        Keys: typing edits the field like a shell (Left/Right, Home/End, Backspace, Delete,
        Ctrl-A/E/K/U), Enter submits, Tab or Down moves to the OK and Cancel buttons, Esc
        cancels, PgUp/PgDn scroll a message taller than the screen.

        Exit status: 0 submitted (the secret and a newline are printed), 1 Cancel or Esc
        (nothing is printed), 2 usage error.

        """

    var title = ""
    var message = ""

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        while let option = try arguments.nextOption() {
            switch option {
            case "--title": title = try arguments.value(for: option)
            case "--message": message = try arguments.value(for: option)
            default: throw arguments.unknown(option)
            }
        }
    }

    init(title: String = "", message: String = "") {
        self.title = title
        self.message = message
    }

    func run(on screen: Screen) async -> CommandResult {
        do {
            return .submitted(try await screen.password(title, message: message), isSecret: true)
        } catch {
            return .cancelled
        }
    }
}
