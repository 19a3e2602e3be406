import Foundation
import Testing

@testable import FormWizardCommandLine

/// `--version`, `--man-page`, `--completion SHELL` and what they are made of.
struct TestProgramOptions {
    private func usageError(_ message: String) -> String {
        "formwizard: \(message)\nTry 'formwizard --help' for more information.\n"
    }

    private func printed(_ arguments: String...) -> String? {
        guard case .help(let text) = FormWizardCommand.parse(arguments) else { return nil }
        return text
    }

    private func usageErrorText(_ arguments: String...) -> String? {
        guard case .usageError(let text) = FormWizardCommand.parse(arguments) else { return nil }
        return text
    }

    @Test func version() {
        #expect(printed("--version") == "formwizard 0.2.0\n")
        #expect(usageErrorText("--version", "x") == usageError("unexpected argument 'x'"))
    }

    /// The version `--version` prints is the newest in CHANGELOG.md, and the release the API is
    /// checked against (API/baseline) is an older one there.
    @Test func theVersionIsTheChangelogsNewest() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let versions = changelog.split(separator: "\n").filter { $0.hasPrefix("## ") }.map {
            String($0.dropFirst(3).prefix { $0 != " " })
        }
        #expect(versions.first == FormWizardCommand.version)
        let baseline = try String(contentsOf: root.appendingPathComponent("API/baseline"), encoding: .utf8)
        let released = String(baseline.prefix { $0 != " " })
        #expect(versions.dropFirst().contains(released))
    }

    @Test func completionNeedsAKnownShell() {
        #expect(printed("--completion", "fish") == ShellCompletion.fish.script)
        #expect(usageErrorText("--completion") == usageError("--completion needs one shell: bash, zsh, fish"))
        #expect(
            usageErrorText("--completion", "csh")
                == usageError("no completion for 'csh'; the shells are bash, zsh, fish"))
    }

    @Test func optionsAreReadFromTheHelp() {
        #expect(
            HelpOption.options(in: MenuCommand.help) == [
                HelpOption(name: "--title", takesValue: true, summary: "the title in the frame"),
                HelpOption(name: "--message", takesValue: true, summary: "text above the list, wrapped to fit"),
                HelpOption(
                    name: "--item", takesValue: true,
                    summary: "an item: TAG is printed when it is chosen, LABEL shown (the"),
                HelpOption(
                    name: "--label", takesValue: true,
                    summary: "the label of the item before it; with it, the whole --item"),
                HelpOption(
                    name: "--detail", takesValue: true,
                    summary: "a description shown dimmed beside the item before it; never"),
                HelpOption(
                    name: "--items-from", takesValue: true,
                    summary: "more items, one a line: TAG, or TAG, a tab and LABEL (and a"),
                HelpOption(
                    name: "--default", takesValue: true, summary: "the item selected at first (default: the first)"),
                HelpOption(name: "--help", shortName: "-h", takesValue: false, summary: "show this help"),
            ])
        #expect(
            HelpOption.options(in: FormCommand.help).map(\.names) == [
                ["--field"], ["--secret"], ["--title"], ["--message"], ["--value"], ["--values"], ["-h", "--help"],
            ])
        #expect(
            ShellCompletion.programOptions.map(\.name) == ["--help", "--version", "--man-page", "--completion"])
        #expect(
            ShellCompletion.everyCommandOptions == [
                HelpOption(
                    name: "--timeout", takesValue: true,
                    summary: "end the command with exit status 124 (as timeout(1) does) when a"),
                HelpOption(
                    name: "--theme", takesValue: true,
                    summary: "the colours: a built-in theme (default, classic, high-contrast,"),
                HelpOption(
                    name: "--no-mouse", takesValue: false,
                    summary: "leave the mouse to the terminal, for selecting text;"),
                HelpOption(
                    name: "--accessible", takesValue: false,
                    summary: "ask as plain lines instead of drawing, for a screen reader or"),
            ])
    }

    @Test func manPageBeginsWithItsHeaderAndTheProgramsHelp() {
        let lines = ManPage.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.prefix(11).joined(separator: "\n") == #"""
                .TH FORMWIZARD 1 "" "formwizard 0.2.0" "User Commands"
                .SH NAME
                formwizard \- full-screen dialogs for shell scripts
                .SH SYNOPSIS
                .B formwizard
                \fICOMMAND\fR [\fIOPTIONS\fR]
                .SH DESCRIPTION
                .nf
                Full\-screen dialogs for shell scripts. Dialogs are drawn on the terminal (/dev/tty) and
                the answer is printed on stdout, so answer=$(formwizard ...) captures only the answer.

                """#)
        #expect(
            lines.filter { $0.hasPrefix(".SS ") } == FormWizardCommand.subcommands.map { ".SS formwizard \($0.name)" })
    }
}
