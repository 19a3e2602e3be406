import FormWizard
import Testing

struct TestTextSearch {
    private func matches(_ query: String, in text: String) -> [String] {
        TextSearch(query)?.ranges(in: text).map { String(text[$0]) } ?? []
    }

    @Test func lowercaseQueriesIgnoreTheCaseOfASCIILetters() {
        #expect(matches("fox", in: "Fox, FOX and fox") == ["Fox", "FOX", "fox"])
        #expect(matches("Fox", in: "Fox, FOX and fox") == ["Fox"])
        #expect(matches("x1", in: "X1 x1 x2") == ["X1", "x1"])
    }

    @Test func otherCharactersMatchOnlyThemselves() {
        #expect(matches("寿司", in: "🍣 寿司 and 寿司") == ["寿司", "寿司"])
        #expect(matches("é", in: "É é") == ["é"])
        #expect(matches("🍣", in: "a🍣b🍣") == ["🍣", "🍣"])
    }

    @Test func matchesDoNotOverlapAndMayTouchTheEnds() {
        #expect(matches("aa", in: "aaaaa") == ["aa", "aa"])
        #expect(matches("ab", in: "ab") == ["ab"])
        #expect(matches("abc", in: "ab") == [])
        #expect(TextSearch("") == nil)
        #expect(TextSearch("b")?.matches("") == false)
    }
}
