import FormWizard

/// A command run with `--no-mouse` or `FORMWIZARD_NO_MOUSE=1`: the screen never asks the
/// terminal for the mouse (`Screen.isMouseEnabled`), so the terminal keeps it for selecting text.
struct MouselessCommand: Command {
    let command: any Command

    init(_ command: any Command) {
        self.command = command
    }

    var theme: Theme? { command.theme }
    var usesAlternateScreen: Bool { command.usesAlternateScreen }

    func run(on screen: Screen) async -> CommandResult {
        screen.isMouseEnabled = false
        return await command.run(on: screen)
    }
}
