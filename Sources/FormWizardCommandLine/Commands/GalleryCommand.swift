import FormWizard

/// `formwizard gallery`: a short tour of the dialogs, three chained alerts.
struct GalleryCommand: Subcommand, Hashable {
    static let name = "gallery"
    static let summary = "a short tour of the dialogs"
    static let help = """
        Usage: formwizard gallery

        A short tour: three alerts in a row, each an async function call.

        Options:
          -h, --help   show this help

        Keys: Left/Right or Tab move, Enter or Space chooses, a button's first letter chooses
        it, Esc leaves.

        Exit status: 0 the tour was finished, 1 Quit or Esc, 2 usage error. Nothing is
        printed.

        """

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        if let option = try arguments.nextOption() { throw arguments.unknown(option) }
    }

    init() {}

    func run(on screen: Screen) async -> CommandResult {
        do {
            let goOn = try await screen.alert(
                "Welcome to FormWizard",
                message: "Every dialog is an async function: let ok = try await screen.alert(...). "
                    + "Left/Right or Tab move between buttons, Enter chooses, Esc leaves.",
                actions: [.default("Next", true), .cancel("Quit", false)])
            guard goOn else { return CommandResult(code: CommandResult.cancelledCode) }
            let delete = try await screen.alert(
                "Empty the trash?", message: "3 files will be deleted for good.",
                actions: [.destructive("Delete", true), .cancel("Keep", false)])
            _ = try await screen.alert(
                "Done", message: delete ? "The trash is empty." : "The files are still in the trash.",
                actions: [.default("Finish", ())])
            return CommandResult(code: CommandResult.submittedCode)
        } catch {
            return .cancelled
        }
    }
}
