/// Async work a dialog needs while it is in some state, like SwiftUI's `.task(id:)`.
///
/// A dialog lists its tasks in `Dialog.tasks`. After every change the screen starts the tasks
/// whose ids are new, cancels the running ones whose ids are gone, and applies what a finished
/// task returns to the dialog (then redraws). Each id runs once while it stays listed; when the
/// dialog is resolved every task is cancelled and nothing it returns is applied, so there is no
/// late update and no leaked task.
///
/// A debounced search is a task keyed by the query: typing changes the id, which cancels the
/// previous query while it still waits out the debounce.
/// ```swift
/// var tasks: [DialogTask<Self>] {
///     [DialogTask(id: query) { context in
///         try await context.sleep(for: .milliseconds(250))
///         let found = try await catalog.search(query)
///         return { $0.results = found }
///     }]
/// }
/// ```
/// Throwing (a cancelled sleep included) ends the task without changing the dialog; catch the
/// errors you want to show and return an update that shows them. An update made with
/// `init(id:resolving:)` may also submit or cancel the dialog.
public struct DialogTask<D: Dialog>: Sendable {
    /// A change a finished task makes to its dialog.
    public typealias Update = @Sendable (inout D) -> Void
    /// A change a finished task makes to its dialog, which may also resolve it (a form that
    /// was waiting for a validator before submitting).
    public typealias ResolvingUpdate = @Sendable (inout D) -> DialogResponse<D.Value>

    /// Identifies the task: while the dialog keeps listing this id, the task is not restarted.
    public let id: any Hashable & Sendable
    let operation: @MainActor @Sendable (DialogTaskContext) async throws -> ResolvingUpdate?

    /// A task identified by `id`. The operation runs on the main actor; work it awaits on other
    /// actors (a service, a search) runs there.
    public init(
        id: some Hashable & Sendable,
        operation: @escaping @MainActor @Sendable (DialogTaskContext) async throws -> Update?
    ) {
        self.id = id
        self.operation = { context in
            guard let update = try await operation(context) else { return nil }
            return { dialog in
                update(&dialog)
                return .handled
            }
        }
    }

    /// A task whose update answers like `Dialog.handle(_:)`: `.submit` or `.cancel` resolve
    /// the dialog.
    public init(
        id: some Hashable & Sendable,
        resolving operation: @escaping @MainActor @Sendable (DialogTaskContext) async throws -> ResolvingUpdate?
    ) {
        self.id = id
        self.operation = operation
    }

    /// This task working on a dialog that contains `D` (a wrapper such as a wizard step).
    public func map<Outer: Dialog>(
        _ path: WritableKeyPath<Outer, D> & Sendable,
        response: @escaping @Sendable (DialogResponse<D.Value>) -> DialogResponse<Outer.Value>
    ) -> DialogTask<Outer> {
        let operation = self.operation
        return DialogTask<Outer>(
            id: AnyHashableSendable(id),
            resolving: { context in
                guard let update = try await operation(context) else { return nil }
                return { outer in response(update(&outer[keyPath: path])) }
            })
    }
}

/// An id of any hashable, sendable type, itself hashable.
struct AnyHashableSendable: Hashable, Sendable {
    let base: any Hashable & Sendable

    init(_ base: any Hashable & Sendable) {
        self.base = base
    }

    static func == (lhs: Self, rhs: Self) -> Bool { AnyHashable(lhs.base) == AnyHashable(rhs.base) }
    func hash(into hasher: inout Hasher) { AnyHashable(base).hash(into: &hasher) }
}

/// What a dialog task gets from the screen: its clock.
@MainActor
public struct DialogTaskContext: Sendable {
    private let record: DialogTaskRecord
    private weak var screen: Screen?
    /// The screen's clock (a `TestClock` in tests).
    public let clock: any Clock<Duration>

    init(record: DialogTaskRecord, screen: Screen) {
        self.record = record
        self.screen = screen
        self.clock = screen.clock
    }

    /// Sleeps on the screen's clock. While a task sleeps here and its deadline has not come, it
    /// does not keep the screen from being idle, so tests can wait for `idle()`, advance a
    /// `TestClock`, and wait for `idle()` again.
    ///
    /// - Throws: `CancellationError` when the task is cancelled during the sleep.
    public func sleep(for duration: Duration) async throws {
        try await sleep(for: duration, on: clock)
    }

    private func sleep<C: Clock>(for duration: Duration, on clock: C) async throws where C.Duration == Duration {
        // The deadline is fixed here, on the main actor, before the clock is reached: a test
        // clock advanced meanwhile still wakes this sleep.
        let deadline = clock.now.advanced(by: duration)
        record.deadlineHasCome = { clock.now >= deadline }
        screen?.notifyIfIdle()
        defer { record.deadlineHasCome = nil }
        try await clock.sleep(until: deadline, tolerance: nil)
    }
}

/// The screen's view of one running dialog task: whether it only waits for the clock.
@MainActor
final class DialogTaskRecord {
    var isCancelled = false
    /// Set while the task sleeps on the clock.
    var deadlineHasCome: (@Sendable () -> Bool)?

    /// Whether the task can do nothing until the clock reaches its deadline.
    var isWaitingForClock: Bool {
        guard !isCancelled, let deadlineHasCome else { return false }
        return !deadlineHasCome()
    }
}
