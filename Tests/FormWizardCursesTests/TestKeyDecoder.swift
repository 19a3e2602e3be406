import FormWizard
import Testing

@testable import FormWizardCurses

/// Key codes as curses.h defines them (X/Open values), written out so that the tests check
/// the table rather than repeat it.
private enum Code {
    static let down: Int32 = 0o402
    static let up: Int32 = 0o403
    static let left: Int32 = 0o404
    static let right: Int32 = 0o405
    static let home: Int32 = 0o406
    static let backspace: Int32 = 0o407
    static let f0: Int32 = 0o410
    static let delete: Int32 = 0o512
    static let insert: Int32 = 0o513
    static let pageDown: Int32 = 0o522
    static let pageUp: Int32 = 0o523
    static let enter: Int32 = 0o527
    static let backTab: Int32 = 0o541
    static let end: Int32 = 0o550
    static let resize: Int32 = 0o632
    /// Codes a terminal binds at startup (above KEY_MAX).
    static let pasteStart: Int32 = 0o1000
    static let pasteEnd: Int32 = 0o1001
    static let controlLeft: Int32 = 0o1002
}

private func decoder() -> KeyDecoder {
    var table = KeyCodeTable.standard
    table[Code.pasteStart] = .pasteStart
    table[Code.pasteEnd] = .pasteEnd
    return KeyDecoder(keyCodes: table)
}

/// The raw input of `text`'s UTF-8 bytes.
private func bytes(_ text: String) -> [RawInput] {
    text.utf8.map(RawInput.byte)
}

private func keys(_ keys: Key...) -> [InputEvent] {
    keys.map(InputEvent.key)
}

struct TestKeyDecoder {
    @Test func printableCharactersAreCharacters() {
        var decoder = decoder()
        #expect(
            decoder.decode(bytes("a Z~é日🙂"))
                == keys(
                    .character("a"), .character(" "), .character("Z"), .character("~"), .character("é"),
                    .character("日"), .character("🙂")))
    }

    @Test func returnAndLineFeedAreEnter() {
        var decoder = decoder()
        #expect(decoder.decode([.byte(13), .byte(10), .keyCode(Code.enter)]) == keys(.enter, .enter, .enter))
    }

    @Test func tabBackTabBackspaceAndDelete() {
        var decoder = decoder()
        #expect(
            decoder.decode([.byte(9), .keyCode(Code.backTab), .byte(8), .byte(127), .keyCode(Code.backspace)])
                == keys(.tab, .backTab, .backspace, .backspace, .backspace))
        #expect(decoder.decode([.keyCode(Code.delete)]) == keys(.delete))
    }

    @Test func controlCodesAreCtrlLetters() {
        var decoder = decoder()
        let codes: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 11, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26]
        let letters: [Character] = [
            "a", "b", "c", "d", "e", "f", "g", "k", "l", "n", "o", "p", "q", "r", "s", "t", "u", "v", "w", "x",
            "y", "z",
        ]
        #expect(decoder.decode(codes.map(RawInput.byte)) == letters.map { .key(.ctrl($0)) })
    }

    @Test func otherControlCodes() {
        var decoder = decoder()
        #expect(
            decoder.decode([.byte(0), .byte(28), .byte(31)])
                == keys(
                    Key(.character(" "), modifiers: .control), Key(.character("\\"), modifiers: .control),
                    Key(.character("_"), modifiers: .control)))
    }

    @Test func cursorAndEditingKeys() {
        var decoder = decoder()
        let codes = [
            Code.up, Code.down, Code.left, Code.right, Code.home, Code.end, Code.pageUp, Code.pageDown, Code.insert,
        ]
        #expect(
            decoder.decode(codes.map(RawInput.keyCode))
                == keys(.up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .insert))
    }

    @Test func functionKeys() {
        var decoder = decoder()
        #expect(
            decoder.decode([.keyCode(Code.f0 + 1), .keyCode(Code.f0 + 12), .keyCode(Code.f0 + 63)])
                == keys(.function(1), .function(12), .function(63)))
    }

    @Test func resizeAndUnknownKeyCodesAreDropped() {
        var decoder = decoder()
        #expect(decoder.decode([.keyCode(Code.resize), .keyCode(0o1777), .byte(0x78)]) == keys(.character("x")))
    }

    @Test func modifiedArrowsFoundAtStartup() {
        var table = KeyCodeTable.standard
        let controlLeft = ModifiedKeyCapability.all.first { $0.name == "kLFT5" }
        table[Code.controlLeft] = controlLeft.map { .key($0.key) }
        var decoder = KeyDecoder(keyCodes: table)
        #expect(decoder.decode([.keyCode(Code.controlLeft)]) == keys(Key(.left, modifiers: .control)))
    }

    @Test func modifiedKeyCapabilityNames() {
        let byName = Dictionary(uniqueKeysWithValues: ModifiedKeyCapability.all.map { ($0.name, $0.key) })
        #expect(byName.count == 70)
        #expect(byName["kLFT5"] == Key(.left, modifiers: .control))
        #expect(byName["kRIT3"] == Key(.right, modifiers: .alt))
        #expect(byName["kUP2"] == Key(.up, modifiers: .shift))
        #expect(byName["kDN6"] == Key(.down, modifiers: [.shift, .control]))
        #expect(byName["kHOM7"] == Key(.home, modifiers: [.alt, .control]))
        #expect(byName["kNXT8"] == Key(.pageDown, modifiers: [.shift, .alt, .control]))
        #expect(byName["kDC4"] == Key(.delete, modifiers: [.shift, .alt]))
        #expect(byName["kLFT"] == nil)
    }

    @Test func escapeThenCharacterIsAlt() {
        var decoder = decoder()
        #expect(decoder.decode(bytes("\u{1B}b")) == keys(.alt("b")))
        #expect(decoder.decode(bytes("\u{1B}B")) == keys(Key(.character("b"), modifiers: [.alt, .shift])))
        #expect(decoder.decode(bytes("\u{1B}é")) == keys(.alt("é")))
        #expect(decoder.decode(bytes("\u{1B}\u{1}")) == keys(Key(.character("a"), modifiers: [.control, .alt])))
        #expect(decoder.decode(bytes("\u{1B}\r")) == keys(Key(.enter, modifiers: .alt)))
        #expect(decoder.decode([.byte(0x1B), .keyCode(Code.left)]) == keys(Key(.left, modifiers: .alt)))
    }

    @Test func loneEscapeIsEscape() {
        var decoder = decoder()
        #expect(decoder.decode(bytes("\u{1B}")) == keys(.escape))
        #expect(decoder.decode(bytes("x")) == keys(.character("x")))
        #expect(decoder.decode(bytes("\u{1B}\u{1B}")) == keys(.escape, .escape))
        #expect(decoder.decode(bytes("\u{1B}\u{1B}q")) == keys(.escape, .alt("q")))
    }

    @Test func unknownControlSequencesAreDropped() {
        var decoder = decoder()
        #expect(decoder.decode(bytes("\u{1B}[1;9Ax")) == keys(.character("x")))
        #expect(decoder.decode(bytes("\u{1B}[I")) == [])
        #expect(decoder.decode(bytes("\u{1B}[")) == keys(.alt("[")))
    }

    @Test func combiningMarksJoinTheirCharacter() {
        var decoder = decoder()
        #expect(decoder.decode(bytes("e\u{301}x")) == keys(.character("e\u{301}"), .character("x")))
        #expect(decoder.decode(bytes("👍\u{1F3FD}")) == keys(.character("👍\u{1F3FD}")))
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        var decoder = decoder()
        let input: [UInt8] = [
            0x61, 0xFF, 0x62,  // a byte that never occurs
            0xC3, 0x28,  // a lead byte cut short by ASCII
            0xE2, 0x82, 0x63,  // three bytes cut short
            0xED, 0xA0, 0x80,  // a surrogate
            0xC0, 0xAF,  // an overlong "/"
            0xF4, 0x90, 0x80, 0x80,  // above U+10FFFF
            0x80, 0x64,  // a stray continuation byte
            0xC2, 0x85,  // U+0085, a C1 control
        ]
        let expected: [Character] = [
            "a", "\u{FFFD}", "b", "\u{FFFD}", "(", "\u{FFFD}", "c", "\u{FFFD}", "\u{FFFD}", "\u{FFFD}", "\u{FFFD}",
            "\u{FFFD}", "\u{FFFD}", "\u{FFFD}", "\u{FFFD}", "\u{FFFD}", "\u{FFFD}", "d",
        ]
        #expect(decoder.decode(input.map(RawInput.byte)) == expected.map { .key(.character($0)) })
    }

    @Test func characterSplitAcrossBatchesWaitsForItsEnd() {
        var decoder = decoder()
        #expect(decoder.decode([.byte(0x61), .byte(0xE6), .byte(0x97)]) == keys(.character("a")))
        #expect(decoder.decode([.byte(0xA5)]) == keys(.character("日")))
    }

    @Test func characterCutShortByKeyCode() {
        var decoder = decoder()
        #expect(decoder.decode([.byte(0xE6), .keyCode(Code.up)]) == keys(.character("\u{FFFD}"), .up))
    }

    @Test func pasteIsOneEvent() {
        var decoder = decoder()
        let input: [RawInput] =
            [.byte(0x78), .keyCode(Code.pasteStart)] + bytes("héllo\t日本") + [.keyCode(Code.pasteEnd)]
        #expect(decoder.decode(input) == [.key(.character("x")), .paste("héllo\t日本")])
        #expect(!decoder.isPasting)
    }

    @Test func pasteSpanningBatches() {
        var decoder = decoder()
        #expect(decoder.decode([.keyCode(Code.pasteStart)] + bytes("ab")) == [])
        #expect(decoder.isPasting)
        #expect(decoder.decode(bytes("c\u{1B}d") + [.byte(0xE6), .byte(0x97)]) == [])
        #expect(
            decoder.decode([.byte(0xA5), .keyCode(Code.pasteEnd)] + bytes("y")) == [
                .paste("abcd日"), .key(.character("y")),
            ])
    }

    @Test func returnsInPasteAreNewlines() {
        var decoder = decoder()
        let input: [RawInput] =
            [.keyCode(Code.pasteStart)] + bytes("one\rtwo\r\nthree\nfour") + [.keyCode(Code.enter)]
            + [.keyCode(Code.pasteEnd)]
        #expect(decoder.decode(input) == [.paste("one\ntwo\nthree\nfour\n")])
    }

    @Test func keysInPasteAreNotKeys() {
        var decoder = decoder()
        let input: [RawInput] =
            [.keyCode(Code.pasteStart), .keyCode(Code.up)] + bytes("\u{1B}\u{3}a") + [.keyCode(Code.pasteEnd)]
        #expect(decoder.decode(input) == [.paste("a")])
    }

    @Test func escapeBeforePasteIsEscape() {
        var decoder = decoder()
        let input: [RawInput] = [.byte(0x1B), .keyCode(Code.pasteStart), .byte(0x61), .keyCode(Code.pasteEnd)]
        #expect(decoder.decode(input) == [.key(.escape), .paste("a")])
    }

    @Test func invalidUTF8InPaste() {
        var decoder = decoder()
        let input: [RawInput] = [
            .keyCode(Code.pasteStart), .byte(0x61), .byte(0xFF), .byte(0x62), .keyCode(Code.pasteEnd),
        ]
        #expect(decoder.decode(input) == [.paste("a\u{FFFD}b")])
    }

    @Test(.timeLimit(.minutes(1)))
    func megabytePasteInBatches() {
        var decoder = decoder()
        let line = Array("The quick brown fox jumps over the lazy dog, 日本語も。\r".utf8)
        var text: [UInt8] = []
        while text.count < 1 << 20 { text += line }
        let batchSize = 64 * 1024
        var events: [InputEvent] = decoder.decode([.keyCode(Code.pasteStart)])
        var start = 0
        while start < text.count {
            let end = min(start + batchSize, text.count)
            events += decoder.decode(text[start..<end].map(RawInput.byte))
            start = end
        }
        events += decoder.decode([.keyCode(Code.pasteEnd)])
        let expected = String(decoding: text, as: UTF8.self).replacing("\r", with: "\n")
        #expect(events == [.paste(expected)])
    }
}
