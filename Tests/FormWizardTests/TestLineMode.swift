import FormWizard
import FormWizardTesting
import Testing

/// A screen in line mode: cancellation, shutdown, dialogs without a line form, shown dialogs.
@MainActor
struct TestLineMode {
    let lines = VirtualLineTerminal()
    let screen: Screen

    init() {
        screen = Screen(lines: lines)
    }

    @Test func cancellingTheAwaitingTaskCancelsOnceAndKeepsLaterLines() async throws {
        let answer = Task { try await screen.textInput("Name") }
        await lines.waitUntilReading()
        answer.cancel()
        lines.type("Ada")  // before the cancelled task has run again: the read refuses it
        await #expect(throws: CancellationError.self) { try await answer.value }
        #expect(!lines.isReading)
        #expect(lines.typedAhead == [.line("Ada")])
        #expect(try await screen.textInput("Name") == "Ada")
        #expect(lines.transcript == "Name: \nName: «Ada»\n")
    }

    @Test func cancellingASecretRestoresEchoAndEndsTheLine() async throws {
        let answer = Task { try await screen.password("PIN") }
        await lines.waitUntilReading()
        answer.cancel()
        await #expect(throws: CancellationError.self) { try await answer.value }
        #expect(!lines.isReading)
        #expect(lines.echoes == [])
        #expect(lines.transcript == "PIN: \n")
    }

    @Test func aCancelledTaskIsNotAsked() async throws {
        let answer = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await screen.confirm("Continue?")
        }
        await #expect(throws: CancellationError.self) { try await answer.value }
        #expect(lines.transcript == "")
    }

    @Test func interruptCancels() async throws {
        lines.interrupt()
        await #expect(throws: CancellationError.self) { try await screen.menu("Go", items: [MenuItem("North")]) }
        #expect(lines.transcript == "Go\n  1) North\nChoose [1]: «Ctrl-C»\n")
    }

    @Test func shutdownCancelsTheQuestionAndEveryLaterOne() async throws {
        let answer = Task { try await screen.confirm("Continue?") }
        await lines.waitUntilReading()
        screen.shutdown()
        await #expect(throws: CancellationError.self) { try await answer.value }
        await #expect(throws: CancellationError.self) { try await screen.confirm("Again?") }
        #expect(!lines.isReading)
        #expect(lines.transcript == "Continue? (Yes/No) [Yes]: \n")
    }

    @Test func aDialogWithoutALineFormSaysSoAndCancels() async throws {
        await #expect(throws: CancellationError.self) { try await screen.present(Drawn()) }
        #expect(lines.transcript == "Drawn has no line form (LinePresentable)\n")
    }

    @Test func awaitingAShownDialogWithoutALineFormSaysSoAndDismissesIt() async throws {
        let handle = screen.show(Drawn())
        #expect(lines.transcript == "")
        await #expect(throws: CancellationError.self) { try await handle.value }
        #expect(screen.presentationCount == 0)
        #expect(lines.transcript == "Drawn has no line form (LinePresentable)\n")
    }

    @Test func aCustomDialogsLineFormIsAsked() async throws {
        lines.type("4")
        #expect(try await screen.present(Rating()) == 4)
        #expect(
            lines.transcript == """
                Rate us
                  1) 1
                  2) 2
                  3) 3
                  4) 4
                  5) 5
                Stars: «4»

                """)
    }

    @Test func shownDialogsWriteTheirLineWhenItChanges() async throws {
        let info = screen.showInfo("Connecting…", title: "Sync")
        let gauge = screen.show(Gauge(title: "Copying", message: "disk.img"))
        try gauge.checkedUpdate { $0.fraction = 0.5 }
        try gauge.checkedUpdate { $0.title = "Copying" }
        try gauge.checkedUpdate { $0.fraction = 1 }
        gauge.dismiss()
        info.dismiss()
        #expect(screen.isLineMode)
        #expect(
            lines.transcript == """
                Sync: Connecting…
                Copying: disk.img 0%
                Copying: disk.img 50%
                Copying: disk.img 100%

                """)
    }

    @Test func anActivityWritesItsLineWhileItsOperationRuns() async throws {
        let answer = try await screen.withActivity("Deleting…", title: "Trash") { 42 }
        #expect(answer == 42)
        let waiting = Task { try await screen.withActivity("Waiting…") { try await Task.sleep(for: .seconds(60)) } }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(10))
        while screen.presentationCount == 0, clock.now < deadline { try await Task.sleep(for: .milliseconds(1)) }
        #expect(screen.presentationCount == 1, "the activity was not up within 10 s")
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        #expect(screen.presentationCount == 0)
        #expect(lines.transcript == "Trash: Deleting…\nWaiting…\n")
    }

    /// A dialog that only draws.
    struct Drawn: Dialog {
        mutating func handle(_ event: InputEvent) -> DialogResponse<Int> { .ignored }
        func render(into frame: inout Frame) {}
    }

    /// A custom dialog with a line form.
    struct Rating: LinePresentable {
        mutating func handle(_ event: InputEvent) -> DialogResponse<Int> { .ignored }
        func render(into frame: inout Frame) {}

        func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> Int {
            prompter.say("Rate us")
            return try await prompter.choose("Stars", options: ["1", "2", "3", "4", "5"]) + 1
        }
    }
}
