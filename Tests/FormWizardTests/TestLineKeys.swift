import FormWizard
import FormWizardTesting
import Synchronization
import Testing

/// Keys heard as lines while a shown dialog runs (`LineShowable.lineKeys`): Esc cancelling
/// task progress, Enter or Esc ending a followed output; only on an interactive terminal.
@MainActor
struct TestLineKeys {
    let clock = TestClock()

    /// How many tasks ended, however they ended, counted as each ends.
    final class Ended: Sendable {
        let count = Atomic<Int>(0)
    }

    /// A task that waits on the screen's clock for an hour (so the screen is idle meanwhile),
    /// noting when it ends.
    func waiting(_ name: String, noting ended: Ended) -> ProgressTask<Int> {
        let clock = self.clock
        return ProgressTask(name) { _ in
            defer { ended.count.add(1, ordering: .relaxed) }
            try await clock.sleep(for: .seconds(3600))
            return 1
        }
    }

    @Test func escCancelsTaskProgressOnceAndNoTaskOutlivesIt() async throws {
        let lines = VirtualLineTerminal(interactive: true)
        let screen = Screen(lines: lines, clock: clock)
        let ended = Ended()
        let progress = Task {
            try await screen.withTaskProgress(
                "Deploying", tasks: [waiting("api", noting: ended), waiting("web", noting: ended)])
        }
        await screen.waitUntilIdle()
        #expect(lines.isReading)
        lines.escape()
        await eventually("Esc ended both tasks") { ended.count.load(ordering: .relaxed) == 2 }
        // Should Esc not be heard, the tasks end by themselves here, and the check below fails.
        clock.advance(by: .seconds(3600))
        await #expect(throws: CancellationError.self) { try await progress.value }
        #expect(screen.presentationCount == 0)
        // Nothing reads any more: a second Esc stays for the next question.
        #expect(!lines.isReading)
        lines.escape()
        #expect(lines.typedAhead == [.escape])
        // The two tasks start at once, so either may be said to run first.
        let transcripts = ["api: running\nweb: running", "web: running\napi: running"].map { running in
            """
            Deploying
            Type Esc and Enter to cancel.
            \(running)
            «Esc»

            """
        }
        #expect(transcripts.contains(lines.transcript), "\(lines.transcript)")
    }

    @Test func anEmptyLineDoesNotCancelAndTheTasksFinishingEndTheRead() async throws {
        let lines = VirtualLineTerminal(interactive: true)
        let screen = Screen(lines: lines, clock: clock)
        let ended = Ended()
        let progress = Task { try await screen.withTaskProgress("Sync", tasks: [waiting("db", noting: ended)]) }
        await screen.waitUntilIdle()
        lines.type("")
        await screen.waitUntilIdle()
        // The empty line is no key for the progress: it is left for the next question, unread.
        #expect(!lines.isReading)
        #expect(lines.typedAhead == [.line("")])
        clock.advance(by: .seconds(3600))
        #expect(try await progress.value == [1])
        let name = try await screen.textInput("Name", text: "Ada")
        #expect(name == "Ada")
        #expect(
            lines.transcript == """
                Sync
                Type Esc and Enter to cancel.
                db: running
                db: done
                1 of 1 done
                Name [Ada]: «»

                """)
    }

    @Test func theReadEndsWithTheTasksAndAnAnswerTypedAfterIsTheQuestions() async throws {
        let lines = VirtualLineTerminal(interactive: true)
        let screen = Screen(lines: lines, clock: clock)
        let ended = Ended()
        let progress = Task { try await screen.withTaskProgress("Sync", tasks: [waiting("db", noting: ended)]) }
        await screen.waitUntilIdle()
        #expect(lines.isReading)
        clock.advance(by: .seconds(3600))
        #expect(try await progress.value == [1])
        #expect(!lines.isReading)
        lines.type("Grace")
        #expect(try await screen.textInput("Name") == "Grace")
        #expect(
            lines.transcript == """
                Sync
                Type Esc and Enter to cancel.
                db: running
                db: done
                1 of 1 done
                Name: «Grace»

                """)
    }

    @Test func onAPipeNothingIsReadAndAnswersTypedAheadStay() async throws {
        let lines = VirtualLineTerminal()
        let screen = Screen(lines: lines, clock: clock)
        let ended = Ended()
        lines.escape()
        lines.type("Ada")
        let progress = Task { try await screen.withTaskProgress("Sync", tasks: [waiting("db", noting: ended)]) }
        await screen.waitUntilIdle()
        #expect(!lines.isReading)
        clock.advance(by: .seconds(3600))
        #expect(try await progress.value == [1])
        #expect(lines.typedAhead == [.escape, .line("Ada")])
        await #expect(throws: CancellationError.self) { try await screen.textInput("Name") }
        #expect(try await screen.textInput("Name") == "Ada")
        #expect(
            lines.transcript == """
                Sync
                db: running
                db: done
                1 of 1 done
                Name: «Esc»
                Name: «Ada»

                """)
    }

    /// Output that never ends, as a followed file's.
    func endless() -> (AsyncThrowingStream<String, any Error>, AsyncThrowingStream<String, any Error>.Continuation) {
        AsyncThrowingStream.makeStream(of: String.self)
    }

    @Test func enterClosesAFollowedOutputAndEscCancelsIt() async throws {
        let lines = VirtualLineTerminal(interactive: true)
        let screen = Screen(lines: lines, clock: clock)
        let (first, feed) = endless()
        let closed = Task { try await screen.showOutput(of: first, title: "app.log", closesWhileRunning: true) }
        await lines.waitUntilReading()
        lines.type("")
        try await closed.value
        let (second, _) = endless()
        let cancelled = Task { try await screen.showOutput(of: second, title: "app.log", closesWhileRunning: true) }
        await lines.waitUntilReading()
        lines.escape()
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        feed.finish()
        #expect(!lines.isReading)
        #expect(
            lines.transcript == """
                app.log
                Press Enter to close, or type Esc and Enter to cancel.
                «»
                app.log
                Press Enter to close, or type Esc and Enter to cancel.
                «Esc»

                """)
    }

    @Test func escCancelsAnActivityOnceAfterItsWorkEnded() async throws {
        let lines = VirtualLineTerminal(interactive: true)
        let screen = Screen(lines: lines, clock: clock)
        let ended = Ended()
        let clock = self.clock
        let activity = Task {
            try await screen.withActivity("Fetching repositories…", title: "Sync") {
                defer { ended.count.add(1, ordering: .relaxed) }
                try await clock.sleep(for: .seconds(3600))
                return 1
            }
        }
        await lines.waitUntilReading()
        lines.escape()
        await eventually("Esc ended the activity's work") { ended.count.load(ordering: .relaxed) == 1 }
        // Should Esc not be heard, the work ends by itself here, and the check below fails.
        clock.advance(by: .seconds(3600))
        await #expect(throws: CancellationError.self) { try await activity.value }
        #expect(screen.presentationCount == 0)
        #expect(!lines.isReading)
        #expect(
            lines.transcript == """
                Sync: Fetching repositories…
                Type Esc and Enter to cancel.
                «Esc»

                """)
    }

    @Test func anActivityThatCannotBeCancelledReadsNothing() async throws {
        let lines = VirtualLineTerminal(interactive: true)
        let screen = Screen(lines: lines, clock: clock)
        let clock = self.clock
        let activity = Task {
            try await screen.withActivity("Saving…", cancellable: false) {
                try await clock.sleep(for: .seconds(60))
                return "saved"
            }
        }
        await screen.waitUntilIdle()
        #expect(!lines.isReading)
        clock.advance(by: .seconds(60))
        #expect(try await activity.value == "saved")
        #expect(lines.transcript == "Saving…\n")
    }

    @Test func escCancelsAShownCancellableGauge() async throws {
        let lines = VirtualLineTerminal(interactive: true)
        let screen = Screen(lines: lines, clock: clock)
        let gauge = screen.show(Gauge(title: "Copying", message: "disk.img", fraction: 0.5, cancellable: true))
        await lines.waitUntilReading()
        lines.escape()
        await eventually("Esc closed the gauge") { screen.presentationCount == 0 }
        try #require(screen.presentationCount == 0)
        await #expect(throws: CancellationError.self) { try await gauge.value }
        #expect(!lines.isReading)
        #expect(
            lines.transcript == """
                Copying: disk.img 50%
                Type Esc and Enter to cancel.
                «Esc»

                """)
    }
}
