import FormWizard
import Testing

struct TestTextLayout {
    @Test func wrapsAtSpacesByDisplayWidth() {
        #expect(
            TextLayout.wrap("Delete 3 files from the trash?", width: 12) == ["Delete 3", "files from", "the trash?"])
    }

    @Test func wrapsWideCharactersByColumnsNotCount() {
        #expect(TextLayout.wrap("日本語のテキスト", width: 5) == ["日本", "語の", "テキ", "スト"])
    }

    @Test func breaksAWordLongerThanTheLine() {
        #expect(TextLayout.wrap("supercalifragilistic", width: 8) == ["supercal", "ifragili", "stic"])
    }

    @Test func keepsExplicitLineBreaksAndEmptyLines() {
        #expect(TextLayout.wrap("one\n\ntwo\r\nthree", width: 10) == ["one", "", "two", "three"])
    }

    /// A line's indent stays (as on one ASCII line that fits, which is returned as it is); the
    /// spaces where a line breaks go, and an indent with no room after it goes too.
    @Test func keepsALinesIndent() {
        #expect(TextLayout.wrap("a\n      b  c\n  日本 語", width: 10) == ["a", "      b  c", "  日本 語"])
        #expect(TextLayout.wrap("  one two three", width: 9) == ["  one two", "three"])
        #expect(TextLayout.wrap("        longword", width: 9) == ["longword"])
        #expect(TextLayout.wrap("one   two", width: 3) == ["one", "two"])
    }

    @Test func wrapToZeroWidthGivesNoLines() {
        #expect(TextLayout.wrap("text", width: 0) == [])
    }

    @Test func truncatesWithAnEllipsisByColumns() {
        #expect(TextLayout.truncate("héllo 日本", to: 7) == "héllo…")
        #expect(TextLayout.truncate("日本語", to: 4) == "日…")
        #expect(TextLayout.truncate("short", to: 5) == "short")
        #expect(TextLayout.truncate("anything", to: 0) == "")
    }
}

struct TestTextLayoutDisplayable {
    @Test func tabsGoToTheNextStopAndControlsAreShown() {
        #expect(TextLayout.displayable("a\tb") == "a       b")
        #expect(TextLayout.displayable("東京\tx") == "東京    x")
        #expect(TextLayout.displayable("a\tb\tc", tabOffset: 1) == "a      b       c")
        #expect(TextLayout.displayable("\u{1B}[31m\u{07}\u{7F}") == "^[[31m^G^?")
        #expect(TextLayout.displayable("a\u{85}b\u{2028}c\rd") == "a\u{FFFD}b\u{FFFD}c^Md")
        #expect(TextLayout.displayable("plain") == "plain")
    }
}
