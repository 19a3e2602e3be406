import Testing

@testable import FormWizard

struct TestResolutionStateMachine {
    typealias Machine = ResolutionStateMachine<Int, String>

    @Test func waiterBeforeSettleIsResumedBySettle() throws {
        var machine = Machine()
        guard case .suspend = machine.wait("caller") else {
            Issue.record("a waiter before settling must suspend")
            return
        }
        let action = machine.settle(.success(7))
        #expect(action?.waiters == ["caller"])
        #expect(try action?.outcome.get() == 7)
        #expect(machine.isSettled)
        #expect(machine.waiterCount == 0)
    }

    @Test func waiterAfterSettleIsResumedAtOnce() {
        var machine = Machine()
        _ = machine.settle(.failure(CancellationError()))
        guard case .resume(let waiter, let outcome) = machine.wait("late") else {
            Issue.record("a waiter after settling must be resumed at once")
            return
        }
        #expect(waiter == "late")
        #expect(throws: CancellationError.self) { try outcome.get() }
    }

    @Test func secondSettleIsANoOp() {
        var machine = Machine()
        _ = machine.wait("caller")
        let first = machine.settle(.success(1))
        let second = machine.settle(.failure(CancellationError()))
        #expect(first?.waiters == ["caller"])
        #expect(second == nil)
    }

    /// Every order of settle-with-value, settle-cancelled and waiters arriving resumes each
    /// waiter exactly once, with the first outcome.
    @Test func everyInterleavingResumesEachWaiterOnce() throws {
        enum Event: CaseIterable { case submit, cancel, waitA, waitB }
        for order in permutations(Event.allCases) {
            var machine = Machine()
            var resumed: [String: Int] = [:]
            var firstOutcome: Int?? = nil
            for event in order {
                switch event {
                case .submit, .cancel:
                    let outcome: Machine.Outcome = event == .submit ? .success(1) : .failure(CancellationError())
                    if let action = machine.settle(outcome) {
                        firstOutcome = .some(try? outcome.get())
                        for waiter in action.waiters { resumed[waiter, default: 0] += 1 }
                    }
                case .waitA, .waitB:
                    let name = event == .waitA ? "A" : "B"
                    if case .resume(let waiter, let outcome) = machine.wait(name) {
                        #expect((try? outcome.get()) == firstOutcome.flatMap { $0 })
                        resumed[waiter, default: 0] += 1
                    }
                }
            }
            #expect(resumed == ["A": 1, "B": 1], "order \(order)")
        }
    }

    private func permutations<T>(_ items: [T]) -> [[T]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index -> [[T]] in
            var rest = items
            let item = rest.remove(at: index)
            return permutations(rest).map { [item] + $0 }
        }
    }
}
