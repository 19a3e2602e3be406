import FormWizard

/// `formwizard input`: asks for a line of text and prints it.
struct InputCommand: Subcommand, Hashable {
    static let name = "input"
    static let summary = "ask for a line of text; print it"
    static let help = """
        Usage: formwizard input [OPTIONS]

        Asks for one line of text and prints it: name=$(formwizard input --message "Name?")

        Options:
          --title TEXT         the title in the frame
          --message TEXT       the question above the field, wrapped to fit
          --default TEXT       the text the field starts with
          --placeholder TEXT   shown dimmed while the field is empty
          --max-length N       at most N characters (1 to 2147483647)
          -h, --help           show this help

        Keys: typing edits the field like a shell (Left/Right, Home/End, Backspace, Delete,
        Ctrl-A/E/K/U/W), Enter submits, Tab or Down moves to the OK and Cancel buttons, Esc
        cancels, PgUp/PgDn scroll a message taller than the screen.

        Exit status: 0 submitted (the text and a newline are printed), 1 Cancel or Esc
        (nothing is printed), 2 usage error.

        """

    var title = ""
    var message = ""
    var text = ""
    var placeholder = ""
    var maxLength: Int?

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        while let option = try arguments.nextOption() {
            switch option {
            case "--title": title = try arguments.value(for: option)
            case "--message": message = try arguments.value(for: option)
            case "--default": text = try arguments.value(for: option)
            case "--placeholder": placeholder = try arguments.value(for: option)
            case "--max-length": maxLength = try arguments.integerValue(for: option, in: 1...Int.entryLimit)
            default: throw arguments.unknown(option)
            }
        }
        if let maxLength, text.count > maxLength {
            throw .invalid("--default has \(text.count) characters, more than --max-length \(maxLength)")
        }
    }

    init(title: String = "", message: String = "", text: String = "", placeholder: String = "", maxLength: Int? = nil) {
        self.title = title
        self.message = message
        self.text = text
        self.placeholder = placeholder
        self.maxLength = maxLength
    }

    func run(on screen: Screen) async -> CommandResult {
        do {
            let text = try await screen.textInput(
                title, message: message, text: text, placeholder: placeholder, maxLength: maxLength)
            return .submitted(text)
        } catch {
            return .cancelled
        }
    }
}
