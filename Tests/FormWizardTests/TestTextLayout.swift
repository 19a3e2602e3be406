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

    /// A word wider than the line is cut in one pass: the pieces are what measuring the rest of
    /// the word again for each piece gave (the old way, quadratic: a 100 KB word took seconds),
    /// over random words of ASCII, CJK, emoji and clusters, at widths from 1 to 9.
    @Test func cutsLongWordsAsMeasuringTheRestEachTimeDid() {
        let pieces = ["a", "Z", "日", "🙂", "e\u{301}", "👩‍👩‍👧", "🇫🇷", " ", "x"]
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<500 {
            let text = (0..<next(40)).map { _ in pieces[next(pieces.count)] }.joined()
            let width = 1 + next(9)
            #expect(
                TextLayout.wrap(text, width: width) == Self.wrappedAsBefore(text, width: width), "\(text) at \(width)")
        }
        #expect(TextLayout.wrap(String(repeating: "🙂", count: 5), width: 1) == Array(repeating: "🙂", count: 5))
    }

    /// The wrap of one paragraph as it was before 2026-12-07, for comparison: but that a word
    /// ending in a character wider than the line no longer leaves an empty row after it (the
    /// old loop cut that character off as a piece of its own and went on with nothing).
    static func wrappedAsBefore(_ text: String, width: Int) -> [String] {
        if text.utf8.count <= width, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return [text] }
        var lines: [String] = []
        let indent = text.prefix { $0 == " " }.count
        var line = indent < width ? String(repeating: " ", count: indent) : ""
        var lineWidth = line.utf8.count
        var atLineStart = true
        for word in text.dropFirst(indent).split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = DisplayWidth.of(word)
            let separator = atLineStart ? 0 : 1
            if lineWidth + separator + wordWidth <= width {
                if separator == 1 { line.append(" ") }
                line.append(contentsOf: word)
                lineWidth += separator + wordWidth
                atLineStart = atLineStart && word.isEmpty
                continue
            }
            if !atLineStart { lines.append(line) }
            var rest = word
            while DisplayWidth.of(rest) > width, rest.count > 1 {
                var piece = TextLayout.prefix(rest, fitting: width)
                if piece.isEmpty { piece = rest.prefix(1) }
                lines.append(String(piece))
                rest = rest[piece.endIndex...]
            }
            line = String(rest)
            lineWidth = DisplayWidth.of(rest)
            atLineStart = rest.isEmpty
        }
        lines.append(line)
        return lines
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
