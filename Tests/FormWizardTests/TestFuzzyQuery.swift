import FormWizard
import Testing

struct TestFuzzyQuery {
    @Test func charactersInOrderMatch() {
        #expect(FuzzyQuery("dpl").match("deploy")?.positions == [0, 2, 3])
        #expect(FuzzyQuery("dlp").match("deploy") == nil)
        #expect(FuzzyQuery("").match("anything") == FuzzyMatch(score: 0, positions: []))
        #expect(FuzzyQuery("x").match("") == nil)
    }

    @Test func caseAccentsAndSpacesAreIgnored() {
        #expect(FuzzyQuery("COTE").match("Côte d'Ivoire")?.positions == [0, 1, 2, 3])
        #expect(FuzzyQuery("c d").match("Côte d'Ivoire")?.positions == [0, 5])
    }

    @Test func theTightestWindowIsHighlighted() {
        #expect(FuzzyQuery("ab").match("a_x_ab")?.positions == [4, 5])
    }

    @Test func positionsCountCharactersNotBytes() {
        #expect(FuzzyQuery("東京").match("🇯🇵 東京都")?.positions == [2, 3])
    }

    @Test func consecutiveAndWordStartsScoreHigher() throws {
        let together = try #require(FuzzyQuery("log").match("catalog"))
        let apart = try #require(FuzzyQuery("log").match("l-o-g"))
        let start = try #require(FuzzyQuery("cat").match("catalog"))
        #expect(start.score > together.score)
        #expect(together.score > FuzzyQuery("cag").match("catalog")!.score)
        #expect(apart.score > 0)
    }
}
