import Testing

@testable import FormWizardCommandLine

struct TestCompatText {
    @Test func backslashNBreaksALine() {
        #expect(CompatText().apply("one\\ntwo") == "one\ntwo")
    }

    @Test func realLineBreaksBecomeSpacesUnlessCrWrap() {
        #expect(CompatText().apply("one\ntwo") == "one two")
        #expect(CompatText().apply("one \ntwo") == "one two")
        #expect(CompatText(keepsLineBreaks: true).apply("one\ntwo") == "one\ntwo")
    }

    @Test func blanksCollapseUnlessNoCollapse() {
        #expect(CompatText().apply("a  \t b") == "a b")
        #expect(CompatText(collapses: false).apply("a  \t b") == "a  \t b")
    }

    @Test func trimDropsBlanksAtLineStarts() {
        #expect(CompatText(trims: true).apply("  one \\n   two") == "one\ntwo")
    }

    @Test func colorCodesAreStrippedWithColorsOnly() {
        #expect(CompatText(stripsColors: true).apply("\\Z1red\\Zn \\Zbbold\\ZB \\Zx") == "red bold \\Zx")
        #expect(CompatText().apply("\\Z1red") == "\\Z1red")
    }

    @Test func wideAndCombiningTextIsKept() {
        #expect(CompatText().apply("日本  語\\ne\u{301}t\u{E9}") == "日本 語\ne\u{301}t\u{E9}")
    }
}
