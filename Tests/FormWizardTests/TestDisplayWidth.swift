import FormWizard
import Testing

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
}
