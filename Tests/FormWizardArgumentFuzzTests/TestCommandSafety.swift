import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardArgumentFuzz
@testable import FormWizardCommandLine

/// What the argument fuzzer's command lines would run, as the real parser reads them: never
/// anything but `CommandSafety`'s fixed commands, whatever the mutations did.
@Suite struct TestCommandSafety {
    /// The commands `arguments` would run: `prgbox`'s and `spin`'s words, each `--prgbox`'s
    /// shell command.
    private func commands(_ arguments: [String]) -> [[String]] {
        guard case .run(let parsed) = FormWizardCommand.parse(arguments) else { return [] }
        let command = (parsed as? CommandOptions)?.command ?? parsed
        if let prgbox = command as? PrgboxCommand { return [prgbox.command] }
        if let spin = command as? SpinCommand { return [spin.command] }
        guard let compat = command as? CompatCommand else { return [] }
        return compat.widgets.compactMap { widget in
            if case .prgBox(_, let command) = widget.box { [command] } else { nil }
        }
    }

    @Test func everyFuzzedCommandLineRunsOnlyTheFixedCommands() {
        var running = 0
        for index in 0..<5_000 {
            let fuzzCase = FuzzCase(seed: 20_261_207, index: index)
            for command in commands(fuzzCase.line.arguments.map(\.text)) {
                running += 1
                let safe =
                    command.count == 1
                    ? CommandSafety.shellCommands.contains(command[0])
                    : CommandSafety.commands.contains(command)
                #expect(safe, "case \(index) runs \(command)")
            }
        }
        // The check saw commands to run: the fuzzer does reach prgbox, spin and --prgbox.
        #expect(running > 100)
    }

    @Test func aTextMovedToWhereDialogFindsTheCommandIsReplaced() {
        var random = SeededGenerator(seed: 1)
        let moved = ["dialog", "--prgbox", "rm -rf ~", "20", "70"].map { FuzzArgument($0) }
        let sanitized = CommandSafety.sanitize(moved, using: &random).map(\.text)
        #expect(CommandSafety.shellCommands.contains(sanitized[2]))
        #expect(commands(sanitized).allSatisfy { CommandSafety.shellCommands.contains($0[0]) })

        let withText = ["dialog", "--prgbox", "Output:", "reboot", "20", "70"].map { FuzzArgument($0) }
        let kept = CommandSafety.sanitize(withText, using: &random).map(\.text)
        #expect(kept[2] == "Output:")
        #expect(CommandSafety.shellCommands.contains(kept[3]))
    }

    @Test func whatFollowsANativeSeparatorIsReplacedUnlessItIsAFixedCommand() {
        var random = SeededGenerator(seed: 1)
        let line = ["prgbox", "--title", "x", "--", "sh", "-c", "reboot"].map { FuzzArgument($0) }
        let sanitized = CommandSafety.sanitize(line, using: &random).map(\.text)
        #expect(CommandSafety.commands.contains(Array(sanitized[4...])))
        let safe = ["spin", "--", "seq", "5"].map { FuzzArgument($0) }
        #expect(CommandSafety.sanitize(safe, using: &random) == safe)
    }

    @Test func theSameSeedMakesTheSameCases() {
        for index in [0, 1, 17, 999] {
            let first = FuzzCase(seed: 7, index: index)
            let second = FuzzCase(seed: 7, index: index)
            #expect(first.line == second.line)
            #expect(first.environment == second.environment)
            #expect(first.terminal == second.terminal && first.input == second.input && first.settle == second.settle)
        }
        #expect(FuzzCase(seed: 7, index: 3).line != FuzzCase(seed: 8, index: 3).line)
    }
}
