import FormWizard
import FormWizardTesting
import Testing

private struct Feedback: Sendable, Equatable {
    var subject = ""
    var body = ""
    var email = ""
}

private func feedback(_ value: Feedback = Feedback(), maxLength: Int? = nil) -> Form<Feedback> {
    Form(
        "Feedback", value: value,
        fields: [
            .text("Subject", \.subject),
            .textArea(
                "Message", \.body, rows: 3, placeholder: "What went well? What did not?", maxLength: maxLength,
                validate: .required()),
            .text("E-mail", \.email),
        ])
}

@MainActor
struct TestTextArea {
    nonisolated static let sizes = [Size(columns: 80, rows: 24), Size(columns: 40, rows: 12)]

    @Test(arguments: sizes) func emptyFilledScrolledLeftAndError(size: Size) async throws {
        let form = await PresentedDialog(feedback(), size: size)
        await form.send(.tab)
        assertSnapshot(form.term, named: "empty.\(size)")
        await form.type("日本語のテキストも折り返します。\nSecond line 👍\nThird\nFourth and last")
        assertSnapshot(form.term, named: "scrolled.\(size)")
        await form.send(.tab)
        assertSnapshot(form.term, named: "left.\(size)")
        await form.send(.backTab, .ctrl("u"), .ctrl("u"), .ctrl("u"), .ctrl("u"), .ctrl("u"), .ctrl("u"), .ctrl("u"))
        await form.send(.tab)
        assertSnapshot(form.term, named: "error.\(size)")
        await form.close()
    }

    @Test func enterMakesLinesAndTabLeaves() async throws {
        let form = await PresentedDialog(feedback())
        await form.type("Hi\t")
        await form.type("one\ntwo\n\nfour\t")
        await form.type("ada@example.com\n")
        #expect(try await form.value == Feedback(subject: "Hi", body: "one\ntwo\n\nfour", email: "ada@example.com"))
    }

    @Test func theFooterSaysEnterMakesANewLine() async throws {
        let form = await PresentedDialog(feedback(), size: Size(columns: 40, rows: 12))
        await form.send(.tab)
        #expect(form.term.rows[9] == "│ Enter new line  Tab next  Esc cancel │")
        await form.close()
    }

    @Test func upAndDownMoveByRowAndLeaveAtTheEdges() async throws {
        let script: [(String, [Key], String)] = [
            ("abc\ndefgh", [.up, .character("X")], "abcX\ndefgh"),
            ("abcdefgh\nxy", [.up, .character("X")], "abXcdefgh\nxy"),
            ("ab\ncd", [.up, .home, .down, .character("X")], "ab\nXcd"),
            ("日本語\nab", [.end, .up, .character("X")], "日X本語\nab"),
            ("abc", [.home, .ctrl("e"), .ctrl("a"), .character("<"), .end, .character(">")], "<abc>"),
        ]
        for (text, keys, expected) in script {
            let form = await PresentedDialog(feedback(Feedback(body: text)))
            form.term.send([.key(.tab)] + keys.map(InputEvent.key) + [.key(.tab), .key(.enter)])
            #expect(try await form.value.body == expected, "\(text) \(keys)")
        }
        let leaving = await PresentedDialog(feedback(Feedback(body: "one\ntwo")))
        leaving.term.send(.tab, .up, .up)
        await leaving.type("S")
        await leaving.send(.down, .down, .down)
        await leaving.type("E\n")
        #expect(try await leaving.value == Feedback(subject: "S", body: "one\ntwo", email: "E"))
    }

    @Test func lineKillsWordDeletionsAndPaste() async throws {
        let script: [(String, [Key], String)] = [
            ("one two\nthree four", [.ctrl("u")], "one two\n"),
            ("one two\nthree four", [.ctrl("u"), .ctrl("u")], "one two"),
            ("one two\nthree four", [.up, .ctrl("k")], "one twothree four"),
            ("one two\nthree four", [.up, .ctrl("k"), .ctrl("k")], "one two"),
            ("one two\nthree four", [.ctrl("w"), .ctrl("w")], "one two\n"),
            ("one two\nthree four", [.alt("b"), .alt("b"), Key(.backspace, modifiers: .alt)], "one three four"),
            ("one two\nthree four", [.home, .alt("f"), .alt("d")], "one two\nthree"),
            ("one two\nthree four", [Key(.left, modifiers: .control), .backspace, .delete], "one two\nthreeour"),
        ]
        for (text, keys, expected) in script {
            let form = await PresentedDialog(feedback(Feedback(body: text)))
            form.term.send([.key(.tab)] + keys.map(InputEvent.key) + [.key(.tab), .key(.enter)])
            #expect(try await form.value.body == expected, "\(text) \(keys)")
        }
        let pasted = await PresentedDialog(feedback())
        pasted.term.send(.tab)
        pasted.term.paste("line 1\r\nline 2\tend\u{7}")
        pasted.term.send(.tab, .enter)
        #expect(try await pasted.value.body == "line 1\nline 2 end")
    }

    @Test func maxLengthCountsLineBreaksAndSaysSo() async throws {
        let form = await PresentedDialog(feedback(maxLength: 5), size: Size(columns: 40, rows: 12))
        await form.send(.tab)
        form.term.paste("ab\ncdef")
        await form.screen.waitUntilIdle()
        #expect(
            form.term.rows[2...5] == [
                "│ Message  ab                          │", "│          cd                          │",
                "│                                      │", "│          Paste cut to 5 characters   │",
            ])
        await form.close()
    }
}
