import FormWizard
import FormWizardTesting
import Testing

/// The filter in line mode (`LinePrompter.search`): a search, the best matches numbered, a
/// number or a new search.
@MainActor
struct TestLineFilter {
    let lines = VirtualLineTerminal()
    let screen: Screen
    let branches = ["main", "feature/login", "feature/cart", "fix-ean", "release/2.0"]

    init() {
        screen = Screen(lines: lines)
    }

    @Test func searchesThenChoosesByNumberOrSearchesAgain() async throws {
        lines.type("zz", "fea", "e/", "9", "2")
        lines.endInput()
        let branch = try await screen.filter(branches, title: "Branch")
        #expect(branch == "feature/cart")
        #expect(
            lines.transcript == """
                Branch
                Choose (type to search): «zz»
                No match for “zz”.
                Choose (type to search): «fea»
                  1) feature/login
                  2) feature/cart
                  3) fix-ean
                Choose (a number, or search again) [1]: «e/»
                  1) feature/login
                  2) feature/cart
                  3) release/2.0
                Choose (a number, or search again) [1]: «9»
                Type a number from 1 to 3, or words to search for.
                Choose (a number, or search again) [1]: «2»
                Chosen: feature/cart

                """)
    }

    @Test func listsTheFirstOnesOfALongList() async throws {
        lines.type("", "")
        lines.endInput()
        let numbers = (1...20).map { "line \($0)" }
        #expect(try await screen.filter(numbers) == "line 1")
        let listed = (1...15).map { "  \($0)) line \($0)\n" }.joined()
        #expect(
            lines.transcript == """
                Choose (type to search): «»
                \(listed)  … and 5 more: type more words to narrow.
                Choose (a number, or search again) [1]: «»
                Chosen: line 1

                """)
    }

    @Test func choosesManyAndSearchesAgainOnNone() async throws {
        lines.type("feature", "none", "", "1 3 5", "5 1")
        let chosen = try await screen.filter(branches, limit: 2)
        #expect(chosen == ["main", "release/2.0"])
        #expect(
            lines.transcript == """
                Search (empty for all): «feature»
                  1) [ ] feature/login
                  2) [ ] feature/cart
                Choose (numbers, or none): «none»
                Search (empty for all): «»
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
                Choose (type to search): «fea»
                  1) feature/login
                  2) feature/cart
                  3) fix-ean
                Choose (a number, or search again) [1]: «Esc»
                Choose (type to search): «end of input»

                """)
    }
}
