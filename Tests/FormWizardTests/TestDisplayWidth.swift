import Testing

@testable import FormWizard

struct TestDisplayWidth {
    @Test(arguments: [
        ("a", 1), ("é", 1), ("e\u{301}", 1), ("日", 2), ("本", 2), ("한", 2), ("👍", 2),
        ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇯🇵", 2), ("❤️", 2), ("\u{1b}", 1), ("\u{200B}", 0), ("\t", 1),
    ])
    func widthOfOneCharacter(text: String, width: Int) {
        #expect(DisplayWidth.of(Character(text)) == width)
    }

    @Test func widthOfTextIsTheSumOfItsGraphemes() {
        #expect(DisplayWidth.of("héllo 日本 👍") == 13)
        #expect("héllo 日本 👍".count == 10)
    }

    @Test func controlCharactersAreReplacedWhenDrawn() {
        #expect(DisplayWidth.needsReplacement("\u{1b}"))
        #expect(DisplayWidth.needsReplacement("\u{7f}"))
        #expect(DisplayWidth.needsReplacement("\u{85}"))
        #expect(!DisplayWidth.needsReplacement("日"))
        #expect(!DisplayWidth.needsReplacement("❤️"))
    }

    @Test func controlByRangeIsGeneralCategoryControl() {
        let wrong = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init).filter { scalar in
            DisplayWidth.isControl(scalar) != (scalar.properties.generalCategory == .control)
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5).map { String($0.value, radix: 16) })")
    }

    @Test func scalarsAnsweredWithoutTheTablesAreNotEmoji() {
        let wrong = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init).filter { scalar in
            DisplayWidth.cannotBeEmoji(scalar) && scalar.properties.isEmoji
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5).map { String($0.value, radix: 16) })")
    }

    @Test(arguments: ["#\u{FE0F}\u{20E3}", "1\u{FE0F}\u{20E3}", "©\u{FE0F}", "®\u{FE0F}", "▪\u{FE0F}"])
    func keycapsAndTextEmojiWithAPresentationSelectorAreWide(text: String) {
        #expect(DisplayWidth.of(Character(text)) == 2)
    }

    @Test(arguments: ["─", "│", "┌", "┐", "└", "┘", "█", "░", "…", "é"])
    func boxDrawingAndLatinAreNarrow(text: String) {
        #expect(DisplayWidth.of(Character(text)) == 1)
        #expect(!DisplayWidth.needsReplacement(Character(text)))
    }
}
