/// Async work a dialog needs while it is in some state, like SwiftUI's `.task(id:)`: the one
/// way a dialog runs async work.
///
/// A dialog lists its tasks in `Dialog.tasks`. After every change the screen starts the tasks
/// whose ids are new, cancels the running ones whose ids are gone, and applies what a task
/// returns to the dialog (then redraws). Each id runs once while it stays listed. The tasks are
/// children of the presentation: when it resolves, however it resolves, every task is
/// cancelled, nothing it returns is applied, and `present` returns only after all of them have
/// ended — no task outlives its dialog.
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
/// errors you want to show and return an update that shows them. A task may also change its
/// dialog while it goes on (`DialogTaskContext.update`), and an update made with
/// `init(id:resolving:)` may submit or cancel the dialog.
public struct DialogTask<D: Dialog>: Sendable {
    /// A change a task makes to its dialog.
    public typealias Update = @Sendable (inout D) -> Void
    /// A change a task makes to its dialog, which may also resolve it (a form that was waiting
    /// for a validator before submitting).
    public typealias ResolvingUpdate = @Sendable (inout D) -> DialogResponse<D.Value>

    /// Identifies the task: while the dialog keeps listing this id, the task is not restarted.
    public let id: any Hashable & Sendable
    let operation: @MainActor @Sendable (DialogTaskContext<D>) async throws -> ResolvingUpdate?

    /// A task identified by `id`. The operation runs on the main actor; work it awaits on other
    /// actors (a service, a search) runs there.
    public init(
        id: some Hashable & Sendable,
        operation: @escaping @MainActor @Sendable (DialogTaskContext<D>) async throws -> Update?
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
    ///
    /// Name it (`resolving:`): a trailing closure that could be either, one returning `nil`
    /// say, is taken for `init(id:operation:)`.
    @_disfavoredOverload
    public init(
        id: some Hashable & Sendable,
        resolving operation: @escaping @MainActor @Sendable (DialogTaskContext<D>) async throws -> ResolvingUpdate?
    ) {
        self.id = id
        self.operation = operation
    }

    /// This task working on a dialog that contains `D` (a wrapper such as a wizard step).
    public func map<Outer: Dialog>(
        _ path: WritableKeyPath<Outer, D> & Sendable,
        response: @escaping @Sendable (DialogResponse<D.Value>) -> DialogResponse<Outer.Value>
    ) -> DialogTask<Outer> {
        map(path) { answer, _ in response(answer) }
    }

    /// `map(_:response:)` whose `response` also sees the dialog as the update left it (a
    /// wizard step keeps its draft from it).
    func map<Outer: Dialog>(
        _ path: WritableKeyPath<Outer, D> & Sendable,
        response: @escaping @Sendable (DialogResponse<D.Value>, D) -> DialogResponse<Outer.Value>
    ) -> DialogTask<Outer> {
        let operation = self.operation
        return DialogTask<Outer>(
            id: AnyHashableSendable(id),
            resolving: { context in
                let scoped = context.scoped(to: path) { answer, dialog in response(answer, dialog) }
                guard let update = try await operation(scoped) else { return nil }
                return { outer in
                    let answer = update(&outer[keyPath: path])
                    return response(answer, outer[keyPath: path])
                }
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
