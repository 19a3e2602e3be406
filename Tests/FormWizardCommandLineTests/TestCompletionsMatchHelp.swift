import Testing

@testable import FormWizardCommandLine

/// The shell completions offer every option the help texts name, read back from each script,
/// so that an option added to the help (or to every command) cannot be left out of them.
struct TestCompletionsMatchHelp {
    /// The options `shell`'s script offers after each command, and as the first word (`nil`).
    private func offered(by shell: ShellCompletion) -> [String?: Set<String>] {
        let lines = shell.script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let names = FormWizardCommand.subcommands.flatMap { [$0.name] + $0.aliases }
        return Dictionary(uniqueKeysWithValues: ([nil] + names).map { ($0, offered(in: lines, of: shell, after: $0)) })
    }

    /// The options the script of `lines` offers after `command`, or as the first word for `nil`.
    private func offered(in lines: [String], of shell: ShellCompletion, after command: String?) -> Set<String> {
        switch shell {
        case .bash:
            let prefix = command.map { "        \($0)) words=\"" } ?? "        COMPREPLY=($(compgen -W \""
            guard let line = lines.first(where: { $0.hasPrefix(prefix) }) else { return [] }
            return Set(line.dropFirst(prefix.count).prefix { $0 != "\"" }.split(separator: " ").map(String.init))
        case .zsh:
            let section: ArraySlice<String>
            if let command {
                let start = lines.firstIndex(of: "        \(command))").map { $0 + 1 } ?? lines.endIndex
                section = lines[start...].prefix { !$0.hasSuffix(";;") }
            } else {
                let start = lines.firstIndex(of: "    commands=(").map { $0 + 1 } ?? lines.endIndex
                section = lines[start...].prefix { $0 != "    )" }
            }
            return Set(
                section.compactMap { line in
                    let text = line.drop { $0 == " " || $0 == "'" || $0 == "*" }
                    guard text.hasPrefix("-") else { return nil }
                    return String(text.prefix { $0 != "[" && $0 != ":" })
                })
        case .fish:
            let condition = command.map { " -n '__fish_seen_subcommand_from \($0)' " } ?? " -n __fish_use_subcommand "
            return Set(
                lines.filter { $0.contains(condition) }.flatMap { line in
                    let words = line.split(separator: " ").map(String.init)
                    return zip(words, words.dropFirst()).compactMap { flag, value in
                        flag == "-l" ? "--" + value : flag == "-s" ? "-" + value : nil
                    }
                })
        }
    }

    @Test(arguments: ShellCompletion.allCases)
    func everyCommandOffersTheOptionsOfItsHelpAndOfEveryCommand(shell: ShellCompletion) {
        let common = HelpOption.options(in: CommandOptions.helpHeading + "\n" + CommandOptions.helpLines)
        #expect(common.map(\.name) == ["--timeout", "--theme", "--no-mouse", "--accessible"])
        let offered = offered(by: shell)
        for type in FormWizardCommand.subcommands {
            let listed = (HelpOption.options(in: type.help) + common).flatMap(\.names)
            for name in [type.name] + type.aliases {
                let missing = listed.filter { !(offered[name]?.contains($0) ?? false) }
                #expect(missing.isEmpty, "\(shell) completion of \(name) lacks \(missing)")
            }
        }
    }

    @Test(arguments: ShellCompletion.allCases)
    func everyOptionTheProgramHelpNamesIsOffered(shell: ShellCompletion) {
        let help = FormWizardCommand.help
        var named: Set<String> = []
        var rest = help[...]
        while let start = rest.firstRange(of: "--") {
            let name = rest[start.upperBound...].prefix { $0.isLetter || $0 == "-" }
            if !name.isEmpty { named.insert("--" + name) }
            rest = rest[start.upperBound...]
        }
        #expect(named.isSuperset(of: ["--timeout", "--theme", "--no-mouse", "--version", "--completion"]))
        // Offered somewhere: as the first word, or after a command (`--format` is calendar's).
        let everywhere = offered(by: shell).values.reduce(into: Set<String>()) { $0.formUnion($1) }
        let missing = named.subtracting(everywhere)
        #expect(missing.isEmpty, "\(shell) completion lacks \(missing.sorted())")
    }
}
