import FormWizard
import FormWizardTesting
import Testing

/// The pager in line mode: the whole text at once, nothing asked.
@MainActor
struct TestLinePager {
    let lines = VirtualLineTerminal()
    let screen: Screen

    init() {
        screen = Screen(lines: lines)
    }

    @Test func writesTheWholeTextSafelyAndAsksNothing() async throws {
        try await screen.pager("CHANGES", text: "v2.0\n\tfaster\n\u{1B}[31mred\u{1B}[0m\n")
        try await screen.pager(lines: ["one"], showsLineNumbers: true)
        #expect(lines.echoes == [])
        #expect(
            lines.transcript == """
                CHANGES (3 lines)
                v2.0
                        faster
                ^[[31mred^[[0m
                (1 line)
                1: one

                """)
    }

    @Test func aShownPagerWritesItsLinesAsTheyAreAdded() async throws {
        let pager = screen.show(Pager(title: "build.log", lines: ["start"]))
        try pager.checkedUpdate { $0.append(contentsOf: ["one", "two"]) }
        try pager.checkedUpdate { $0.isReading = false }
        try pager.checkedUpdate { $0.append(contentsOf: ["three"]) }
        pager.dismiss()
        #expect(
            lines.transcript == """
                build.log
                start
                one
                two
                three

                """)
    }

    @Test func aCancelledTaskIsNotShown() async throws {
        let shown = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await screen.pager("Log", lines: ["a"])
        }
        await #expect(throws: CancellationError.self) { try await shown.value }
        #expect(lines.transcript == "")
    }
}
