import Testing

@testable import FormWizardCommandLine

struct TestLineSplitter {
    /// The lines each chunk completes, then the unterminated rest.
    private func split(_ chunks: [UInt8]..., maximumLength: Int = 4096) -> (lines: [[String]], rest: String?) {
        var splitter = LineSplitter(maximumLength: maximumLength)
        let lines = chunks.map { chunk in chunk.withUnsafeBytes { splitter.split($0) } }
        return (lines, splitter.finish())
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func linesEndAtNewlines() {
        let result = split(bytes("10\n50\n\nXXX\n"))
        #expect(result.lines == [["10", "50", "", "XXX"]])
        #expect(result.rest == nil)
    }

    @Test func aLineMayArriveInPieces() {
        let result = split(bytes("1"), bytes("0\n5"), bytes("0"), bytes("\n"))
        #expect(result.lines == [[], ["10"], [], ["50"]])
        #expect(result.rest == nil)
    }

    @Test func aCarriageReturnBeforeTheNewlineIsDropped() {
        #expect(split(bytes("10\r\n\r\n a\rb\n")).lines == [["10", "", " a\rb"]])
    }

    @Test func theLastLineNeedsNoNewline() {
        let result = split(bytes("10\nAlmost"))
        #expect(result.lines == [["10"]])
        #expect(result.rest == "Almost")
    }

    @Test func aCharacterSplitAcrossChunksIsKept() {
        let word = bytes("日本\n")
        #expect(split(Array(word[0..<2]), Array(word[2..<4]), Array(word[4...])).lines == [[], [], ["日本"]])
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        #expect(
            split([0x61, 0xFF, 0x62, 0x0A, 0xC3, 0x0A, 0xE6, 0x97, 0x41, 0x0A, 0xED, 0xA0, 0x80, 0x0A]).lines == [
                ["a\u{FFFD}b", "\u{FFFD}", "\u{FFFD}A", "\u{FFFD}\u{FFFD}\u{FFFD}"]
            ])
        #expect(split([0x61, 0xC3]).rest == "a\u{FFFD}")
    }

    @Test func aLongLineIsCutAndTheRestSkipped() {
        let result = split(bytes("abcdefgh"), bytes("ijkl\nok\n"), maximumLength: 5)
        #expect(result.lines == [[], ["abcde", "ok"]])
    }

    @Test func aLongLineIsCutBetweenCharacters() {
        // "aé日" is 1 + 2 + 3 bytes: a cut after 2, 3, 4 or 5 bytes must not split a character.
        let text = bytes("aé日本\n")
        #expect(split(text, maximumLength: 2).lines == [["a"]])
        #expect(split(text, maximumLength: 3).lines == [["aé"]])
        #expect(split(text, maximumLength: 5).lines == [["aé"]])
        #expect(split(text, maximumLength: 6).lines == [["aé日"]])
    }

    @Test func aLongLastLineIsCutToo() {
        #expect(split(bytes(String(repeating: "x", count: 100)), maximumLength: 8).rest == "xxxxxxxx")
    }

    @Test func emptyInputHasNoLines() {
        let result = split([])
        #expect(result.lines == [[]])
        #expect(result.rest == nil)
    }
}
