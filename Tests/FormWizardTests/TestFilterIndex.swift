import FormWizardTesting
import Testing

@testable import FormWizard

struct TestFilterIndex {
    /// Lines of ASCII (upper case, punctuation, CR), accents, CJK and emoji, shuffled.
    static func lines(count: Int, using generator: inout SeededGenerator) -> [String] {
        let pieces = ["a", "B", "c", "ab", "Ab", "_", "-", "/", "é", "Ç", "東", "京", "🇯🇵", "👍🏽", "ß", "x\r", "1", " "]
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
        }
    }

    @Test func theIndexAgreesWithFuzzyQueryOnEveryLine() {
        var generator = SeededGenerator(seed: 7)
        let lines = Self.lines(count: 2_000, using: &generator)
        let index = FilterIndex(lines)
        for text in ["a", "ab", "abc", "b", "Bc", "é", "e", "東京", "🇯🇵", "c-a", "ss", "x", "1a", "a_b"] {
            let query = FuzzyQuery(text)
            let expected = lines.indices.compactMap { line in query.match(lines[line]).map { (line, $0.score) } }
            let found = index.search(query, from: nil)
            #expect(found?.matches?.map(Int.init) == expected.map(\.0), "\(text)")
            // Ranked best first, ties in line order.
            let ranked = expected.enumerated().sorted { a, b in
                a.element.1 != b.element.1 ? a.element.1 > b.element.1 : a.offset < b.offset
            }
            #expect(found?.ranked?.map(Int.init) == ranked.map(\.element.0), "\(text)")
        }
    }

    @Test func narrowingFromAnEarlierAnswerFindsTheSame() {
        var generator = SeededGenerator(seed: 11)
        let lines = Self.lines(count: 2_000, using: &generator)
        let index = FilterIndex(lines)
        for (earlier, later) in [("a", "ab"), ("ab", "abc"), ("a", "a_b"), ("b", "ab"), ("東", "東京"), ("a", "aé")] {
            let base = index.search(FuzzyQuery(earlier), from: nil)
            let narrowed = index.search(FuzzyQuery(later), from: base)
            let whole = index.search(FuzzyQuery(later), from: nil)
            #expect(narrowed?.matches == whole?.matches, "\(earlier) → \(later)")
            #expect(narrowed?.ranked == whole?.ranked, "\(earlier) → \(later)")
        }
    }

    @Test func aCancelledSearchGivesNothing() {
        let index = FilterIndex(Array(repeating: "abc", count: 20_000))
        #expect(index.search(FuzzyQuery("a"), from: nil) { true } == nil)
        #expect(index.search(FuzzyQuery("a"), from: nil)?.count == 20_000)
    }
}
