import FormWizard

/// A command run with `--timeout`: its dialogs time out after that long without a key
/// (`Screen.withTimeout`), and then it ends with exit status 124 whatever it returned.
struct TimedCommand: Command {
    let command: any Command
    let timeout: Duration

    init(_ command: any Command, timeout: Duration) {
        self.command = command
        self.timeout = timeout
    }

    var theme: Theme? { command.theme }
    var usesAlternateScreen: Bool { command.usesAlternateScreen }

    func run(on screen: Screen) async -> CommandResult {
        do {
            return try await screen.withTimeout(timeout) { await command.run(on: screen) }
        } catch {
            return .timedOut
        }
    }
}
