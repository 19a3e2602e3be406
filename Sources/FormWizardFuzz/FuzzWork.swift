import FormWizard
import FormWizardTesting

/// Async work a fuzzed dialog runs (a check, a submit, an activity): it sleeps on the test
/// clock, then answers or fails, and counts itself as running meanwhile.
struct FuzzWork: Sendable {
    let owner: Int
    let counter: WorkCounter
    let clock: TestClock
    let duration: Duration
    /// Every `failEvery`-th call fails; 0 never.
    let failEvery: Int
    /// Where it waits when cancelled, if it takes a moment to stop.
    let windDown: WindDown?
    let calls = CallCounter()

    init(owner: Int, counter: WorkCounter, clock: TestClock, windDown: WindDown, rng: inout SeededGenerator) {
        self.owner = owner
        self.counter = counter
        self.clock = clock
        duration = .milliseconds(rng.pick([0, 0, 10, 80, 300, 1_000, 5_000, 60_000]))
        failEvery = rng.pick([0, 0, 1, 2, 3])
        self.windDown = rng.chance(0.5) ? windDown : nil
    }

    /// Sleeps, then returns the call's number or throws `ServiceDown`.
    @discardableResult
    func run() async throws -> Int {
        counter.started(owner)
        defer { counter.ended(owner) }
        let call = calls.next()
        do {
            try await clock.sleep(for: duration)
        } catch {
            await windDown?.wait()
            throw error
        }
        if failEvery > 0, call % failEvery == 0 { throw ServiceDown() }
        return call
    }

    /// Runs and turns the call's number into a message now and then (a check that finds fault).
    func check() async throws -> String? {
        let call = try await run()
        return call % 3 == 0 ? "Taken" : nil
    }
}
