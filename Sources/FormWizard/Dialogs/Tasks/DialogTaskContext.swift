/// What a dialog task gets from the screen: its clock, and a way to change its dialog while it
/// goes on.
@MainActor
public struct DialogTaskContext<D: Dialog>: Sendable {
    let record: DialogTaskRecord
    /// Applies a change to the dialog if it is still presented; `false` once it is resolved.
    let apply: @MainActor @Sendable (DialogTask<D>.ResolvingUpdate) -> Bool
    /// The screen's clock (a `TestClock` in tests).
    public let clock: any Clock<Duration>

    init(
        record: DialogTaskRecord, clock: any Clock<Duration>,
        apply: @escaping @MainActor @Sendable (DialogTask<D>.ResolvingUpdate) -> Bool
    ) {
        self.record = record
        self.clock = clock
        self.apply = apply
    }

    /// Changes the dialog now and redraws it, while the task goes on (a progress, a spinner).
    ///
    /// - Throws: `CancellationError` once the dialog is resolved: the change is dropped, and
    ///   the task should stop.
    public func update(_ change: @escaping @Sendable (inout D) -> Void) throws(CancellationError) {
        let applied = apply { dialog in
            change(&dialog)
            return .handled
        }
        if !applied { throw CancellationError() }
    }

    /// Changes the dialog now with a change that may resolve it (`.submit`, `.cancel`).
    ///
    /// - Throws: `CancellationError` once the dialog is resolved: the change is dropped.
    public func resolve(_ change: @escaping DialogTask<D>.ResolvingUpdate) throws(CancellationError) {
        if !apply(change) { throw CancellationError() }
    }

    /// Sleeps on the screen's clock. While a task sleeps here and its deadline has not come, it
    /// does not keep the screen from being idle, so tests can wait for `idle()`, advance a
    /// `TestClock`, and wait for `idle()` again. A duration beyond `Int32.max` seconds (68 years)
    /// counts as that.
    ///
    /// - Throws: `CancellationError` when the task is cancelled during the sleep.
    public func sleep(for duration: Duration) async throws {
        try await sleep(for: duration.clampedAtEntry, on: clock)
    }

    /// Calls `tick` with 1, 2, 3… each time another `interval` has passed on the screen's
    /// clock since the call, until the task is cancelled. The count is of whole intervals since
    /// the start, so a clock that jumps skips counts instead of drifting (a spinner's frames).
    /// The interval is at least a nanosecond and at most `Int32.max` seconds.
    ///
    /// - Throws: `CancellationError` when the task is cancelled or the dialog resolved.
    public func every(_ interval: Duration, _ tick: (Int) throws -> Void) async throws {
        try await every(max(.nanoseconds(1), interval.clampedAtEntry), on: clock, tick)
    }

    private func every<C: Clock>(_ interval: Duration, on clock: C, _ tick: (Int) throws -> Void) async throws
    where C.Duration == Duration {
        let start = clock.now
        var count = 0
        while true {
            try await sleep(until: start.advanced(by: interval * (count + 1)), on: clock)
            // At most `Int32.max` counts, however far a test clock jumps.
            count = Int(min(start.duration(to: clock.now) / interval, Double(Int.entryLimit)))
            try tick(count)
        }
    }

    private func sleep<C: Clock>(for duration: Duration, on clock: C) async throws where C.Duration == Duration {
        // The deadline is fixed here, on the main actor, before the clock is reached: a test
        // clock advanced meanwhile still wakes this sleep.
        try await sleep(until: clock.now.advanced(by: duration), on: clock)
    }

    private func sleep<C: Clock>(until deadline: C.Instant, on clock: C) async throws {
        try await ClockSleep.reporting(until: { clock.now >= deadline }) {
            try await clock.sleep(until: deadline, tolerance: nil)
        }
    }

    /// A context for a task of a dialog inside this one (at `path`), for `DialogTask.map`.
    func scoped<Inner: Dialog>(
        to path: WritableKeyPath<D, Inner> & Sendable,
        response: @escaping @Sendable (DialogResponse<Inner.Value>, Inner) -> DialogResponse<D.Value>
    ) -> DialogTaskContext<Inner> {
        let apply = self.apply
        return DialogTaskContext<Inner>(record: record, clock: clock) { change in
            apply { outer in
                let answer = change(&outer[keyPath: path])
                return response(answer, outer[keyPath: path])
            }
        }
    }
}
