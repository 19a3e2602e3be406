import Testing

@testable import FormWizard

/// An entry of the machine's stack whose flags the test sets.
@MainActor
final class MachineEntry: StackEntry {
    let name: String
    var isSettled = false
    var isAwaited = false
    var isBusy = false

    init(_ name: String) { self.name = name }

    nonisolated var id: ObjectIdentifier { ObjectIdentifier(self) }
}

/// The screen's bookkeeping without a screen: input routing, type-ahead, resize order and
/// shutdown order, step by step and over interleavings.
@MainActor
struct TestScreenStateMachine {
    typealias Machine = ScreenStateMachine<MachineEntry>

    /// Delivers what the machine hands out: each key settles the entry it reaches (one caller
    /// resumed) when it is Enter, and is recorded as `name:key`.
    private func drain(_ machine: inout Machine, log: inout [String]) {
        while let action = machine.nextInput() {
            switch action {
            case .handle(.key(let key), let entry):
                log.append("\(entry.name):\(key)")
                if key == .enter {
                    entry.isSettled = true
                    _ = machine.settled(entry, resumed: 1)
                }
            case .handle(let event, let entry): log.append("\(entry.name):\(event)")
            case .resize(let size): log.append("resize \(size.columns)x\(size.rows)")
            }
        }
    }

    @Test func keysBehindASubmitWaitForTheResumedCallerThenGoToTheNextDialog() {
        var machine = Machine()
        var log: [String] = []
        let first = MachineEntry("a")
        #expect(machine.push(first, awaited: true) == .render(scheduleDelivery: false))
        first.isAwaited = true
        machine.receive([.key(.enter), .key(.up), .key(.enter)])
        drain(&machine, log: &log)
        #expect(log == ["a:Enter"])
        #expect(machine.hasCallersPending && machine.hasQueuedInput)
        let resumed = machine.resumed(first)
        #expect(resumed.scheduleDelivery)
        // The caller presents the next dialog in the same turn: it gets the keys before it is drawn.
        let second = MachineEntry("b")
        #expect(machine.push(second, awaited: true) == .deliverInput)
        drain(&machine, log: &log)
        #expect(log == ["a:Enter", "b:Up", "b:Enter"])
    }

    @Test func keysBeforeTheFirstDialogWaitForItAndLaterOnesWithNoDialogAreDropped() {
        var machine = Machine()
        var log: [String] = []
        machine.receive([.key(.down), .resize(Size(columns: 40, rows: 12)), .key(.enter)])
        drain(&machine, log: &log)
        #expect(log == [])
        #expect(machine.hasQueuedInput)
        #expect(!machine.isIdle(needsRender: false, tasksQuiet: true))
        let first = MachineEntry("a")
        #expect(machine.push(first, awaited: true) == .deliverInput)
        first.isAwaited = true
        drain(&machine, log: &log)
        #expect(log == ["a:Down", "resize 40x12", "a:Enter"])
        _ = machine.resumed(first)
        machine.receive([.key(.up)])
        drain(&machine, log: &log)
        #expect(log == ["a:Down", "resize 40x12", "a:Enter"], "no dialog after the first: dropped")
        #expect(!machine.hasQueuedInput)
    }

    @Test func aDialogOnlyShownGetsTypeAheadOnlyAfterItsPresenterSuspends() {
        var machine = Machine()
        machine.receive([.key(.up)])
        let shown = MachineEntry("shown")
        #expect(machine.push(shown, awaited: false) == .render(scheduleDelivery: true))
        let question = MachineEntry("question")
        #expect(machine.push(question, awaited: true) == .deliverInput)
        var log: [String] = []
        drain(&machine, log: &log)
        #expect(log == ["question:Up"])
    }

    @Test func aResizeIsHandledAfterTheKeysBeforeItWithoutWaitingForACaller() {
        // [Enter, resize, Enter, Enter] answers three dialogs 0, 1, 2: the resize comes after
        // the first Enter and before the second dialog is up, so it tears nothing down.
        var machine = Machine()
        var log: [String] = []
        let first = MachineEntry("a")
        _ = machine.push(first, awaited: true)
        machine.receive([.key(.enter), .resize(Size(columns: 40, rows: 10)), .key(.enter), .key(.enter)])
        drain(&machine, log: &log)
        #expect(log == ["a:Enter", "resize 40x10"])
        var previous = first
        for name in ["b", "c"] {
            _ = machine.resumed(previous)
            previous = MachineEntry(name)
            #expect(machine.push(previous, awaited: true) == .deliverInput)
            drain(&machine, log: &log)
        }
        #expect(log == ["a:Enter", "resize 40x10", "b:Enter", "c:Enter"])
    }

    @Test func shutdownSettlesInnermostFirstOneCallerAtATime() {
        var machine = Machine()
        let entries = ["a", "b", "c"].map(MachineEntry.init)
        for entry in entries { _ = machine.push(entry, awaited: true) }
        machine.receive([.key(.up)])
        #expect(machine.shutdown().map(\.name) == ["a", "b", "c"])
        #expect(machine.isShutDown && !machine.hasQueuedInput && machine.entries.isEmpty)
        var order: [String] = []
        while let next = machine.nextForShutdown() {
            order.append(next.name)
            next.isSettled = true
            machine.settledForShutdown(next, resumed: 1)
            #expect(machine.nextForShutdown() == nil, "the next one waits until \(next.name)'s caller has run")
            _ = machine.resumed(next)
        }
        #expect(order == ["c", "b", "a"])
        #expect(machine.isIdle(needsRender: false, tasksQuiet: true))
    }

    @Test func afterShutdownNothingIsPushedQueuedOrDelivered() {
        var machine = Machine()
        _ = machine.shutdown()
        #expect(machine.push(MachineEntry("late"), awaited: false) == .refuse)
        machine.receive([.key(.enter)])
        #expect(!machine.hasQueuedInput)
        #expect(machine.nextInput() == nil)
        #expect(machine.entries.isEmpty)
    }

    @Test func idleWithNothingUpAndNothingQueued() {
        var machine = Machine()
        #expect(machine.isIdle(needsRender: false, tasksQuiet: true))
        #expect(!machine.isIdle(needsRender: true, tasksQuiet: true))
        #expect(!machine.isIdle(needsRender: false, tasksQuiet: false))
        let entry = MachineEntry("a")
        _ = machine.push(entry, awaited: true)
        #expect(!machine.isIdle(needsRender: false, tasksQuiet: true), "not awaited yet")
        #expect(machine.blockers(needsRender: false, tasksQuiet: true) == ["the top dialog is not awaited yet"])
        entry.isAwaited = true
        #expect(machine.isIdle(needsRender: false, tasksQuiet: true))
        entry.isBusy = true
        #expect(!machine.isIdle(needsRender: false, tasksQuiet: true))
    }

    /// Over every order of keys arriving, the first caller resuming and the second dialog
    /// being pushed (delivery after a resume is deferred, as the screen defers it): each key is
    /// handed out once, in order, never while a caller is pending and never to a settled
    /// entry. Only keys that arrive while nothing is open (the caller resumed but has not
    /// presented yet) are dropped.
    @Test func everyInterleavingDeliversEachKeyOnceInOrderToAnOpenDialog() {
        enum Step: CaseIterable { case keys, resume, pushSecond }
        for order in permutations(Step.allCases) {
            var machine = Machine()
            let first = MachineEntry("a")
            _ = machine.push(first, awaited: true)
            first.isAwaited = true
            machine.receive([.key(.enter)])
            var delivered: [String] = []
            func drainChecked() {
                while let action = machine.nextInput() {
                    guard case .handle(.key(let key), let entry) = action else { continue }
                    #expect(!entry.isSettled, "handed to a settled entry: \(order)")
                    #expect(!machine.hasCallersPending, "delivered while a caller was pending: \(order)")
                    delivered.append("\(entry.name):\(key)")
                    if key == .enter {
                        entry.isSettled = true
                        _ = machine.settled(entry, resumed: 1)
                    }
                }
            }
            drainChecked()
            for step in order {
                switch step {
                case .keys:
                    machine.receive([.key(.up), .key(.up), .key(.enter)])
                    drainChecked()
                case .resume:
                    _ = machine.resumed(first)
                case .pushSecond:
                    let second = MachineEntry("b")
                    _ = machine.push(second, awaited: true)
                    second.isAwaited = true
                    drainChecked()
                }
            }
            drainChecked()
            let keysWhileNothingOpen = order == [.resume, .keys, .pushSecond]
            let expected = keysWhileNothingOpen ? ["a:Enter"] : ["a:Enter", "b:Up", "b:Up", "b:Enter"]
            #expect(delivered == expected, "order \(order)")
        }
    }
}
