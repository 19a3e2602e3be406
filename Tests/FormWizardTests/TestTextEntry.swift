import FormWizard
import FormWizardTesting
import Testing

private struct Profile: Sendable, Equatable {
    var name = ""
    var city = ""
}

private func profile(_ value: Profile = Profile(), maxLength: Int? = nil) -> Form<Profile> {
    Form(
        "Profile", value: value,
        fields: [
            .text("Name", \.name, placeholder: "Ada Lovelace", maxLength: maxLength, validate: .required()),
            .text("City", \.city),
        ])
}

@MainActor
struct TestTextEntry {
    nonisolated static let sizes = [Size(columns: 80, rows: 24), Size(columns: 40, rows: 12)]

    @Test(arguments: sizes) func emptyFilledLeftAndError(size: Size) async throws {
        let form = await PresentedDialog(profile(), size: size)
        assertSnapshot(form.term, named: "empty.\(size)")
        await form.type("日本 Ada 👍🏽")
        assertSnapshot(form.term, named: "filled.\(size)")
        await form.send(.tab)
        assertSnapshot(form.term, named: "left.\(size)")
        await form.send(.backTab, .ctrl("u"), .enter)
        assertSnapshot(form.term, named: "errorOnLeaving.\(size)")
        await form.close()
    }

    @Test func everyEditingCommandWorksInAFormField() async throws {
        let script: [(String, [Key], String)] = [
            ("héllo 日本 👍", [.left, .left, .left, .character("x")], "héllo 日x本 👍"),
            ("héllo 日本 👍", [.ctrl("b"), .ctrl("b"), .ctrl("f"), .backspace], "héllo 日本👍"),
            ("héllo 日本 👍", [.home, .delete, .ctrl("d"), .end, .ctrl("h")], "llo 日本 "),
            ("héllo 日本 👍", [.ctrl("a"), .character("<"), .ctrl("e"), .character(">")], "<héllo 日本 👍>"),
            (
                "héllo 日本 👍", [.home, .right, .right, .right, .right, .right, .right, .right, .character("語")],
                "héllo 日語本 👍"
            ),
            ("one two three", [Key(.left, modifiers: .control), .ctrl("k")], "one two "),
            ("one two three", [.alt("b"), .alt("b"), .ctrl("u")], "two three"),
            ("one two three", [.home, Key(.right, modifiers: .control), .alt("f"), .alt("d")], "one two"),
            ("one two three", [Key(.left, modifiers: .alt), Key(.backspace, modifiers: .alt)], "one three"),
            ("cd ~/src/app", [.ctrl("w")], "cd "),
            ("日本語", [.home, Key(.right, modifiers: .alt), .character("!")], "日本語!"),
        ]
        for (text, keys, expected) in script {
            let form = await PresentedDialog(profile(Profile(name: text)))
            form.term.send(keys.map(InputEvent.key) + [.key(.tab), .key(.enter)])
            #expect(try await form.value.name == expected, "\(text) \(keys)")
        }
    }

    @Test func aLongValueScrollsAndTheViewStaysPutWhileTheCursorMovesInIt() async throws {
        let form = await PresentedDialog(profile(), size: Size(columns: 40, rows: 12))
        await form.type("a" + String(repeating: "日本", count: 15) + "!")
        #expect(form.term.rows[3] == "│ Name  日本日本日本日本日本日本日本!  │")
        #expect(form.term.cursor == Point(x: 37, y: 3))
        for _ in 0..<5 { await form.send(.left) }
        #expect(form.term.rows[3] == "│ Name  日本日本日本日本日本日本日本!  │")
        #expect(form.term.cursor == Point(x: 28, y: 3))
        for _ in 0..<10 { await form.send(.left) }
        #expect(form.term.rows[3] == "│ Name  日本日本日本日本日本日本日本!  │")
        #expect(form.term.cursor == Point(x: 8, y: 3))
        await form.send(.left)
        #expect(form.term.rows[3] == "│ Name  本日本日本日本日本日本日本日本 │")
        #expect(form.term.cursor == Point(x: 8, y: 3))
        await form.send(.home)
        #expect(form.term.rows[3] == "│ Name  a日本日本日本日本日本日本日本  │")
        #expect(form.term.cursor == Point(x: 8, y: 3))
        await form.send(.end)
        #expect(form.term.rows[3] == "│ Name  日本日本日本日本日本日本日本!  │")
        #expect(form.term.cursor == Point(x: 37, y: 3))
        await form.send(.tab, .enter)
        #expect(try await form.value.name == "a" + String(repeating: "日本", count: 15) + "!")
    }

    @Test func maxLengthStopsTypingAndCutsPastesWithANotice() async throws {
        let form = await PresentedDialog(profile(maxLength: 6), size: Size(columns: 40, rows: 12))
        await form.type("Ada Lovelace")
        #expect(
            form.term.rows[3...4] == [
                "│ Name  Ada Lo                         │", "│       At most 6 characters           │",
            ])
        await form.send(.ctrl("u"))
        #expect(
            form.term.rows[3...4] == [
                "│ Name  Ada Lovelace                   │", "│ City                                 │",
            ])
        form.term.paste("日本語\nテキスト")
        await form.screen.waitUntilIdle()
        #expect(
            form.term.rows[3...4] == [
                "│ Name  日本語 テキ                    │", "│       Paste cut to 6 characters      │",
            ])
        await form.send(.tab, .enter)
        #expect(try await form.value.name == "日本語 テキ")
    }

    @Test func aPasteBecomesOneLineAndGoesInOnce() async throws {
        let form = await PresentedDialog(profile())
        await form.type("> ")
        form.term.paste("one\ttwo\r\nthree\u{7}\nfour")
        await form.screen.waitUntilIdle()
        await form.send(.tab, .enter)
        #expect(try await form.value.name == "> one two three four")
    }

    @Test func aMebibytePasteIsCutToMaxLengthAtOnceWithANotice() async throws {
        let form = await PresentedDialog(profile(maxLength: 80))
        form.term.paste(String(repeating: "abcdefgh", count: 131_072))
        await form.screen.waitUntilIdle()
        #expect(
            form.term.rows[9...10] == [
                "                   │ Name  bcdefghabcdefghabcdefghabcdefgh  │",
                "                   │       Paste cut to 80 characters       │",
            ])
        await form.send(.tab, .enter)
        #expect(try await form.value.name == String(repeating: "abcdefgh", count: 10))
    }

    @Test func aMebibytePasteWithoutALimitIsKeptWhole() async throws {
        let form = await PresentedDialog(profile())
        let line = String(repeating: "0123456789", count: 5) + "abcdefg" + "日本\n"  // 64 bytes
        form.term.paste(String(repeating: line, count: 16_384))
        await form.screen.waitUntilIdle()
        await form.send(.tab, .enter)
        let name = try await form.value.name
        #expect(name.utf8.count == 1_048_576)
        #expect(name.hasSuffix("abcdefg日本 "))
    }

    @Test func aTypedCharacterRedrawsOnlyItsCell() async throws {
        let form = await PresentedDialog(profile())
        await form.type("Ada")
        let updates = form.term.updateCount
        await form.type("m")
        #expect(form.term.updateCount == updates + 1)
        #expect(form.term.lastChangeCount == 1)
        await form.send(.tab)
        await form.type("日")
        #expect(form.term.lastChangeCount == 2)
        await form.close()
    }

    @Test func aSecretIsNeverDrawn() async throws {
        struct Login: Sendable { var password = "" }
        let form = await PresentedDialog(
            Form("Unlock", value: Login(), fields: [.secret("Password", \.password)]), size: Size(columns: 40, rows: 12)
        )
        await form.type("hunter2 日本")
        assertSnapshot(form.term, named: "secret")
        await form.send(.enter)
        #expect(try await form.value.password == "hunter2 日本")
    }

    @Test nonisolated func rendersOnEverySmallScreen() {
        drawOnEverySmallScreen(profile(Profile(name: "héllo 日本 👍")), after: [.left, .character("x"), .tab, .tab])
    }
}
