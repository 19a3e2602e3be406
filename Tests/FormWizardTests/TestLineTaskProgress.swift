import FormWizard
import FormWizardTesting
import Testing

/// Task progress in line mode: a line per change of a task's state.
@MainActor
struct TestLineTaskProgress {
    let lines = VirtualLineTerminal()
    let screen: Screen

    init() {
        screen = Screen(lines: lines)
    }

    struct Boom: Error, CustomStringConvertible {
        var description: String { "disk full" }
    }

    @Test func saysEachTaskAsItRunsAndEnds() async throws {
        let results = try await screen.withTaskProgress(
            "Deploying", message: "two services",
            tasks: [
                ProgressTask("deploy api") { progress in
                    try await progress.progress(0.5, status: "uploading")
                    try await progress.progress(0.7, status: "uploading")
                    return 1
                },
                ProgressTask("deploy web") { _ in 2 },
            ], maxConcurrent: 1)
        #expect(results == [1, 2])
        #expect(
            lines.transcript == """
                Deploying: two services
                deploy api: running
                deploy api: running: uploading
                deploy api: done: uploading
                deploy web: running
                deploy web: done
                2 of 2 done

                """)
    }

    @Test func aFailureIsSaidAndThrownWithoutWaitingForOK() async throws {
        await #expect(throws: Boom.self) {
            try await screen.withTaskProgress(
                "Deploying",
                tasks: [ProgressTask("deploy api") { _ in 1 }, ProgressTask("deploy web") { _ in throw Boom() }],
                maxConcurrent: 1)
        }
        #expect(screen.presentationCount == 0)
        #expect(
            lines.transcript == """
                Deploying
                deploy api: running
                deploy api: done
                deploy web: running
                deploy web: failed: disk full
                1 of 2 done

                """)
    }

    @Test func aShownProgressSaysTheRowsItsOwnerSets() async throws {
        let progress = screen.show(TaskProgress(title: "Build", rows: [TaskRow("lint"), TaskRow("test")]))
        try progress.checkedUpdate { $0.rows[0].state = .running(fraction: 0.1, status: nil) }
        try progress.checkedUpdate { $0.rows[0].state = .running(fraction: 0.2, status: nil) }
        try progress.checkedUpdate {
            $0.rows[0].state = .done(nil)
            $0.rows[1].state = .failed("3 failures")
        }
        progress.dismiss()
        let fed = screen.show(TaskProgress(title: "Feed", rows: []))
        try fed.checkedUpdate { $0.rows = [TaskRow("api", state: .done(nil)), TaskRow("db", state: .cancelled)] }
        fed.dismiss()
        #expect(
            lines.transcript == """
                Build
                lint: running
                lint: done
                test: failed: 3 failures
                1 of 2 done
                Feed
                api: done
                db: cancelled
                1 of 2 done

                """)
    }
}
