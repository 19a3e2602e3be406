import FormWizard
import FormWizardTesting
import Testing

/// A text area in line mode: lines until one that is just `.` or the end of input.
/// Input ends after the answers: a question a test does not expect fails it instead of waiting.
@MainActor
struct TestLineTextArea {
    let lines = VirtualLineTerminal()
    let screen: Screen

    init() {
        screen = Screen(lines: lines)
    }

    struct Feedback: Sendable, Equatable {
        var subject = ""
        var comments = ""
    }

    static let feedback = Form(
        "Feedback", value: Feedback(),
        fields: [
            .text("Subject", \.subject),
            .textArea("Comments", \.comments, maxLength: 20, validate: .required()),
        ])

    @Test func linesUntilADotAreOneTextCheckedAsAWhole() async throws {
        lines.type("Hi", ".", "Far too long a comment", ".", "back", "", "Good", "", "back", ".")
        lines.endInput()
        let feedback = try await screen.present(Self.feedback)
        #expect(feedback == Feedback(subject: "Hi", comments: "Good\n\nback"))
        #expect(
            lines.transcript == """
                Feedback
                Subject: «Hi»
                Comments (end with a line of just .) (or back): «.»
                Required
                Comments (end with a line of just .) (or back): «Far too long a comment»
                «.»
                At most 20 characters
                Comments (end with a line of just .) (or back): «back»
                Subject [Hi]: «»
                Comments (end with a line of just .) (or back): «Good»
                «»
                «back»
                «.»

                """)
    }

    @Test func theEndOfInputEndsTheTextAndAnEmptyFirstLineKeepsIt() async throws {
        lines.type("Hi", "One", "Two")
        lines.endInput()
        var form = Self.feedback
        #expect(try await screen.present(form) == Feedback(subject: "Hi", comments: "One\nTwo"))
        form.load(Feedback(subject: "Hi", comments: "One\nTwo"))
        lines.type("", "")
        lines.endInput()
        #expect(try await screen.present(form) == Feedback(subject: "Hi", comments: "One\nTwo"))
        #expect(
            lines.transcript == """
                Feedback
                Subject: «Hi»
                Comments (end with a line of just .) (or back): «One»
                «Two»
                «end of input»
                Feedback
                Subject [Hi]: «»
                Comments (end with a line of just .) [2 lines] (or back): «»

                """)
    }

    @Test func escapeCancelsOnAnyLine() async throws {
        lines.type("Hi", "One")
        lines.escape()
        await #expect(throws: CancellationError.self) { try await screen.present(Self.feedback) }
        #expect(
            lines.transcript == """
                Feedback
                Subject: «Hi»
                Comments (end with a line of just .) (or back): «One»
                «Esc»

                """)
    }
}
