import FormWizard

/// `formwizard pause`: a countdown with OK and Cancel.
struct PauseCommand: Subcommand, Hashable {
    static let name = "pause"
    static let summary = "count seconds down with OK and Cancel; exit 0 when done or OK"
    static let help = """
        Usage: formwizard pause --seconds N [OPTIONS]

        Shows a bar draining for N seconds, with OK to go on at once and Cancel to stop:

          formwizard pause --seconds 10 --message "Rebooting in 10 seconds" || exit

        Options:
          --seconds N          how long the pause lasts (1 to 86400; required)
          --title TEXT         the title in the frame
          --message TEXT       text above the bar, wrapped to fit
          --ok-label TEXT      the label of the OK button
          --cancel-label TEXT  the label of the Cancel button
          -h, --help           show this help

        Keys: Enter presses the focused button (OK at first), Left/Right and Tab move between
        the buttons, a button's first letter presses it, Esc cancels.

        Exit status: 0 the time was up or OK was pressed, 1 Cancel or Esc, 2 usage error.
        Nothing is printed.

        """

    var title = "Pause"
    var message = ""
    var seconds: Int
    var okLabel = "OK"
    var cancelLabel = "Cancel"

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        var seconds: Int?
        while let option = try arguments.nextOption() {
            switch option {
            case "--seconds": seconds = try arguments.integerValue(for: option, in: 1...86_400)
            case "--title": title = try arguments.value(for: option)
            case "--message": message = try arguments.value(for: option)
            case "--ok-label": okLabel = try arguments.nonEmptyValue(for: option, naming: "label")
            case "--cancel-label": cancelLabel = try arguments.nonEmptyValue(for: option, naming: "label")
            default: throw arguments.unknown(option)
            }
        }
        guard let seconds else { throw .invalid("a pause needs --seconds") }
        self.seconds = seconds
    }

    func run(on screen: Screen) async -> CommandResult {
        do {
            _ = try await screen.pause(
                title, message: message, seconds: seconds, okLabel: okLabel, cancelLabel: cancelLabel)
            return CommandResult(code: CommandResult.submittedCode)
        } catch {
            return .cancelled
        }
    }
}
