import FormWizard
import Testing

@testable import FormWizardCommandLine

struct TestCompatText {
    @Test func backslashNBreaksALine() {
        #expect(CompatText().apply("one\\ntwo") == "one\ntwo")
    }

    /// With `--no-nl-expand` dialog shows `one\ntwo␣␣␣three` as typed, its blanks collapsed as
    /// in a text without a typed `\n`.
    @Test func noNewlineExpansionShowsBackslashNAsTyped() {
        #expect(CompatText(expandsTypedBreaks: false).apply("one\\ntwo   three") == "one\\ntwo three")
        #expect(CompatText(expandsTypedBreaks: false).apply("a\\nb\nc") == "a\\nb\nc")
    }

    /// With a typed `\n`, as dialog 1.3 shows `a \n␣␣⏎b␣␣c⇥d⏎e␣⏎f`: a real line break is a
    /// space (none after two blanks) unless `--cr-wrap`; one right after a `\n` is dropped.
    @Test func realLineBreaksBecomeSpacesWithTypedBreaksUnlessCrWrap() {
        #expect(CompatText().apply("one\ntwo\\n") == "one two\n")
        #expect(CompatText().apply("one \ntwo\\n") == "one  two\n")
        #expect(CompatText().apply("one  \ntwo\\n") == "one  two\n")
        #expect(CompatText().apply("a \\n  \nb  c\td\ne \nf") == "a \nb  c d e  f")
        #expect(CompatText(keepsLineBreaks: true).apply("a \\n  \nb  c\td\ne \nf") == "a \nb  c d\ne \nf")
        #expect(CompatText(collapses: false).apply("a\\n b\nc") == "a\n b c")
    }

    /// With a typed `\n`, blanks stay as typed (tabs as spaces): dialog shows
    /// `Hi,\n   this is   日本` with its second line indented.
    @Test func blanksAreKeptWithTypedBreaks() {
        #expect(CompatText().apply("Hi,\\n   this is   日本") == "Hi,\n   this is   日本")
        #expect(CompatText().apply("  x\\n\t  y") == "  x\n   y")
        #expect(CompatText(trims: true).apply("  x\\n\t  y") == "  x\n   y")
    }

    /// Without a typed `\n`, dialog shows `p␣␣q⇥r⏎s` as `p q r` and `s` on the next line, and a
    /// line's leading blanks as one.
    @Test func realLineBreaksAreKeptWithoutTypedBreaks() {
        #expect(CompatText().apply("p  q\tr\ns") == "p q r\ns")
        #expect(CompatText().apply("  lead  x\n  ind  y\n\nz") == " lead x\n ind y\n\nz")
        #expect(CompatText(keepsLineBreaks: true).apply("p  q\tr\ns") == "p q r\ns")
        #expect(CompatText(collapses: false).apply("  lead  x\n  ind") == "  lead  x\n  ind")
    }

    /// `--trim` (without a typed `\n`) makes each run of blanks one space and each real line
    /// break a space, none after a blank, unless `--cr-wrap`; it wins over `--no-collapse`.
    @Test func trimJoinsLinesWithoutTypedBreaks() {
        #expect(CompatText(trims: true).apply("  lead  x\n  ind  y\n\nz") == " lead x ind y z")
        #expect(CompatText(trims: true).apply("p  q\tr\ns") == "p q r s")
        #expect(CompatText(keepsLineBreaks: true, trims: true).apply("  lead  x\n  ind\n\nz") == " lead x\n ind\n\nz")
        #expect(CompatText(collapses: false, trims: true).apply("p  q\tr\ns") == "p q r s")
    }

    /// dialog's window has a tab stop every 8 columns and its text starts at the third, so a
    /// `--no-collapse` tab goes to the text's column 6, 14…; `--tab-correct` makes it a space.
    @Test func noCollapseTabsGoToDialogsTabStops() {
        let text = "a\\n\tb\\nxy\tz\\n123456789\tq\\n\t\tdeep\\n日本\tx"
        let shown = "a\n      b\nxy    z\n123456789     q\n              deep\n日本  x"
        #expect(CompatText(collapses: false).apply(text) == shown)
        #expect(CompatText(collapses: false, readsColors: true).apply("\\Z1ab\\Zn\tc") == "ab    c")
        #expect(CompatText(collapses: false, correctsTabs: true).apply("\tb\tc") == " b c")
        #expect(CompatText(collapses: false, trims: true).apply("\t b\tc") == " b c")
        #expect(CompatText(correctsTabs: true).apply("\t\tb") == " b")
    }

    /// As dialog 1.3 draws them: every `\Z` and the character after it is a code (one it
    /// does not know does nothing), a `\Z` at the very end stays.
    @Test func colorCodesAreReadWithColorsOnly() {
        #expect(CompatText(readsColors: true).apply("\\Z1red\\Zn \\Zbbold\\ZB x\\Zxy \\Z") == "red bold xy \\Z")
        #expect(CompatText().apply("\\Z1red") == "\\Z1red")
        #expect(CompatText().styled("\\Zbbold") == StyledText("\\Zbbold"))
    }

    @Test func colorCodesBecomeRunsThatAddUpUntilN() {
        let text = CompatText(readsColors: true).styled("a \\Zb\\Z1bold red\\ZB red\\Zu\\Zr 日本\\Zn 🍕 \\Z9x")
        #expect(
            text.runs == [
                .init("a "), .init("bold red", attributes: .bold, foreground: .red), .init(" red", foreground: .red),
                .init(" 日本", attributes: [.underline, .reverse], foreground: .red), .init(" 🍕 x"),
            ])
    }

    @Test func wideAndCombiningTextIsKept() {
        #expect(CompatText().apply("日本  語\\ne\u{301}t\u{E9}") == "日本  語\ne\u{301}t\u{E9}")
        #expect(CompatText().apply("日本  語\ne\u{301}  t") == "日本 語\ne\u{301} t")
    }

    /// `--editbox` shows tabs as spaces to the next stop of 8, and writes a line left as it
    /// was with its tabs (an edited line keeps the spaces).
    @Test func editboxExpandsTabsAndWritesThemBack() {
        #expect(CompatText.expandingTabs("a\tb") == "a       b")
        #expect(CompatText.expandingTabs("日本\tx\t") == "日本    x       ")
        let original = ["#!/bin/sh", "\tif true; then", "\t\techo 東京", "fi"]
        let shown = original.map(CompatText.expandingTabs).joined(separator: "\n")
        #expect(CompatText.restoringTabs(in: shown, from: original) == original.joined(separator: "\n") + "\n")
        let edited = ["#!/bin/sh", "        if true; then", "                print 東京", "fi", "exit"].joined(
            separator: "\n")
        #expect(
            CompatText.restoringTabs(in: edited, from: original)
                == "#!/bin/sh\n\tif true; then\n                print 東京\nfi\nexit\n")
        #expect(CompatText.restoringTabs(in: "", from: original) == "")
        #expect(CompatText.restoringTabs(in: "last\n", from: original) == "last\n\n")
        // A line of spaces that reads as a tabbed line elsewhere stays spaces.
        let mixed = ["a\tb", "a       b"]
        let both = mixed.map(CompatText.expandingTabs).joined(separator: "\n")
        #expect(CompatText.restoringTabs(in: both, from: mixed) == "a\tb\na       b\n")
    }
}
