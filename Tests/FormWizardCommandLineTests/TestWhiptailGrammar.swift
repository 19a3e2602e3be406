import FormWizard
import Testing

@testable import FormWizardCommandLine

/// whiptail's command line read as its popt reads it (measured beside whiptail 0.52.23):
/// options anywhere, `--` ending options, positionals past what the box takes ignored; popt's
/// own errors one line with exit 1, a usage error 255.
struct TestWhiptailGrammar {
    /// A box read from a command line, or how the line was refused.
    enum Parsed: Equatable {
        case success(CompatWidget)
        case failure(CommandResult)
    }

    /// The one box `arguments` make, with its options, or what was refused.
    private func widget(_ arguments: String...) -> Parsed {
        parsed(arguments)
    }

    private func parsed(_ arguments: [String]) -> Parsed {
        switch FormWizardCommand.parse(["whiptail"] + arguments) {
        case .run(let command):
            guard let compat = command as? CompatCommand, compat.widgets.count == 1 else {
                return .failure(CommandResult(code: -1))
            }
            return .success(compat.widgets[0])
        case .finished(let result): return .failure(result)
        default: return .failure(CommandResult(code: -2))
        }
    }

    private func tags(_ result: Parsed) -> [String]? {
        guard case .success(let widget) = result, case .menu(_, let items) = widget.box else { return nil }
        return items.map(\.tag)
    }

    @Test func debconfsDashesAndRaspiConfigsOptionsAfterTheSizes() throws {
        // debconf: `--` after the list height, before the items (the items may look like options).
        #expect(
            tags(widget("--output-fd", "11", "--menu", "Area:", "20", "74", "8", "--", "Africa", "", "--x", "")) == [
                "Africa", "--x",
            ])
        // debconf: `--` right after the box option.
        guard case .success(let yesno) = widget("--defaultno", "--yesno", "--", "Use it?", "10", "60"),
            case .message(.yesno, let text) = yesno.box
        else { Issue.record("debconf's yes/no was refused"); return }
        #expect(text.plain == "Use it?")
        #expect(yesno.options.defaultButton == .no)
        // raspi-config: the buttons' labels after the menu's sizes, and a stray trailing `1`.
        let menu = widget(
            "--title", "Tool", "--menu", "Setup Options", "18", "80", "11", "--cancel-button", "Finish", "--ok-button",
            "Select", "1 System", "Configure", "2 Display", "Configure")
        #expect(tags(menu) == ["1 System", "2 Display"])
        if case .success(let widget) = menu {
            #expect(widget.options.okLabel == "Select" && widget.options.cancelLabel == "Finish")
            #expect(widget.options.title == "Tool")
        }
        guard case .success(let message) = widget("--msgbox", "Rebooting", "20", "60", "1"),
            case .message(.msgbox, _) = message.box
        else { Issue.record("raspi-config's trailing 1 was refused"); return }
        // Options between the box and its text, and an option given with `=`.
        guard case .success(let input) = widget("--inputbox", "--title=Id", "Container ID", "8", "58", "100"),
            case .input(_, let initial, _) = input.box
        else { Issue.record("an option between the box and its text was refused"); return }
        #expect(initial == "100" && input.options.title == "Id")
    }

    @Test func poptErrorsAreOneLineAndExitOne() {
        #expect(
            widget("--msgbox", "x", "10", "-5") == .failure(CommandResult(code: 1, errorOutput: "-5: unknown option\n"))
        )
        #expect(
            widget("--msgbox", "x", "10", "40", "--title")
                == .failure(CommandResult(code: 1, errorOutput: "--title: missing argument\n")))
        #expect(
            widget("--msgbox", "x", "10", "40", "--frobnicate")
                == .failure(CommandResult(code: 1, errorOutput: "--frobnicate: unknown option\n")))
    }

    @Test func usageErrorsExit255() {
        for arguments in [
            ["--title", "T", "--", "--menu", "t", "16", "50", "6", "a", "A"], ["--msgbox", "x"], ["x", "10", "40"],
        ] {
            guard case .failure(let result) = parsed(arguments) else {
                Issue.record("\(arguments) was taken")
                continue
            }
            #expect(result.code == 255, "\(arguments): \(result)")
        }
    }
}
