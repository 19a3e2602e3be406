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
        "ab\u{301}", "\u{1100}\u{1161}\u{11A8}",
    ])
    func yieldsTheClustersIterationGives(text: String) {
        let expected = text.map { $0 == "\r\n" ? "\r" : String($0) }
        #expect(scanned(text) == expected)
        let slice = text.dropFirst()
        #expect(scanned(slice) == slice.map { $0 == "\r\n" ? "\r" : String($0) })
    }

    @Test func widthsAgreeWithCharacterByCharacter() {
        for text in ["héllo 日本 👍", "a\r\nb", "e\u{301}\u{301}日", "\u{600}1", "👨‍👩‍👧x"] {
            #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
        }
    }
}
