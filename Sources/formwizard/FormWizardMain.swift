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
        switch FormWizardCommand.parse(Array(CommandLine.arguments.dropFirst()), standardInput: standardInput) {
        case .help(let text):
            exit(SessionOutcome(code: CommandResult.submittedCode, output: text).write(program: program))
        case .usageError(let text):
            exit(SessionOutcome(code: CommandResult.usageCode, errorOutput: text).write(program: program))
        case .run(let command):
            let command = CrashTestCommand(environment: getenv(CrashTestCommand.variable)) ?? command
            await TerminalSession.run(program: program, usesAlternateScreen: command.usesAlternateScreen) { screen in
                let result = await command.run(on: screen)
                return SessionOutcome(code: result.code, output: result.output, errorOutput: result.errorOutput)
            }
        }
    }
}
