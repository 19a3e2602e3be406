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
        let standardInput = StandardInput(isTerminal: isatty(STDIN_FILENO) == 1) {
            FileLines(fileDescriptor: STDIN_FILENO)
        }
        switch FormWizardCommand.parse(Array(CommandLine.arguments.dropFirst()), standardInput: standardInput) {
        case .help(let text):
            StandardStream.output.write(text)
            exit(CommandResult.submittedCode)
        case .usageError(let text):
            StandardStream.error.write(text)
            exit(CommandResult.usageCode)
        case .run(let command):
            await TerminalSession.run(program: FormWizardCommand.programName) { screen in
                let result = await command.run(on: screen)
                return SessionOutcome(code: result.code, output: result.output, errorOutput: result.errorOutput)
            }
        }
    }
}
