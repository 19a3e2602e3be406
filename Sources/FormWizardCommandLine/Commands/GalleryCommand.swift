import FormWizard

/// `formwizard` without a command: a short tour of the dialogs (to become the checkout demo).
struct GalleryCommand: Command, Hashable {
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
