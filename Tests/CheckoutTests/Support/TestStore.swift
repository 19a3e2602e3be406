import Checkout
import FormWizard
import Testing

/// A store whose calls wait until the test answers them. It records every call and every
/// cancelled one, in order: `signIn demo@example.com`, `stock 1042`, `cancelled stock 1042`,
/// `authorize $1,369.50`.
actor TestStore: StoreService {
    private var calls: [(name: String, gate: Gate)] = []
    private var waiters:
        [(condition: @Sendable ([String], [String]) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
    /// Every call and cancellation, in order.
    private(set) var log: [String] = [] {
        didSet { wakeWaiters() }
    }

    /// The calls waiting for an answer, oldest first.
    var pending: [String] { calls.filter { !$0.gate.isDone }.map(\.name) }

    func signIn(_ credentials: Credentials) async throws -> Account {
        try await call("signIn \(credentials.email)") as! Account
    }

    func checkStock(_ product: Product, quantity: Int) async throws -> Bool {
        try await call("stock \(product.id)") as! Bool
    }

    func authorize(_ card: PaymentCard, amount: Money) async throws -> String {
        try await call("authorize \(amount)") as! String
    }

    /// Answers the oldest pending call named `name`.
    func answer(_ name: String, with result: Result<any Sendable, any Error>) {
        guard let call = calls.first(where: { $0.name == name && !$0.gate.isDone }) else {
            Issue.record("No pending call \(name); pending: \(pending)")
            return
        }
        call.gate.open(result)
        wakeWaiters()
    }

    /// Answers the oldest pending call named `name` with `value`.
    func answer(_ name: String, _ value: some Sendable) {
        answer(name, with: .success(value))
    }

    /// Waits until `condition` holds for the pending calls and the log.
    func until(_ condition: @escaping @Sendable (_ pending: [String], _ log: [String]) -> Bool) async {
        if condition(pending, log) { return }
        await withCheckedContinuation { waiters.append((condition, $0)) }
    }

    private func call(_ name: String) async throws -> any Sendable {
        let gate = Gate()
        calls.append((name, gate))
        log.append(name)
        do {
            return try await gate.wait()
        } catch is CancellationError {
            log.append("cancelled \(name)")
            throw CancellationError()
        }
    }

    private func wakeWaiters() {
        let pending = self.pending
        let ready = waiters.filter { $0.condition(pending, log) }
        waiters.removeAll { $0.condition(pending, log) }
        for waiter in ready { waiter.continuation.resume() }
    }
}

/// One call the test answers: `wait()` suspends until `open(_:)`, or throws `CancellationError`
/// when the waiting task is cancelled.
private final class Gate: Sendable {
    private struct State {
        var continuation: CheckedContinuation<any Sendable, any Error>?
        var result: Result<any Sendable, any Error>?
        var cancelled = false
    }

    private let state = Lock(State())

    /// Whether it was answered or cancelled.
    var isDone: Bool { state.withLock { $0.result != nil || $0.cancelled } }

    func wait() async throws -> any Sendable {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let now = state.withLock { state -> Result<any Sendable, any Error>? in
                    if let result = state.result { return result }
                    if state.cancelled { return .failure(CancellationError()) }
                    state.continuation = continuation
                    return nil
                }
                if let now { continuation.resume(with: now) }
            }
        } onCancel: {
            let continuation = state.withLock { state in
                if state.result == nil { state.cancelled = true }
                defer { state.continuation = nil }
                return state.continuation
            }
            continuation?.resume(throwing: CancellationError())
        }
    }

    func open(_ result: Result<any Sendable, any Error>) {
        let continuation = state.withLock { state in
            state.result = result
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(with: result)
    }
}
