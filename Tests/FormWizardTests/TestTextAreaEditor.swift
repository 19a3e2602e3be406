import Testing

@testable import FormWizard

struct TestTextAreaEditor {
    /// The rows of `text` wrapped to `width`, as strings.
    func rows(_ text: String, width: Int) -> [String] {
        let editor = TextAreaEditor(text: text)
        return editor.rows(width: width).map { String(editor[$0]) }
    }

    @Test func linesWrapAtTheLastSpaceThatFits() {
        #expect(rows("the quick brown fox", width: 10) == ["the quick ", "brown fox"])
        #expect(rows("one\n\ntwo", width: 10) == ["one", "", "two"])
        #expect(rows("", width: 10) == [""])
        #expect(rows("abc\n", width: 10) == ["abc", ""])
    }

    @Test func aWordWiderThanTheRowBreaksBetweenClusters() {
        #expect(rows("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(rows("日本語テキスト", width: 5) == ["日本", "語テ", "キス", "ト"])
        #expect(rows("a👍🏽b", width: 2) == ["a", "👍🏽", "b"])
    }

    @Test func aSpaceAtTheEdgeStaysOnItsRow() {
        #expect(rows("abcd efgh", width: 4) == ["abcd ", "efgh"])
        #expect(rows("ab 日本 cd", width: 5) == ["ab ", "日本 ", "cd"])
    }

    @Test func positionsAndIndicesAgree() {
        let editor = TextAreaEditor(text: "the quick brown fox")
        let rows = editor.rows(width: 10)
        #expect(editor.position(of: 0, in: rows) == (0, 0))
        #expect(editor.position(of: 9, in: rows) == (0, 9))
        #expect(editor.position(of: 10, in: rows) == (1, 0))
        #expect(editor.position(of: 19, in: rows) == (1, 9))
        #expect(editor.index(row: 0, column: 40, in: rows) == 9)
        #expect(editor.index(row: 1, column: 3, in: rows) == 13)
        let wide = TextAreaEditor(text: "日本語\nab")
        #expect(wide.index(row: 0, column: 3, in: wide.rows(width: 10)) == 1)
    }

    @Test func theViewScrollsToTheCursorRow() {
        var editor = TextAreaEditor(text: "1\n2\n3\n4\n5")
        editor.scrollToCursor(width: 10, rows: 2)
        #expect(editor.top == 3)
        editor.moveCursor(to: 0)
        editor.scrollToCursor(width: 10, rows: 2)
        #expect(editor.top == 0)
        editor.moveCursor(to: 4)
        editor.scrollToCursor(width: 10, rows: 2)
        #expect(editor.top == 1)
    }

    @Test func maxLengthCountsLineBreaks() {
        var editor = TextAreaEditor(maxLength: 4)
        let cut = editor.insert("a\nbcd")
        #expect(cut)
        #expect(editor.text == "a\nbc")
    }
}
