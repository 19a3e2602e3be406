import Synchronization

/// A number that goes up on every call, from any thread.
final class CallCounter: Sendable {
    private let count = Atomic<Int>(0)

    func next() -> Int {
        count.add(1, ordering: .relaxed).newValue
    }
}
