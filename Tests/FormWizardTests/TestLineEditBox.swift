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

    @Test func readsLinesUntilADotAndKeepsTheTextOnADotAtOnce() async throws {
        lines.type("Faster search.", "\tTabs become spaces.", "..", ".")
        let notes = try await screen.editBox("Release notes", text: "")
        #expect(notes == "Faster search.\n Tabs become spaces.\n..")
        lines.type(".")
        #expect(try await screen.editBox("Motd", text: "Welcome\n\nBe nice.") == "Welcome\n\nBe nice.")
        #expect(
            lines.transcript == """
                Release notes: type the text, then a line that is just "." (or Ctrl-D) to end it.
                «Faster search.»
                «\tTabs become spaces.»
                «..»
                «.»
                Motd now:
                Welcome

                Be nice.
                Motd: type the text, then a line that is just "." (or Ctrl-D) to end it; ending at once keeps it as it is.
                «.»

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
                Note now:
                old
                Note: type the text, then a line that is just "." (or Ctrl-D) to end it; ending at once keeps it as it is.
                «one»
                «»
                «end of input»
                Note: type the text, then a line that is just "." (or Ctrl-D) to end it.
                «two»
                «Esc»

                """)
    }
}
