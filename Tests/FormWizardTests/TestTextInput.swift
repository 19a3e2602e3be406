import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestTextInput {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    @Test(arguments: sizes) func emptyFieldShowsPlaceholderAndCursor(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task {
            try await screen.textInput(
                "Your name", message: "What should we call you on the leaderboard?", placeholder: "Ada Lovelace")
        }
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await answer.value }
    }

    @Test(arguments: sizes) func typedCJKAndEmojiWithButtonsFocused(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.textInput("名前 👤", message: "お名前を入力してください。") }
        await screen.waitUntilIdle()
        term.type("héllo 日本 👍")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "typedCJKAndEmoji.field.\(size)")
        term.send(.tab)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "typedCJKAndEmoji.buttons.\(size)")
        term.send(.enter)
        #expect(try await answer.value == "héllo 日本 👍")
    }

    @Test func enterInTheFieldSubmitsTheEditedText() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.textInput("Branch", text: "feature/old") }
        await screen.waitUntilIdle()
        term.send(.ctrl("w"))
        term.type("feature/new-dialogs")
        term.send(.home, .delete, .character("F"), .enter)
        #expect(try await answer.value == "Feature/new-dialogs")
    }

    @Test func everyEditingKeyReachesTheField() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let script: [(String, [Key], String)] = [
            ("héllo 日本 👍", [.left, .left, .left, .character("x")], "héllo 日x本 👍"),
            ("héllo 日本 👍", [.ctrl("b"), .ctrl("b"), .ctrl("f"), .backspace], "héllo 日本👍"),
            ("héllo 日本 👍", [.home, .delete, .ctrl("d"), .end, .ctrl("h")], "llo 日本 "),
            ("héllo 日本 👍", [.ctrl("a"), .character("<"), .ctrl("e"), .character(">")], "<héllo 日本 👍>"),
            ("one two three", [Key(.left, modifiers: .control), .ctrl("k")], "one two "),
            ("one two three", [.alt("b"), .alt("b"), .ctrl("u")], "two three"),
            ("one two three", [.home, Key(.right, modifiers: .control), .alt("f"), .alt("d")], "one two"),
            ("one two three", [Key(.left, modifiers: .alt), Key(.backspace, modifiers: .alt)], "one three"),
            ("cd ~/src/app", [.ctrl("w")], "cd "),
            ("日本語", [.home, Key(.right, modifiers: .alt), .character("!")], "日本語!"),
        ]
        for (text, keys, expected) in script {
            let answer = Task { try await screen.textInput("Edit", text: text) }
            await screen.waitUntilIdle()
            term.send(keys.map(InputEvent.key) + [.key(.enter)])
            #expect(try await answer.value == expected, "\(text) \(keys)")
        }
    }

    @Test func tabMovesFocusFieldOKCancelField() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.textInput("Name", text: "Ada") }
        await screen.waitUntilIdle()
        #expect(term.cursor == Point(x: 5, y: 4))
        term.send(.tab)
        await screen.waitUntilIdle()
        #expect(term.cursor == nil)
        #expect(term.lines[6] == "│          < OK >  < Cancel >          │")
        #expect(
            term.styledRuns.filter { $0.hasPrefix("row 6 ") && $0.contains("reverse") } == [
                "row 6 col 11 \"< \" bold,reverse", "row 6 col 13 \"O\" bold,reverse,underline",
                "row 6 col 14 \"K >\" bold,reverse",
            ])
        term.send(.tab, .tab)
        await screen.waitUntilIdle()
        #expect(term.cursor == Point(x: 5, y: 4))
        term.type("!")
        term.send(.backTab, .backTab, .enter)
        #expect(try await answer.value == "Ada!")
    }

    @Test func cancelButtonAndItsHotkeyCancel() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let viaButton = Task { try await screen.textInput("Name", text: "Ada") }
        await screen.waitUntilIdle()
        term.send(.tab, .right, .enter)
        await #expect(throws: CancellationError.self) { try await viaButton.value }

        let viaHotkey = Task { try await screen.textInput("Name", text: "Ada") }
        await screen.waitUntilIdle()
        term.send(.backTab, .character("o"))
        #expect(try await viaHotkey.value == "Ada")

        let viaShiftTab = Task { try await screen.textInput("Name", text: "Ada") }
        await screen.waitUntilIdle()
        term.send(.backTab, .character("c"))
        await #expect(throws: CancellationError.self) { try await viaShiftTab.value }
    }

    @Test func lettersTypeIntoTheFieldButPressButtonsWhenTheyHaveFocus() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.textInput("Word") }
        await screen.waitUntilIdle()
        term.type("cocoa")
        term.send(.down, .up)
        term.type("!")
        term.send(.tab, .character("o"))
        #expect(try await answer.value == "cocoa!")
    }

    @Test func escapeCancelsFromTheField() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.textInput("Name", text: "typed") }
        await screen.waitUntilIdle()
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await answer.value }
        #expect(term.lines.allSatisfy { $0 == String(repeating: " ", count: 40) })
    }

    @Test func longTextScrollsAndKeepsWideCharactersWhole() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.textInput("Note") }
        await screen.waitUntilIdle()
        term.type("a" + String(repeating: "日本", count: 15) + "!")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "longText.end.\(term.size)")
        term.send(.home)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "longText.home.\(term.size)")
        term.send(.end)
        for _ in 0..<20 { term.send(.left) }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "longText.middle.\(term.size)")
        term.send(.enter)
        #expect(try await answer.value == "a" + String(repeating: "日本", count: 15) + "!")
    }

    @Test func pasteCutToMaxLengthShowsANoticeUntilTheNextKey() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.textInput("Code", message: "Six characters.", maxLength: 6) }
        await screen.waitUntilIdle()
        term.paste("AB-12\n34-XY")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "pasteCut.notice.\(term.size)")
        term.send(.backspace)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "pasteCut.afterKey.\(term.size)")
        term.type("9Z")
        await screen.waitUntilIdle()
        #expect(term.lines[6] == "     │ At most 6 characters      │      ")
        term.send(.enter)
        #expect(try await answer.value == "AB-129")
    }

    @Test func pasteWhileAButtonHasFocusGoesIntoTheField() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.textInput("Path") }
        await screen.waitUntilIdle()
        term.send(.tab)
        term.paste("/usr/local\n")
        term.send(.enter)
        #expect(try await answer.value == "/usr/local ")
    }

    @Test func aMebibytePasteIsKeptWhole() async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.textInput("Paste") }
        await screen.waitUntilIdle()
        let line = String(repeating: "0123456789", count: 5) + "abcdefg" + "日本\n"  // 64 bytes
        term.paste(String(repeating: line, count: 16_384))
        term.type("!")
        term.send(.enter)
        let value = try await answer.value
        #expect(value.utf8.count == 1_048_576 + 1)
        #expect(value.hasSuffix("日本 !"))
    }

    @Test func aMebibytePasteIsCutToMaxLength() async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.textInput("Paste", maxLength: 80) }
        await screen.waitUntilIdle()
        term.paste(String(repeating: "abcdefgh", count: 131_072))
        await screen.waitUntilIdle()
        #expect(term.lines[11] == "        │ Paste cut to 80 characters                                   │        ")
        term.send(.enter)
        #expect(try await answer.value == String(repeating: "abcdefgh", count: 10))
    }

    @Test func aPasteThatFitsClearsTheNoticeOfOneThatDidNot() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.textInput("Code", maxLength: 6) }
        await screen.waitUntilIdle()
        term.paste("1234567")
        await screen.waitUntilIdle()
        #expect(term.lines[5] == "     │ Paste cut to 6 characters │      ")
        term.send(.ctrl("u"))
        term.paste("12")
        await screen.waitUntilIdle()
        #expect(term.lines[5] == "     │                           │      ")
        term.send(.enter)
        #expect(try await answer.value == "12")
    }

    @Test func rendersOnEverySmallScreen() {
        let input = TextInput(title: "名前", message: "Who are you?", text: "héllo 日本 👍", placeholder: "Ada")
        drawOnEverySmallScreen(input, after: [.left, .character("x"), .home])
        drawOnEverySmallScreen(input, after: [.tab])
        drawOnEverySmallScreen(Password(title: "Unlock", message: "Passphrase:"), after: [.character("x")])
    }
}
