import FormWizard
import FormWizardTesting
import Testing

/// The filter in line mode: a search, the best matches numbered, a number or a new search.
@MainActor
struct TestLineFilter {
    let lines = VirtualLineTerminal()
    let screen: Screen
    let branches = ["main", "feature/login", "feature/cart", "fix-ean", "release/2.0"]

    init() {
        screen = Screen(lines: lines)
    }

    @Test func searchesThenChoosesByNumberOrSearchesAgain() async throws {
        lines.type("zz", "fea", "e/", "cart", "")
        let branch = try await screen.filter(branches, title: "Branch")
        #expect(branch == "feature/cart")
        #expect(
            lines.transcript == """
                Branch
                Search (empty for all): «zz»
                Nothing matches "zz".
                Search (empty for all): «fea»
                3 match "fea":
                  1) feature/login
                  2) feature/cart
                  3) fix-ean
                Choose a number, or type a new search [1]: «e/»
                3 match "e/":
                  1) feature/login
                  2) feature/cart
                  3) release/2.0
                Choose a number, or type a new search [1]: «cart»
                1 match "cart":
                  1) feature/cart
                Choose a number, or type a new search [1]: «»

                """)
    }

    @Test func listsTheFirstOnesOfALongList() async throws {
        lines.type("", "16", "")
        let numbers = (1...20).map { "line \($0)" }
        #expect(try await screen.filter(numbers) == "line 16")
        let listed = (1...15).map { "  \($0)) line \($0)\n" }.joined()
        #expect(
            lines.transcript == """
                Search (empty for all): «»
                20 in all; the first 15:
                \(listed)Choose a number, or type a new search [1]: «16»
                1 match "16":
                  1) line 16
                Choose a number, or type a new search [1]: «»

                """)
    }

    @Test func choosesManyAndSearchesAgainOnNone() async throws {
        lines.type("feature", "none", "", "1 3 5", "5 1")
        let chosen = try await screen.filter(branches, limit: 2)
        #expect(chosen == ["main", "release/2.0"])
        #expect(
            lines.transcript == """
                Search (empty for all): «feature»
                2 match "feature":
                  1) [ ] feature/login
                  2) [ ] feature/cart
                Choose (numbers, or none): «none»
                Search (empty for all): «»
                5 in all:
                  1) [ ] main
                  2) [ ] feature/login
                  3) [ ] feature/cart
                  4) [ ] fix-ean
                  5) [ ] release/2.0
                Choose (numbers, or none): «1 3 5»
                Choose at most 2.
                Choose (numbers, or none): «5 1»

                """)
    }

    @Test func escapeAndTheEndOfInputCancel() async throws {
        lines.type("fea")
        lines.escape()
        await #expect(throws: CancellationError.self) { try await screen.filter(branches) }
        lines.endInput()
        await #expect(throws: CancellationError.self) { try await screen.filter(branches) }
        #expect(
            lines.transcript == """
                Search (empty for all): «fea»
                3 match "fea":
                  1) feature/login
                  2) feature/cart
                  3) fix-ean
                Choose a number, or type a new search [1]: «Esc»
                Search (empty for all): «end of input»

                """)
    }
}
