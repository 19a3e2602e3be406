import FormWizard

/// Reads a whiptail command line as whiptail's popt does, which is not dialog's order: every
/// option anywhere (before the box option, between it and its text, after the sizes, among the
/// items), everything else a positional in order — the text, the height and width, then the
/// box's own (a list height and items, an init, a percentage) — and `--` making every later
/// word a positional, even one that looks like an option. Positionals past what the box takes
/// are ignored, as whiptail ignores them (raspi-config ends 122 of its calls with a stray `1`).
///
/// So debconf's `--menu TEXT H W LH -- ITEMS` and `--yesno -- TEXT H W`, and raspi-config's
/// `--menu TEXT H W LH --cancel-button Finish --ok-button Select ITEMS` read as whiptail reads
/// them (measured in tmux beside whiptail 0.52; see DECISIONS, 2026-12-07).
enum WhiptailCommandLine {
    /// The invocation `arguments` (after the program's name) ask for.
    static func parse(
        _ arguments: [String], options given: CompatOptions, codes: CompatExitCodes, standardInput: StandardInput
    ) -> Invocation {
        var options = given
        do throws(ArgumentError) {
            var box: String?
            var positionals: [String] = []
            var scanner = CompatArguments(splittingInlineValues(arguments))
            while let word = scanner.next() {
                if word == "--" {
                    positionals += scanner.remaining()
                    break
                }
                guard word.hasPrefix("-"), word.count > 1 else {
                    positionals.append(word)
                    continue
                }
                switch word {
                case "--help", "-h": return .help(CompatCommandLine.help(.whiptail))
                case "--version", "-v": return .help(CompatProgram.whiptail.versionText)
                default: break
                }
                if CompatBox.names.contains(word) {
                    guard box == nil else { throw .invalid("\(word): a second box (\(box ?? "")) on one line") }
                    box = word
                    continue
                }
                // popt's own errors: one line, exit 1, nothing drawn (a usage error is 255).
                let isLast = scanner.isAtEnd
                do throws(ArgumentError) {
                    guard try options.read(word, from: &scanner) else { return poptError("\(word): unknown option") }
                } catch {
                    if isLast { return poptError("\(word): missing argument") }
                    guard case .invalid(let message) = error else { throw error }
                    return poptError(message)
                }
            }
            guard let box else { throw .invalid("expected a box option (--msgbox, --menu, …)") }
            var data = CompatArguments(positionals, isAllData: true)
            guard let widget = try CompatBox.parse(box, from: &data, options: options) else {
                throw .invalid("\(box): unknown box")
            }
            return .run(
                CompatCommand(program: .whiptail, widgets: [widget], codes: codes, standardInput: standardInput))
        } catch {
            let message =
                switch error {
                case .helpRequested: CompatCommandLine.help(.whiptail)
                case .invalid(let message): "whiptail: \(message)\nUse --help to list options.\n"
                }
            return .finished(CommandResult(code: codes[.error], errorOutput: message))
        }
    }

    /// A popt error as whiptail reports it: the message alone on stderr, exit 1.
    static func poptError(_ message: String) -> Invocation {
        .finished(CommandResult(code: 1, errorOutput: TerminalText.safe(message) + "\n"))
    }

    /// `arguments` with each `--option=value` before a `--` as the option and its value.
    static func splittingInlineValues(_ arguments: [String]) -> [String] {
        var split: [String] = []
        for (index, argument) in arguments.enumerated() {
            if argument == "--" {
                split += arguments[index...]
                break
            }
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                split += [String(argument[..<equals]), String(argument[argument.index(after: equals)...])]
            } else {
                split.append(argument)
            }
        }
        return split
    }
}
