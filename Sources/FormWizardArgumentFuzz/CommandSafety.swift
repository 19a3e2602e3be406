import FormWizardTesting

/// What keeps a fuzzed command line from running anything but a harmless fixed command.
///
/// `prgbox` and `spin` run what follows `--`; dialog's `--prgbox [TEXT] COMMAND H W` runs
/// COMMAND with `/bin/sh -c`. However the mutations moved, doubled or replaced arguments,
/// `sanitize` puts one of `commands` (or `shellCommands`) wherever the program would find a
/// command. Behind it, the children run with `PATH` holding only `Workspace.tools`, in a
/// temporary folder.
enum CommandSafety {
    /// The commands `prgbox` and `spin` may run, as arguments.
    static let commands: [[String]] = [["echo", "hello"], ["true"], ["seq", "5"], ["false"], ["seq", "3"]]

    /// The commands dialog's `--prgbox` may run, as `sh -c` strings.
    static let shellCommands: [String] = ["echo hello", "true", "seq 5", "false", "seq 3", "echo"]

    /// `arguments` (after `formwizard`) with every place a command is run from holding a safe
    /// one, drawn from `random` where one has to be put in.
    static func sanitize(_ arguments: [FuzzArgument], using random: inout SeededGenerator) -> [FuzzArgument] {
        var arguments = arguments
        if let first = arguments.first, first.is("dialog") || first.is("whiptail") {
            // The compat parser: `--prgbox` takes TEXT COMMAND, or COMMAND alone when a
            // number (the height) follows it.
            for index in arguments.indices where arguments[index].is("--prgbox") {
                let text = index + 1
                let command = index + 2
                let runs =
                    command < arguments.count && !isInteger(arguments[command]) ? command : text
                guard runs < arguments.count, !shellCommands.contains(where: arguments[runs].is) else { continue }
                arguments[runs] = FuzzArgument(random.pick(shellCommands), .command)
            }
            return arguments
        }
        // A native command line: whatever follows the first `--` is run (by prgbox and spin).
        guard let separator = arguments.firstIndex(where: { $0.is("--") }) else { return arguments }
        let tail = arguments[(separator + 1)...].map(\.text)
        if commands.contains(tail) { return arguments }
        let command = random.pick(commands).map { FuzzArgument($0, .command) }
        return Array(arguments[...separator]) + command
    }

    /// Whether the compat parser reads `argument` as a whole number: the same code as
    /// `CompatArguments.integer` (spaces and tabs trimmed at either end, then what `Int`
    /// reads), on the text as `CommandLine.arguments` decodes it.
    static func isInteger(_ argument: FuzzArgument) -> Bool {
        let text = argument.text
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !blank($0) }), let last = text.lastIndex(where: { !blank($0) })
        else { return false }
        return Int(text[first...last]) != nil
    }
}
