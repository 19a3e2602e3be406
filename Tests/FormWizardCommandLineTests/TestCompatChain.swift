import FormWizard
import Foundation
import Testing

@testable import FormWizardCommandLine

/// What each box of a dialog chain starts with: dialog clears its common options before each
/// box and keeps only its state; `DIALOGOPTS` is read before every box; `--file FILE` stands
/// for the words in FILE. (Checked beside dialog 1.3 in tmux.)
struct TestCompatChain {
    private func widgets(_ arguments: [String], environment: [String: String] = [:]) throws -> [CompatWidget] {
        let invocation = FormWizardCommand.parse(
            ["dialog"] + arguments, standardInput: .empty, environment: { environment[$0] })
        guard case .run(let command) = invocation, let compat = command as? CompatCommand else {
            throw ParseFailure(arguments: arguments)
        }
        return compat.widgets
    }

    private func failure(_ arguments: [String]) -> CommandResult? {
        guard case .finished(let result) = FormWizardCommand.parse(["dialog"] + arguments) else { return nil }
        return result
    }

    @Test func eachBoxStartsFromDialogsStateAlone() throws {
        let chain = try widgets([
            "--stdout", "--separate-widget", "|", "--tab-len", "4", "--no-shadow", "--title", "First", "--defaultno",
            "--extra-button", "--colors", "--yesno", "a", "0", "0", "--and-widget", "--yesno", "b", "0", "0",
        ])
        #expect(chain.count == 2)
        #expect(chain[0].options.title == "First")
        #expect(chain[0].options.defaultButton == .no)
        #expect(chain[0].options.extraButton)
        #expect(chain[0].options.text.readsColors)
        // The second box: no title, Yes first, no Extra, codes shown as typed…
        #expect(chain[1].options.title == "")
        #expect(chain[1].options.defaultButton == nil)
        #expect(!chain[1].options.extraButton)
        #expect(!chain[1].options.text.readsColors)
        // …and dialog's state kept: where answers go, the widget separator, tabs, the shadow.
        #expect(chain[1].options.destination == .standardOutput)
        #expect(chain[1].options.separateWidget == "|")
        #expect(chain[1].options.text.tabLength == 4)
        #expect(!chain[1].options.shadow)
    }

    /// Options between a box and `--and-widget` are the next box's; after the last box, its own.
    @Test func optionsAfterABoxBelongToTheNextOne() throws {
        let chain = try widgets([
            "--msgbox", "a", "0", "0", "--title", "Second", "--and-widget", "--msgbox", "b", "0", "0", "--title",
            "Last",
        ])
        #expect(chain.map(\.options.title) == ["", "Last"])
        let three = try widgets([
            "--msgbox", "a", "0", "0", "--title", "Second", "--and-widget", "--msgbox", "b", "0", "0",
        ])
        #expect(three.map(\.options.title) == ["", "Second"])
    }

    @Test func dialogOptionsFromTheEnvironmentComeBeforeEveryBox() throws {
        let environment = ["DIALOGOPTS": #"--title "From env" --separate-widget , --no-ok"#]
        let chain = try widgets(
            ["--menu", "x", "0", "0", "0", "a", "A", "--and-widget", "--title", "Mine", "--msgbox", "y", "0", "0"],
            environment: environment)
        #expect(chain.map(\.options.title) == ["From env", "Mine"])
        #expect(chain.allSatisfy { $0.options.separateWidget == "," && $0.options.noOK })
        // Where answers go comes from the command line alone, as in dialog.
        let redirected = try widgets(
            ["--output-fd", "3", "--msgbox", "x", "0", "0"], environment: ["DIALOGOPTS": "--stdout"])
        #expect(redirected[0].options.destination == .descriptor(3))
        let unmoved = try widgets(["--msgbox", "x", "0", "0"], environment: ["DIALOGOPTS": "--stdout --output-fd 3"])
        #expect(unmoved[0].options.destination == .standardError)
        // Read as far as they are common options: the rest is ignored, not an error.
        let partly = try widgets(["--msgbox", "x", "0", "0"], environment: ["DIALOGOPTS": "--title T --bogus --no-ok"])
        #expect(partly[0].options.title == "T")
        #expect(!partly[0].options.noOK)
    }

    @Test func aFileStandsForItsWords() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("compat-chain-\(UUID()).args").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(#"--title "Two words" --msgbox "a \"b\" c\\d" 6 30"#.utf8).write(to: URL(fileURLWithPath: path))
        let chain = try widgets(["--file", path])
        #expect(chain.map(\.options.title) == ["Two words"])
        #expect(chain[0].box == .message(.msgbox, text: #"a "b" c\d"#))
        let missing = try #require(failure(["--file", "/nonexistent/args", "--msgbox", "x", "0", "0"]))
        #expect(missing.code == 255)
        #expect(missing.errorOutput?.hasPrefix("dialog: Cannot open --file /nonexistent/args: ") == true)
        #expect(failure(["--file"])?.errorOutput?.hasPrefix("dialog: --file needs a file") == true)
        let directory = try #require(failure(["--file", "/tmp", "--msgbox", "x", "0", "0"]))
        #expect(directory.errorOutput?.hasPrefix("dialog: Cannot open --file /tmp: it is a directory") == true)
    }

    @Test func wordsAreSplitAsDialogSplitsThem() {
        #expect(DialogWords.split("") == [])
        #expect(DialogWords.split("  a \t b\n") == ["a", "b"])
        #expect(DialogWords.split(#"--title "Two words" x"#) == ["--title", "Two words", "x"])
        #expect(DialogWords.split(#"a\"b c\\d e\f"#) == [#"a"b"#, #"c\d"#, #"e\f"#])
        #expect(DialogWords.split("one\\\ntwo") == ["onetwo"])
        #expect(DialogWords.split(#""" x"#) == ["", "x"])
        #expect(DialogWords.split(#"pre"quoted part"post"#) == ["prequoted partpost"])
        #expect(DialogWords.split("end\\") == ["end"])
    }
}
