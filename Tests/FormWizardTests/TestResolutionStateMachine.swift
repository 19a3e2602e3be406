import Testing

@testable import FormWizard

struct TestResolutionStateMachine {
    typealias Machine = ResolutionStateMachine<Int, String>

    @Test func waiterBeforeSettleIsResumedBySettle() throws {
        var machine = Machine()
        guard case .suspend = machine.wait("caller", id: machine.makeID()) else {
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
        guard case .resume(let waiter, let outcome) = machine.wait("late", id: machine.makeID()) else {
            Issue.record("a waiter after settling must be resumed at once")
            return
        }
        #expect(waiter == "late")
        #expect(throws: CancellationError.self) { try outcome.get() }
    }

    @Test func secondSettleIsANoOp() {
        var machine = Machine()
        _ = machine.wait("caller", id: machine.makeID())
        let first = machine.settle(.success(1))
        let second = machine.settle(.failure(CancellationError()))
        #expect(first?.waiters == ["caller"])
        #expect(second == nil)
    }

    @Test func aWaiterThatGivesUpIsResumedAloneAndTheOutcomeStaysOpen() throws {
        var machine = Machine()
        let a = machine.makeID()
        let b = machine.makeID()
        _ = machine.wait("A", id: a)
        _ = machine.wait("B", id: b)
        #expect(machine.abandon(a) == "A")
        #expect(!machine.isSettled)
        #expect(machine.abandon(a) == nil)
        let action = machine.settle(.success(3))
        #expect(action?.waiters == ["B"])
    }

    @Test func aWaiterThatGivesUpBeforeArrivingIsResumedAsItArrives() {
        var machine = Machine()
        let id = machine.makeID()
        #expect(machine.abandon(id) == nil)
        guard case .resume(let waiter, let outcome) = machine.wait("early", id: id) else {
            Issue.record("a waiter that gave up first must be resumed at once")
            return
        }
        #expect(waiter == "early")
        #expect(throws: CancellationError.self) { try outcome.get() }
        #expect(machine.waiterCount == 0)
    }

    /// Every order of settle-with-value, settle-cancelled, waiters arriving and one of them
    /// giving up resumes each waiter exactly once: one that gave up before it arrived with
    /// `CancellationError`, the others with the first outcome.
    @Test func everyInterleavingResumesEachWaiterOnce() throws {
        enum Event: CaseIterable { case submit, cancel, waitA, waitB, abandonB }
        for order in permutations(Event.allCases) {
            var machine = Machine()
            let ids = ["A": machine.makeID(), "B": machine.makeID()]
            var resumed: [String: Int] = [:]
            var firstOutcome: Int?? = nil
            var abandonedBeforeArriving = false
            var arrived: Set<String> = []
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
                    arrived.insert(name)
                    if case .resume(let waiter, let outcome) = machine.wait(name, id: ids[name]!) {
                        let expected = name == "B" && abandonedBeforeArriving ? nil : firstOutcome.flatMap { $0 }
                        #expect((try? outcome.get()) == expected, "order \(order)")
                        resumed[waiter, default: 0] += 1
                    }
                case .abandonB:
                    if !arrived.contains("B") { abandonedBeforeArriving = true }
                    if let waiter = machine.abandon(ids["B"]!) { resumed[waiter, default: 0] += 1 }
                }
            }
            #expect(resumed == ["A": 1, "B": 1], "order \(order)")
        }
    }
}
