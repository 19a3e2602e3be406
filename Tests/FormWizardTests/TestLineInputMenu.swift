import FormWizard
import FormWizardTesting
import Testing

/// The input menu in line mode: an entry chosen, then its new label.
@MainActor
struct TestLineInputMenu {
    let lines = VirtualLineTerminal()
    let screen: Screen
    let bookmarks = [MenuItem("Home", detail: "~/", value: 1), MenuItem("Work", value: 2)]

    init() {
        screen = Screen(lines: lines)
    }

    @Test func choosesAnEntryThenAsksItsNewLabel() async throws {
        lines.type("3", "w", "  ", "Office")
        let renamed = try await screen.inputMenu("Bookmarks", message: "Rename one:", items: bookmarks)
        #expect(renamed.value == 2)
        #expect(renamed.labels == ["Home", "Office"])
        #expect(renamed.isRenamed)
        lines.type("", "")
        let kept = try await screen.inputMenu("Bookmarks", items: bookmarks, selected: 1)
        #expect(kept.index == 1)
        #expect(!kept.isRenamed)
        #expect(
            lines.transcript == """
                Bookmarks
                Rename one:
                  1) Home — ~/
                  2) Work
                Choose [1]: «3»
                Type a number from 1 to 2, or the start of a choice.
                Choose [1]: «w»
                New label for Work [Work]: «  »
                A label cannot be empty
                New label for Work [Work]: «Office»
                Bookmarks
                  1) Home — ~/
                  2) Work
                Choose [2]: «»
                New label for Work [Work]: «»

                """)
    }

    @Test func escapeAndTheEndOfInputCancel() async throws {
        lines.escape()
        await #expect(throws: CancellationError.self) { try await screen.inputMenu("B", items: bookmarks) }
        lines.type("1")
        lines.endInput()
        await #expect(throws: CancellationError.self) { try await screen.inputMenu("B", items: bookmarks) }
        #expect(
            lines.transcript == """
                B
                  1) Home — ~/
                  2) Work
                Choose [1]: «Esc»
                B
                  1) Home — ~/
                  2) Work
                Choose [1]: «1»
                New label for Home [Home]: «end of input»

                """)
    }
}
