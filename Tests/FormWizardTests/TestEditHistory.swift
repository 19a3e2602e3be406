import Testing

@testable import FormWizard

/// Undo steps of the text area's editor (`keepsHistory`), without a screen.
struct TestEditHistory {
    private func editor(_ text: String = "") -> TextAreaEditor {
        TextAreaEditor(text: text, keepsHistory: true)
    }

    private func type(_ text: String, into editor: inout TextAreaEditor) {
        for character in text { _ = editor.handle(.key(.character(character)), width: 20) }
    }

    @Test func typingGroupsByWordAndNewLines() {
        var editor = editor()
        type("one two\nthree", into: &editor)
        #expect(editor.history?.undoSteps.map(\.inserted) == ["one ", "two\n", "three"])
        #expect(editor.undo() as Bool)
        #expect(editor.text == "one two\n")
        #expect(editor.undo() as Bool)
        #expect(editor.text == "one ")
        #expect(editor.redo() as Bool)
        #expect(editor.redo() as Bool)
        #expect(editor.text == "one two\nthree")
        let redone = editor.redo()
        #expect(!redone)
    }

    @Test func modifiedFollowsUndoAndANewEditAfterUndoingLosesTheWayBack() {
        var editor = editor("abc")
        #expect(editor.history?.isModified == false)
        type("x", into: &editor)
        #expect(editor.history?.isModified == true)
        _ = editor.undo()
        #expect(editor.history?.isModified == false && editor.text == "abc")
        _ = editor.redo()
        _ = editor.undo()
        #expect(editor.history?.isModified == false)
        _ = editor.handle(.key(.end), width: 20)
        type("y", into: &editor)
        let redone = editor.redo()
        #expect(editor.history?.isModified == true && !redone)
        _ = editor.undo()
        #expect(editor.history?.isModified == false && editor.text == "abc")
    }

    @Test func theOldestStepsGoPastTheLimit() {
        var history = EditHistory(limit: 2)
        for offset in 0..<3 {
            history.record(
                EditHistory.Change(
                    offset: offset, removed: "", inserted: "a", cursorBefore: offset, cursorAfter: offset + 1,
                    kind: .other))
        }
        #expect(history.undoSteps.map(\.offset) == [1, 2])
        #expect(history.isModified)
        _ = history.popUndo()
        _ = history.popUndo()
        #expect(history.isModified)  // the text as made is three steps back: out of reach
    }

    @Test func aFormsTextAreaKeepsNoHistory() {
        var editor = TextAreaEditor(text: "a")
        type("bc", into: &editor)
        let undone = editor.undo()
        #expect(editor.history == nil && !undone)
    }

    @Test func theLineCountFollowsEditsUndoAndRedo() {
        var editor = editor("a\nb\r\nc")
        func expectLines(_ comment: Comment) {
            #expect(
                editor.lineCount == editor.text.split(separator: "\n", omittingEmptySubsequences: false).count, comment)
        }
        expectLines("made")
        type("x\ny\n", into: &editor)
        expectLines("typed")
        _ = editor.handle(.paste("1\n2\n3"), width: 20)
        _ = editor.handle(.key(.ctrl("u")), width: 20)
        _ = editor.handle(.key(.backspace), width: 20)
        expectLines("deleted")
        while editor.undo() {}
        expectLines("undone")
        while editor.redo() {}
        expectLines("redone")
        editor.text = "\n\n"
        expectLines("set")
    }
}
