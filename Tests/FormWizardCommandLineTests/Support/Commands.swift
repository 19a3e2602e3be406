import FormWizard

@testable import FormWizardCommandLine

extension Screen {
    /// Runs `command` on this screen in a task of its own, as `TerminalSession` runs it: started
    /// at once (`Task.immediate`), so a command that presents its dialog before it first
    /// suspends has it up when this returns, and `waitUntilIdle()` right after waits for the
    /// user, not for a screen with nothing on it yet.
    func start(_ command: any Command) -> Task<CommandResult, Never> {
        Task.immediate { @MainActor in await command.run(on: self) }
    }
}

/// The command that `arguments` select; a gauge reads `input`.
func command(_ arguments: String..., input: (any LineSource)? = nil) throws -> any Command {
    try command(arguments, input: input)
}

/// The command that `arguments` select; a gauge reads `input`.
func command(_ arguments: [String], input: (any LineSource)? = nil) throws -> any Command {
    let standardInput = input.map { input in StandardInput(isTerminal: false) { input } } ?? .empty
    guard case .run(let command) = FormWizardCommand.parse(arguments, standardInput: standardInput) else {
        throw ParseFailure(arguments: arguments)
    }
    return command
}

/// The command that `arguments` select with `environment` as the process' environment.
func command(
    _ arguments: [String], environment: [String: String], standardInput: StandardInput = .empty
) throws -> any Command {
    guard
        case .run(let command) = FormWizardCommand.parse(
            arguments, standardInput: standardInput, environment: { environment[$0] })
    else { throw ParseFailure(arguments: arguments) }
    return command
}

/// `command(_:)` was given arguments that do not select a command to run.
struct ParseFailure: Error {
    var arguments: [String]
}
