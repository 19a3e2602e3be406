import FormWizard
import Testing

@testable import FormWizardCurses

/// The rest of a paste read from the tty directly (`KeyDecoder.decodePaste(bytes:)`).
struct TestDirectPaste {
    private static let pasteStart: Int32 = 0o1000

    /// A decoder in the middle of a paste that began with `begun`.
    private func pasting(_ begun: String = "") -> KeyDecoder {
        var table = KeyCodeTable.standard
        table[Self.pasteStart] = .pasteStart
        var decoder = KeyDecoder(keyCodes: table)
        _ = decoder.decode([.keyCode(Self.pasteStart)] + begun.utf8.map(RawInput.byte))
        return decoder
    }

    @Test func endMarkerInTheMiddle() {
        var decoder = pasting("x")
        let (events, used) = decoder.decodePaste(bytes: Array("abc\u{1B}[201~yz".utf8))
        #expect(events == [.paste("xabc")])
        #expect(used == 9)
        #expect(!decoder.isPasting)
    }

    @Test func endMarkerSplitAcrossReads() {
        var decoder = pasting()
        let first = decoder.decodePaste(bytes: Array("ab\u{1B}[2".utf8))
        #expect(first.events == [])
        #expect(first.used == 5)
        let second = decoder.decodePaste(bytes: Array("01~k".utf8))
        #expect(second.events == [.paste("ab")])
        #expect(second.used == 3)
    }

    @Test func somethingLikeTheMarkerIsText() {
        var decoder = pasting()
        let (events, used) = decoder.decodePaste(bytes: Array("a\u{1B}[2x\u{1B}\u{1B}[201~".utf8))
        #expect(events == [.paste("a[2x")])
        #expect(used == 12)
    }

    @Test func characterSplitAcrossReads() {
        var decoder = pasting()
        #expect(decoder.decodePaste(bytes: [0x61, 0xE6, 0x97]).events == [])
        #expect(decoder.decodePaste(bytes: [0xA5] + Array("\u{1B}[201~".utf8)).events == [.paste("a日")])
    }

    @Test func characterCutShortByTheMarker() {
        var decoder = pasting()
        #expect(decoder.decodePaste(bytes: [0x61, 0xE6] + Array("\u{1B}[201~".utf8)).events == [.paste("a\u{FFFD}")])
    }

    @Test func returnsAreNewlines() {
        var decoder = pasting()
        #expect(decoder.decodePaste(bytes: Array("a\rb\r\nc\u{1B}[201~".utf8)).events == [.paste("a\nb\nc")])
    }

    @Test func withoutAPasteNothingIsUsed() {
        var decoder = KeyDecoder()
        let (events, used) = decoder.decodePaste(bytes: Array("abc".utf8))
        #expect(events == [])
        #expect(used == 0)
    }

    @Test(.timeLimit(.minutes(1)))
    func megabyteInReadsOf64KiB() {
        var decoder = pasting()
        let line = Array("The quick brown fox jumps over the lazy dog, 日本語も。\r".utf8)
        var text: [UInt8] = []
        while text.count < 1 << 20 { text += line }
        let input = text + Array("\u{1B}[201~".utf8)
        var events: [InputEvent] = []
        var start = 0
        while start < input.count {
            let end = min(start + 64 * 1024, input.count)
            let (decoded, used) = decoder.decodePaste(bytes: input[start..<end])
            events += decoded
            start += used
        }
        #expect(events == [.paste(String(decoding: text, as: UTF8.self).replacing("\r", with: "\n"))])
    }
}
