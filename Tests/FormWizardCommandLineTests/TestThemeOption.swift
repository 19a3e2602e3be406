import FormWizard
import FormWizardTesting
import Foundation
import Testing

@testable import FormWizardCommandLine

/// `--theme NAME|FILE`, an option of every command, `FORMWIZARD_THEME`, and `formwizard themes`.
@MainActor
struct TestThemeOption {
    private func usageError(_ command: String, _ message: String) -> String {
        "formwizard \(command): \(message)\nTry 'formwizard \(command) --help' for more information.\n"
    }

    private func usageText(of invocation: Invocation) -> String? {
        if case .usageError(let text) = invocation { return text }
        return nil
    }

    /// A theme file holding `text`, removed after `body`.
    private func withThemeFile(_ text: String, _ body: (String) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("theme-\(UUID().uuidString).theme")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        try body(url.path)
    }

    @Test func everyCommandTakesABuiltInTheme() throws {
        for arguments in [
            ["alert", "--theme", "classic"], ["input", "--theme=dark"],
            ["form", "--field", "a", "--theme", "monochrome"],
        ] {
            let parsed = try command(arguments)
            #expect((parsed as? CommandOptions)?.chosenTheme != nil, "\(arguments)")
            #expect(parsed.theme == Theme.named(arguments.last == "--theme=dark" ? "dark" : arguments.last ?? ""))
        }
        #expect(try command("alert").theme == nil)
        #expect(try command("alert", "--theme", "high-contrast", "--timeout", "2").theme == .highContrast)
    }

    @Test func theEnvironmentChoosesWhenTheOptionDoesNot() throws {
        guard
            case .run(let fromEnvironment) = FormWizardCommand.parse(
                ["alert"], environment: { $0 == "FORMWIZARD_THEME" ? "classic" : nil })
        else {
            throw ParseFailure(arguments: ["alert"])
        }
        #expect(fromEnvironment.theme == .classic)
        guard
            case .run(let option) = FormWizardCommand.parse(
                ["alert", "--theme", "dark"], environment: { $0 == "FORMWIZARD_THEME" ? "classic" : nil })
        else { throw ParseFailure(arguments: ["alert"]) }
        #expect(option.theme == .dark)
        guard
            case .run(let empty) = FormWizardCommand.parse(
                ["alert"], environment: { $0 == "FORMWIZARD_THEME" ? "" : nil })
        else {
            throw ParseFailure(arguments: ["alert"])
        }
        #expect(empty.theme == nil)
    }

    @Test func aThemeFileIsRead() throws {
        try withThemeFile("base = classic\nborder = brightYellow on blue bold\n") { (path: String) throws in
            var expected = Theme.classic
            expected.border = Style(foreground: .brightYellow, background: .blue, attributes: .bold)
            #expect(try command("menu", "--item", "a", "--theme", path).theme == expected)
        }
    }

    @Test func aWrongThemeFileIsAUsageErrorNamingItsLine() throws {
        try withThemeFile("base = classic\n\nborder = purple\n") { (path: String) throws in
            #expect(
                usageText(of: FormWizardCommand.parse(["alert", "--theme", path]))
                    == usageError(
                        "alert",
                        "theme file '\(path)', line 3: border: unknown colour or attribute 'purple' (colours: default, "
                            + "black … white, brightBlack … brightWhite, color0–color255, #rrggbb; attributes: bold, dim, "
                            + "reverse, underline)"))
        }
        #expect(
            usageText(of: FormWizardCommand.parse(["alert", "--theme", "/nonexistent/ocean"]))
                == usageError(
                    "alert",
                    "--theme '/nonexistent/ocean' is neither a built-in theme (default, classic, high-contrast, dark, "
                        + "monochrome) nor a theme file that can be read (No such file or directory)"))
        #expect(
            usageText(of: FormWizardCommand.parse(["alert"], environment: { $0 == "FORMWIZARD_THEME" ? "ocean" : nil }))
                == usageError(
                    "alert",
                    "FORMWIZARD_THEME 'ocean' is neither a built-in theme (default, classic, high-contrast, dark, "
                        + "monochrome) nor a theme file that can be read (No such file or directory)"))
        #expect(
            usageText(of: FormWizardCommand.parse(["alert", "--theme="]))
                == usageError("alert", "option '--theme' needs a non-empty theme name or file"))
    }

    @Test func themesPrintsTheChosenName() async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term)
        let result = screen.start(try command("themes", "--selected", "dark"))
        await eventually("the themes are shown") { screen.presentationCount == 1 }
        await screen.waitUntilIdle()
        term.send(.down)
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "monochrome\n"))
        #expect(
            usageText(of: FormWizardCommand.parse(["themes", "--selected", "ocean"]))
                == usageError(
                    "themes",
                    "--selected 'ocean' is not a built-in theme (default, classic, high-contrast, dark, monochrome)"))
    }
}
