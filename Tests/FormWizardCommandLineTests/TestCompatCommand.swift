import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

/// `formwizard dialog …` and `formwizard whiptail …` driven by keys on a virtual terminal.
@MainActor
struct TestCompatCommand {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let clock = TestClock()
    private let screen: Screen

    init() {
        screen = Screen(terminal: term, clock: clock)
    }

    /// Starts the compat command `arguments` select and waits until its first box is up.
    private func start(_ arguments: String...) async throws -> Task<CommandResult, Never> {
        let result = screen.start(try command(arguments))
        await eventually("the first box is shown") { screen.presentationCount >= 1 }
        await screen.waitUntilIdle()
        return result
    }

    @Test func msgboxShowsItsTextAndOK() async throws {
        let result = try await start(
            "dialog", "--title", "MESSAGE BOX", "--msgbox", "Hi,\\n   this is   日本 🍕", "10", "41")
        assertSnapshot(term)
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0))
    }

    /// With a typed `\n`, dialog 1.3 keeps the blanks as typed and makes a real line break a
    /// space (checked in tmux: `   this is   日本` then `  indented  too`).
    @Test func msgboxKeepsBlanksAfterTypedLineBreaks() async throws {
        let result = try await start("dialog", "--msgbox", "Hi,\\n   this is   日本\\n  indented\n too", "8", "40")
        assertSnapshot(term)
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0))
    }

    /// dialog's `mixedform2` shows its answers tab-indented in a `--no-collapse` message box.
    @Test func noCollapseMsgboxIndentsTabsAsDialogDoes() async throws {
        let result = try await start(
            "dialog", "--no-collapse", "--cr-wrap", "--msgbox", "Resulting data:\n\tName\tAda\n\t日本\tx", "10", "40")
        assertSnapshot(term)
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0))
    }

    @Test func yesnoWithExtraAndHelpButtons() async throws {
        let arguments = [
            "dialog", "--extra-button", "--extra-label", "Maybe", "--help-button", "--yesno", "Go?", "0", "0",
        ]
        let shown = screen.start(try command(arguments))
        await eventually("the question is shown") { screen.presentationCount == 1 }
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.right, .enter)
        #expect(await shown.value == CommandResult(code: 3))
        for (keys, code) in [
            ([Key.enter], Int32(0)), ([.right, .right, .enter], 1), ([.right, .right, .right, .enter], 2),
            ([.escape], 255),
        ] {
            let result = screen.start(try command(arguments))
            await eventually("the question is shown") { screen.presentationCount == 1 }
            await screen.waitUntilIdle()
            term.send(keys.map(InputEvent.key))
            #expect(await result.value == CommandResult(code: code), "keys \(keys)")
        }
    }

    /// `--backtitle` is drawn at the top left with a rule under it, as dialog draws it.
    @Test func backtitleIsDrawnAtTheTop() async throws {
        let result = screen.start(try command("dialog", "--backtitle", "Setup 東京 🚀", "--msgbox", "Hi", "0", "0"))
        await eventually("the back title and the box are shown") { screen.presentationCount == 2 }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "backtitle")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0))
    }

    @Test func defaultnoFocusesNo() async throws {
        let result = try await start("dialog", "--defaultno", "--yesno", "Go?", "0", "0")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 1))
    }

    @Test func inputboxWritesToStandardErrorAndTellsEscFromCancel() async throws {
        let typed = try await start("dialog", "--inputbox", "Name?", "0", "0", "Ada")
        term.type(" 日本")
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.enter)
        #expect(await typed.value == CommandResult(code: 0, errorOutput: "Ada 日本"))
        let cancelled = try await start("dialog", "--inputbox", "Name?", "0", "0")
        term.send(.tab, .right, .enter)
        #expect(await cancelled.value == CommandResult(code: 1))
        let escaped = try await start("dialog", "--inputbox", "Name?", "0", "0")
        term.send(.escape)
        #expect(await escaped.value == CommandResult(code: 255))
    }

    @Test func stdoutAndEnvironmentOverrides() async throws {
        let invocation = FormWizardCommand.parse(
            ["dialog", "--stdout", "--passwordbox", "PIN", "0", "0"],
            environment: { $0 == "DIALOG_ESC" ? "7" : nil })
        guard case .run(let command) = invocation else { throw ParseFailure(arguments: []) }
        let typed = screen.start(command)
        await eventually("the box is shown") { screen.presentationCount == 1 }
        term.type("1234")
        term.send(.enter)
        #expect(await typed.value == CommandResult(code: 0, output: "1234"))
        let escaped = screen.start(command)
        await eventually("the box is shown") { screen.presentationCount == 1 }
        term.send(.escape)
        #expect(await escaped.value == CommandResult(code: 7))
    }

    /// dialog's password box shows nothing of what is typed, not even its length, unless
    /// `--insecure` (then `*`); whiptail's shows `*` (all three checked in tmux beside ours).
    @Test func passwordsShowAsTheImitatedProgramShowsThem() async throws {
        let cases: [(arguments: [String], shown: String)] = [
            (["dialog", "--passwordbox", "PIN", "10", "40"], ""),
            (["dialog", "--insecure", "--passwordbox", "PIN", "10", "40"], "***"),
            (["whiptail", "--passwordbox", "PIN", "10", "40"], "***"),
            (["dialog", "--passwordform", "F", "12", "50", "2", "Pw:", "1", "1", "", "1", "6", "20", "0"], ""),
            (
                [
                    "dialog", "--insecure", "--passwordform", "F", "12", "50", "2", "Pw:", "1", "1", "", "1", "6", "20",
                    "0",
                ], "***"
            ),
        ]
        for test in cases {
            let result = screen.start(try command(test.arguments))
            await eventually("the box is shown") { screen.presentationCount == 1 }
            await screen.waitUntilIdle()
            let before = term.lines
            term.type("abc")
            await screen.waitUntilIdle()
            let changed = zip(before, term.lines).filter { $0 != $1 }.map(\.1)
            #expect(changed.allSatisfy { !$0.contains("a") && !$0.contains("•") }, "\(test.arguments): \(changed)")
            if test.shown.isEmpty {
                #expect(changed.isEmpty, "\(test.arguments): \(changed)")
            } else {
                #expect(changed.count == 1 && changed[0].contains(test.shown), "\(test.arguments): \(changed)")
            }
            term.send(.enter)
            #expect(await result.value.code == 0)
            #expect(await result.value.errorOutput?.hasPrefix("abc") == true)
        }
    }

    /// A box's error goes to standard error, never into the answer `--stdout` or
    /// `--output-fd 1` captures (as dialog keeps them apart); answers before it stay captured.
    @Test func errorsStayOffTheCapturedAnswer() async throws {
        let missing = "/nonexistent/formwizard-missing.txt"
        for destination in [["--stdout"], ["--output-fd", "1"]] {
            let failed = screen.start(try command(["dialog"] + destination + ["--textbox", missing, "0", "0"]))
            let result = await failed.value
            #expect(result.code == 255, "\(result)")
            #expect(result.output == nil, "\(result)")
            #expect(result.errorOutput?.hasPrefix("dialog: ") == true, "\(result)")
            #expect(result.errorOutput?.contains(missing) == true, "\(result)")
        }
        let chained = screen.start(
            try command(["dialog", "--stdout", "--inputbox", "Name", "0", "0", "--textbox", missing, "0", "0"]))
        await eventually("the input box is shown") { screen.presentationCount == 1 }
        term.type("Ada")
        term.send(.enter)
        let result = await chained.value
        #expect(result.output?.hasPrefix("Ada") == true, "\(result)")
        #expect(result.output?.contains(missing) == false, "\(result)")
        #expect(result.errorOutput?.contains(missing) == true, "\(result)")
    }

    @Test func checklistQuotesTagsOrSeparatesThem() async throws {
        let items = ["a b", "Apple", "off", "Dog", "Dog", "on", "Cat", "Cat", "off"]
        let quoted = screen.start(try command(["dialog", "--checklist", "Pets", "0", "0", "0"] + items))
        await eventually("the list is shown") { screen.presentationCount == 1 }
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.character(" "), .enter)
        #expect(await quoted.value == CommandResult(code: 0, errorOutput: "\"a b\" Dog"))
        let separate = screen.start(
            try command(["dialog", "--separate-output", "--checklist", "Pets", "0", "0", "0"] + items))
        await eventually("the list is shown") { screen.presentationCount == 1 }
        term.send(.end, .character(" "), .enter)
        #expect(await separate.value == CommandResult(code: 0, errorOutput: "Dog\nCat\n"))
        let whiptail = screen.start(try command(["whiptail", "--checklist", "Pets", "0", "0", "0"] + items))
        await eventually("the list is shown") { screen.presentationCount == 1 }
        term.send(.enter)
        #expect(await whiptail.value == CommandResult(code: 0, errorOutput: "\"Dog\""))
    }

    @Test func menuAndRadiolistWriteTheTag() async throws {
        let menu = try await start("dialog", "--default-item", "b", "--menu", "Pick", "0", "0", "0", "a", "A", "b", "B")
        term.send(.enter)
        #expect(await menu.value == CommandResult(code: 0, errorOutput: "b"))
        let radio = try await start("dialog", "--radiolist", "One", "0", "0", "0", "x", "X", "off", "y", "Y", "on")
        term.send(.character(" "), .enter)
        #expect(await radio.value == CommandResult(code: 0, errorOutput: "x"))
        // Nothing marked: dialog answers Enter with nothing, and so does the drop-in.
        let unmarked = try await start("dialog", "--radiolist", "One", "0", "0", "0", "x", "X", "off", "y", "Y", "off")
        term.send(.down, .enter)
        await eventually("Enter with nothing marked closed the list") { screen.presentationCount == 0 }
        try #require(screen.presentationCount == 0)
        #expect(await unmarked.value == CommandResult(code: 0))
        let escaped = try await start("dialog", "--menu", "Pick", "0", "0", "0", "a", "A")
        term.send(.escape)
        #expect(await escaped.value == CommandResult(code: 255))
    }

    /// dialog 1.3 writes `1` here: the separator comes before an answer, once a second box that
    /// asks something has been shown, and Esc writes nothing (`TestCompatChain`, and
    /// Tests/BesideReal/chains.tsv beside the real program).
    @Test func andWidgetRunsBoxesInOneScreenAndStopsAtEsc() async throws {
        let result = try await start(
            "dialog", "--separate-widget", "|", "--inputbox", "One", "0", "0", "1", "--and-widget", "--msgbox", "Two",
            "0", "0", "--and-widget", "--inputbox", "Three", "0", "0", "3", "--and-widget", "--msgbox", "never", "0",
            "0")
        term.send(.enter)
        await eventually("the message is shown") { screen.presentationCount == 1 }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "second")
        term.send(.enter)
        await eventually("the third box is shown") { screen.presentationCount == 1 }
        await screen.waitUntilIdle()
        term.send(.escape)
        #expect(await result.value == CommandResult(code: 255, errorOutput: "1"))
    }

    @Test func formWritesALinePerFieldAndEscIsTold() async throws {
        let form = ["--form", "Account", "0", "0", "0", "Name:", "1", "1", "Ada", "1", "8", "20", "0"]
        let fields = form + ["UID:", "2", "1", "1000", "2", "8", "0", "0"]
        let submitted = screen.start(try command(["dialog"] + fields))
        await eventually("the form is shown") { screen.presentationCount == 1 }
        await screen.waitUntilIdle()
        // The cursor starts at the start of the field, as dialog's.
        term.send(.end)
        term.type(" 日本")
        term.send(.enter)
        #expect(await submitted.value == CommandResult(code: 0, errorOutput: "Ada 日本\n1000\n"))
        let escaped = screen.start(try command(["dialog"] + form))
        await eventually("the form is shown") { screen.presentationCount == 1 }
        term.send(.escape)
        #expect(await escaped.value == CommandResult(code: 255))
    }

    /// A timeout exits as Esc does (255), as dialog 1.3 does unless `DIALOG_TIMEOUT` is set.
    @Test func timeoutExitsAsEsc() async throws {
        let result = try await start("dialog", "--timeout", "3", "--yesno", "Go?", "0", "0")
        clock.advance(by: .seconds(3))
        #expect(await result.value == CommandResult(code: 255))
    }

    /// An info box last ends at once with the box still drawn and the screen shut down, on the
    /// normal screen (as `formwizard infobox`), so that it stays after the exit as dialog's does.
    @Test func infoboxLastIsLeftOnTheNormalScreen() async throws {
        let infobox = try command("dialog", "--title", "Deploy 🚀", "--infobox", "東京 に配備中…\\n2 of 5 up", "0", "0")
        #expect(!infobox.usesAlternateScreen)
        #expect(await infobox.run(on: screen) == CommandResult(code: 0))
        #expect(screen.isShutDown)
        assertSnapshot(term, named: "left")
        let chained = try command("dialog", "--infobox", "Wait", "0", "0", "--and-widget", "--msgbox", "Done", "0", "0")
        #expect(chained.usesAlternateScreen)
    }

    /// `--fselect` and `--dselect` answer Enter with the path in dialog's field: the path as
    /// given, or with a name typed after it; once the selection moves, Enter is the picker's.
    @Test func fselectEnterWritesThePathTyped() async throws {
        let given = try await start("dialog", "--fselect", "/tmp/", "0", "0")
        term.send(.enter)
        #expect(await given.value == CommandResult(code: 0, errorOutput: "/tmp/"))
        let typed = try await start("dialog", "--fselect", "/tmp", "0", "0")
        await screen.waitUntilIdle()
        term.type("notes.txt")
        term.send(.enter)
        #expect(await typed.value == CommandResult(code: 0, errorOutput: "/tmp/notes.txt"))
        let folder = try await start("dialog", "--dselect", "/", "0", "0")
        term.send(.enter)
        #expect(await folder.value == CommandResult(code: 0, errorOutput: "/"))
        let escaped = try await start("dialog", "--fselect", "/tmp/", "0", "0")
        term.send(.escape)
        #expect(await escaped.value == CommandResult(code: 255))
    }

    /// A mixed gauge is left on the terminal as an info box is: its text, a row per task, the
    /// percentage.
    @Test func mixedgaugeIsLeftOnTheNormalScreen() async throws {
        let gauge = try command(
            "dialog", "--title", "Install", "--mixedgauge", "Packages 📦", "0", "0", "40", "libc", "0", "東京", "-30",
            "doc", "7")
        #expect(!gauge.usesAlternateScreen)
        #expect(await gauge.run(on: screen) == CommandResult(code: 0))
        #expect(screen.isShutDown)
        assertSnapshot(term, named: "mixedgauge")
    }

    /// `--tailbox` follows the file as `formwizard tailbox` does: a line appended is shown;
    /// Enter answers OK, Esc 255.
    @Test func tailboxFollowsTheFile() async throws {
        let file = FollowedPath()
        try file.put("1 🍣 寿司 ok\n")
        let result = screen.start(try command("dialog", "--tailbox", file.path, "0", "0"))
        await checkTheFile()
        try file.put("2 東京 appended ✨\n")
        await checkTheFile()
        assertSnapshot(term, named: "tailbox")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0))
        let escaped = screen.start(try command("dialog", "--title", "Log", "--tailbox", file.path, "0", "0"))
        await checkTheFile()
        term.send(.escape)
        #expect(await escaped.value == CommandResult(code: 255))
    }

    /// Lets the followed file be checked once more and the box take what was read.
    private func checkTheFile() async {
        await screen.waitUntilIdle()
        clock.advance(by: FollowedFile.defaultInterval)
        await screen.waitUntilIdle()
        clock.advance(by: OutputBox.frameInterval)
        await screen.waitUntilIdle()
    }
}
