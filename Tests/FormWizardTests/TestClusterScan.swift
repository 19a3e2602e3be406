import Testing

@testable import FormWizard

struct TestClusterScan {
    /// What the scan yields, as text: each cluster once, in order.
    private func scanned<S: StringProtocol>(_ text: S) -> [String] {
        var clusters: [String] = []
        ClusterScan.forEach(
            in: text, ascii: { clusters.append(String(UnicodeScalar($0))) }, other: { clusters.append(String($0)) })
        return clusters
    }

    @Test(arguments: [
        "plain ASCII", "a\r\nb\n\r", "e\u{301}x", "x\u{301}\u{302}\u{303}", "日本語 text", "👨‍👩‍👧 family",
        "🇯🇵🇫🇷", "\u{600}1 prepended", "a\u{200D}b", "#\u{FE0F}\u{20E3}", "\u{1b}[2J\u{200B}", "", "\r",
        "ab\u{301}", "\u{1100}\u{1161}\u{11A8}", "↑↓ move · Enter", "│x│", "é ü\u{308}", "x\u{D4E}y", "\u{605}a",
        "\u{1F44D}a\u{263A}b", "\u{2028}a\u{200B}x", "\u{AC00}b\u{1100}", "\u{1F1EF}a", "e\u{301}\u{2500}",
    ])
    func yieldsTheClustersIterationGives(text: String) {
        let expected = text.map { $0 == "\r\n" ? "\r" : String($0) }
        #expect(scanned(text) == expected)
        let slice = text.dropFirst()
        #expect(scanned(slice) == slice.map { $0 == "\r\n" ? "\r" : String($0) })
    }

    @Test func widthsAgreeWithCharacterByCharacter() {
        for text in [
            "héllo 日本 👍", "a\r\nb", "e\u{301}\u{301}日", "\u{600}1", "👨‍👩‍👧x", "↑↓ · ▲ │ ☺a 👍b \u{200B}c \u{1F1EF}d",
            "\u{FE0F}a\u{200D}b\u{85}c\u{AD}d",
        ] {
            #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
        }
    }

    /// A scalar read from the bytes as a cluster of its own measures and draws as the
    /// `Character` made of it: the same width, the same replacement (`�`).
    @Test func loneScalarsMeasureAsTheirCharacters() {
        let ranges: [ClosedRange<UInt32>] = [0x80...0x3400, 0xA000...0xD7FF, 0xE000...0xFFFD, 0x1F000...0x1FAFF]
        for value in ranges.joined() {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            #expect(DisplayWidth.width(ofScalar: scalar) == DisplayWidth.of(character), "U+\(String(value, radix: 16))")
            #expect(
                DisplayWidth.needsReplacement(scalar: scalar) == DisplayWidth.needsReplacement(character),
                "U+\(String(value, radix: 16))")
        }
    }
}
