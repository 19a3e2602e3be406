import FormWizard
import FormWizardTesting
import Testing

/// The edit box in line mode: the text as it is, then lines up to `.` or the end of input.
@MainActor
struct TestLineEditBox {
    let lines = VirtualLineTerminal()
    let screen: Screen

    init() {
        screen = Screen(lines: lines)
    }

    @Test func readsLinesUntilADotAndKeepsTheTextOnAnEmptyFirstLine() async throws {
        lines.type("Faster search.", "\tTabs become spaces.", "..", ".")
        let notes = try await screen.editBox("Release notes", text: "")
        #expect(notes == "Faster search.\n Tabs become spaces.\n..")
        lines.type("", "ignored")
        #expect(try await screen.editBox("Motd", text: "Welcome\n\nBe nice.") == "Welcome\n\nBe nice.")
        #expect(lines.typedAhead == [.line("ignored")])
        #expect(
            lines.transcript == """
                Release notes (end with a line of just .): «Faster search.»
                «\tTabs become spaces.»
                «..»
                «.»
                The text now:
                Welcome

                Be nice.
                Motd (end with a line of just .) [3 lines]: «»

                """)
    }

    @Test func theEndOfInputEndsTheTextAndEscapeCancels() async throws {
        lines.type("one", "")
        lines.endInput()
        #expect(try await screen.editBox("Note", text: "old") == "one\n")
        lines.type("two")
        lines.escape()
        await #expect(throws: CancellationError.self) { try await screen.editBox("Note", text: "") }
        #expect(
            lines.transcript == """
                The text now:
                old
                Note (end with a line of just .) [old]: «one»
                «»
                «end of input»
                Note (end with a line of just .): «two»
                «Esc»

                """)
    }
}
