import FormWizard
import FormWizardCommandLine
import FormWizardCurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `formwizard` executable: parses the command line, then runs the command on the terminal.
@main
struct FormWizardMain {
    static func main() async {
        let standardInput = StandardInput(isTerminal: isatty(STDIN_FILENO) == 1) { maximumLineLength, chunkSize in
            FileLines(fileDescriptor: STDIN_FILENO, maximumLineLength: maximumLineLength, chunkSize: chunkSize)
        }
        let program = FormWizardCommand.programName
        var arguments = Array(CommandLine.arguments.dropFirst())
        // Run through a link named dialog or whiptail, it is `formwizard dialog`.
        if let name = CommandLine.arguments.first.flatMap(FormWizardCommand.compatibleProgram(path:)) {
            arguments.insert(name, at: 0)
        }
        let environment: (String) -> String? = { name in getenv(name).map { String(cString: $0) } }
        switch FormWizardCommand.parse(arguments, standardInput: standardInput, environment: environment) {
        case .help(let text):
            exit(SessionOutcome(code: CommandResult.submittedCode, output: text).write(program: program))
        case .usageError(let text):
            exit(SessionOutcome(code: CommandResult.usageCode, errorOutput: text).write(program: program))
        case .finished(let result):
            exit(
                SessionOutcome(code: result.code, output: result.output, errorOutput: result.errorOutput).write(
                    program: program))
        case .run(let command):
            let command = CrashTestCommand(environment: getenv(CrashTestCommand.variable)) ?? command
            await TerminalSession.run(
                program: program, failureStatus: command.failureStatus, theme: command.theme ?? .default,
                usesAlternateScreen: command.usesAlternateScreen,
                mode: command.asksAsLines ? .lines : .automatic, readsStandardInput: standardInput.isTaken
            ) { screen in
                let result = await command.run(on: screen)
                return SessionOutcome(code: result.code, output: result.output, errorOutput: result.errorOutput)
            }
        }
    }
}
