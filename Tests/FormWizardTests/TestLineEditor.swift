import FormWizard
import Testing

struct TestLineEditor {
    /// An editor after `keys`, starting from `text` with the cursor at its end.
    func edited(_ text: String, maxLength: Int? = nil, isSecret: Bool = false, _ keys: Key...) -> LineEditor {
        var editor = LineEditor(text: text, maxLength: maxLength, isSecret: isSecret)
        for key in keys { _ = editor.handle(.key(key)) }
        return editor
    }

    @Test func typingInsertsAtTheCursorInsideCJK() {
        let editor = edited("日本語", .left, .left, .character("x"), .character("👍"))
        #expect(editor.text == "日x👍本語")
        #expect(editor.cursor == 3)
    }

    @Test func cursorMovesByGraphemeCluster() {
        let family = "👩‍👩‍👧"
        #expect(edited("a\(family)é", .left, .left).cursor == 1)
        #expect(edited("a\(family)é", .home, .right, .right).cursor == 2)
        #expect(edited("abc", .ctrl("a")).cursor == 0)
        #expect(edited("abc", .home, .ctrl("e")).cursor == 3)
        #expect(edited("abc", .home, .end).cursor == 3)
        #expect(edited("abc", .ctrl("b"), .ctrl("b"), .ctrl("f")).cursor == 2)
        #expect(edited("abc", .right, .right).cursor == 3)
        #expect(edited("abc", .home, .left).cursor == 0)
    }

    @Test func backspaceAndDeleteRemoveWholeClusters() {
        #expect(edited("a👩‍👩‍👧", .backspace).text == "a")
        #expect(edited("e\u{301}x", .left, .backspace).text == "x")
        #expect(edited("abc", .home, .delete).text == "bc")
        #expect(edited("abc", .home, .ctrl("d")).text == "bc")
        #expect(edited("abc", .home, .backspace).text == "abc")
        #expect(edited("abc", .delete).text == "abc")
        #expect(edited("日本", .ctrl("h")).text == "日")
    }

    @Test func killToStartAndToEnd() {
        let start = edited("hello world", .left, .left, .left, .left, .left, .ctrl("u"))
        #expect(start.text == "world")
        #expect(start.cursor == 0)
        let end = edited("hello world", .left, .left, .left, .left, .left, .ctrl("k"))
        #expect(end.text == "hello ")
        #expect(end.cursor == 6)
        // At the ends there is nothing to kill (a text area would join lines there).
        #expect(edited("hello", .home, .ctrl("u")).text == "hello")
        #expect(edited("hello", .ctrl("k")).text == "hello")
    }

    @Test func ctrlWDeletesTheSpaceSeparatedWordBefore() {
        #expect(edited("git commit -m", .ctrl("w")).text == "git commit ")
        #expect(edited("cd ~/src/form-wizard  ", .ctrl("w")).text == "cd ")
        #expect(edited("one", .ctrl("w")).text == "")
    }

    @Test func wordMovesAndWordDeletions() {
        let text = "héllo 日本, 👍 ok"
        #expect(edited(text, Key(.left, modifiers: .control)).cursor == 12)
        #expect(edited(text, .alt("b"), .alt("b")).cursor == 10)
        #expect(edited(text, .alt("b"), .alt("b"), .alt("b")).cursor == 6)
        #expect(edited(text, .home, Key(.right, modifiers: .control)).cursor == 5)
        #expect(edited(text, .home, .alt("f"), .alt("f")).cursor == 8)
        #expect(edited("foo.bar", Key(.backspace, modifiers: .alt)).text == "foo.")
        #expect(edited("foo.bar baz", .home, .alt("d")).text == ".bar baz")
    }

    @Test func typingStopsAtMaxLength() {
        var editor = LineEditor(text: "日本", maxLength: 3)
        #expect(editor.handle(.key(.character("語"))) == .handled)
        #expect(editor.handle(.key(.character("!"))) == .limited)
        #expect(editor.text == "日本語")
        #expect(LineEditor(text: "abcdef", maxLength: 4).text == "abcd")
    }

    @Test func pasteBecomesOneLineCutToMaxLength() {
        var editor = LineEditor(text: "> ", maxLength: 12)
        #expect(editor.handle(.paste("one\ttwo\r\nthree\u{7}\nfour")) == .limited)
        #expect(editor.text == "> one two th")
        var unlimited = LineEditor()
        #expect(unlimited.handle(.paste("a\nb\u{1B}[31mc")) == .handled)
        #expect(unlimited.text == "a b[31mc")
        #expect(unlimited.cursor == 8)
    }

    @Test func combiningMarkTypedAfterItsLetterJoinsIt() {
        let editor = edited("caf", .character("e"), .character("\u{301}"))
        #expect(editor.text == "café")
        #expect(editor.count == 4)
        #expect(editor.cursor == 4)
    }

    @Test func settingTextPutsTheCursorAtTheEnd() {
        var editor = LineEditor(text: "abc", maxLength: 5)
        editor.moveCursor(to: 1)
        editor.text = "日本語テキスト"
        #expect(editor.text == "日本語テキ")
        #expect(editor.cursor == 5)
    }

    @Test func theViewFollowsTheCursorWithoutSplittingWideCharacters() {
        var editor = LineEditor(text: "ab日本語テキスト")
        editor.scrollToCursor(width: 8)
        #expect(editor.display(width: 8) == .init(text: "キスト", cursorColumn: 6))
        editor.moveCursor(to: 4)
        editor.scrollToCursor(width: 8)
        #expect(editor.display(width: 8) == .init(text: "語テキス", cursorColumn: 0))
        editor.moveCursor(to: 3)
        editor.scrollToCursor(width: 8)
        #expect(editor.display(width: 8) == .init(text: "本語テキ", cursorColumn: 0))
        editor.moveCursor(to: 6)
        editor.scrollToCursor(width: 8)
        #expect(editor.display(width: 8) == .init(text: "本語テキ", cursorColumn: 6))
        editor.moveCursor(to: 0)
        #expect(editor.display(width: 8) == .init(text: "ab日本語", cursorColumn: 0))
    }

    @Test func deletingAtTheEndPullsTheTextBackIntoView() {
        var editor = LineEditor(text: String(repeating: "x", count: 20))
        editor.scrollToCursor(width: 10)
        #expect(editor.display(width: 10) == .init(text: "xxxxxxxxx", cursorColumn: 9))
        for _ in 0..<15 { _ = editor.handle(.key(.backspace)) }
        #expect(editor.display(width: 10) == .init(text: "xxxxx", cursorColumn: 5))
    }

    @Test func aSecretIsMaskedAndNeverDescribed() {
        let editor = edited("hunter2 日本", isSecret: true)
        #expect(editor.display(width: 20) == .init(text: "••••••••••", cursorColumn: 10))
        var dumped = ""
        dump(editor, to: &dumped)
        let descriptions = [
            String(describing: editor), String(reflecting: editor), "\(editor)", dumped,
            String(describing: Mirror(reflecting: editor).children.map(\.value)),
        ]
        #expect(descriptions.allSatisfy { !$0.contains("hunter") && !$0.contains("日本") })
        #expect(String(describing: editor) == "LineEditor(secret)")
    }

    @Test func aSecretIsOneWordForWordCommands() {
        #expect(edited("correct horse", isSecret: true, .alt("b")).cursor == 0)
        #expect(edited("correct horse", isSecret: true, .home, .alt("f")).cursor == 13)
        #expect(edited("correct horse", isSecret: true, .ctrl("w")).text == "")
    }
}
