import FormWizard
import FormWizardTesting
import Testing

/// One test per way a presentation resolves; each checks its caller resumed exactly once.
@MainActor
struct TestScreen {
    let term = VirtualTerminal(columns: 12, rows: 3)

    @Test func submitResumesWithTheValue() async {
        let screen = Screen(terminal: term)
        let outcomes = Outcomes()
        let task = outcomes.present(Counter("a"), on: screen)
        await screen.waitUntilIdle()
        term.send(.up, .up)
        #expect(term.lines == ["a: 2        ", "            ", "            "])
        term.send(.enter)
        await task.value
        #expect(outcomes.list == ["a=2"])
        #expect(term.lines == ["            ", "            ", "            "])
    }

    @Test func escapeThrowsCancellationError() async {
        let screen = Screen(terminal: term)
        let outcomes = Outcomes()
        let task = outcomes.present(Counter("a"), on: screen)
        await screen.waitUntilIdle()
        term.send(.escape)
        await task.value
        #expect(outcomes.list == ["a cancelled"])
        #expect(screen.presentationCount == 0)
    }

    @Test func escapeReturnsTheDismissValueWhenTheDialogHasOne() async throws {
        let screen = Screen(terminal: term)
        let answer = Task {
            try await screen.alert(
                "Leave?", actions: [.destructive("Leave", true), .default("Stay", false)], dismissValue: false)
        }
        await screen.waitUntilIdle()
        term.send(.escape)
        #expect(try await answer.value == false)
    }

    @Test func cancellingTheAwaitingTaskRemovesTheDialog() async {
        let screen = Screen(terminal: term)
        let outcomes = Outcomes()
        let task = outcomes.present(Counter("a"), on: screen)
        await screen.waitUntilIdle()
        #expect(term.lines[0] == "a: 0        ")
        task.cancel()
        await task.value
        #expect(outcomes.list == ["a cancelled"])
        #expect(term.lines == ["            ", "            ", "            "])
        #expect(screen.presentationCount == 0)
    }

    @Test func alreadyCancelledTaskThrowsAtOnceAndDrawsNothing() async {
        let screen = Screen(terminal: term)
        let outcomes = Outcomes()
        let task = outcomes.present(Counter("a"), on: screen)
        task.cancel()
        await task.value
        #expect(outcomes.list == ["a cancelled"])
        #expect(term.updateCount == 0)
    }

    @Test func resizeRelayoutKeepsTheDialogAndItsState() async {
        let screen = Screen(terminal: term)
        let outcomes = Outcomes()
        let task = outcomes.present(Counter("a", row: 2), on: screen)
        await screen.waitUntilIdle()
        term.send(.up)
        term.resize(columns: 8, rows: 4)
        #expect(term.lines == ["        ", "        ", "a: 1    ", "        "])
        term.send(.up, .enter)
        await task.value
        #expect(outcomes.list == ["a=2"])
    }

    @Test func resizeTearsDownUnderTheScreensTeardownPolicy() async {
        let screen = Screen(terminal: term, resizePolicy: .teardown)
        let outcomes = Outcomes()
        let torn = outcomes.present(Counter("a"), on: screen)
        await screen.waitUntilIdle()
        let kept = outcomes.present(Counter("b", row: 1), on: screen, resizePolicy: .relayout)
        await screen.waitUntilIdle()
        term.resize(columns: 10, rows: 3)
        await torn.value
        #expect(outcomes.list == ["a cancelled"])
        #expect(term.lines == ["          ", "b: 0      ", "          "])
        term.send(.enter)
        await kept.value
        #expect(outcomes.list == ["a cancelled", "b=0"])
    }

    @Test func resizeTearsDownAPresentationWithItsOwnTeardownPolicy() async {
        let screen = Screen(terminal: term)
        let outcomes = Outcomes()
        let task = outcomes.present(Counter("a"), on: screen, resizePolicy: .teardown)
        await screen.waitUntilIdle()
        term.resize(columns: 20, rows: 5)
        await task.value
        #expect(outcomes.list == ["a cancelled"])
    }

    @Test func dismissingAHandleResolvesItsWaiter() async {
        let screen = Screen(terminal: term)
        let handle = screen.show(Counter("a"))
        let waiter = Task { () -> String in
            do { return "a=\(try await handle.value)" } catch { return "a cancelled" }
        }
        await screen.waitUntilIdle()
        handle.dismiss()
        #expect(await waiter.value == "a cancelled")
        #expect(handle.isResolved)
        #expect(term.lines[0] == "            ")
    }

    @Test func dismissingAHandleWithAValueReturnsIt() async throws {
        let screen = Screen(terminal: term)
        let handle = screen.show(Counter("a"))
        handle.dismiss(returning: 42)
        #expect(try await handle.value == 42)
    }

    @Test func dismissingAnAlreadyResolvedHandleChangesNothing() async throws {
        let screen = Screen(terminal: term)
        let handle = screen.show(Counter("a"))
        let waiter = Task { try await handle.value }
        await screen.waitUntilIdle()
        term.send(.up, .enter)
        handle.dismiss()
        handle.dismiss(returning: 9)
        #expect(throws: CancellationError.self) { try handle.checkedUpdate { $0.count = 5 } }
        #expect(try await waiter.value == 1)
        #expect(try await handle.value == 1)
        #expect(term.lines[0] == "            ")
    }

    @Test func shutdownResolvesEveryPresentationInnermostFirst() async {
        let screen = Screen(terminal: term)
        let outcomes = Outcomes()
        for (row, name) in ["a", "b", "c"].enumerated() {
            _ = outcomes.present(Counter(name, row: row), on: screen)
            await screen.waitUntilIdle()
        }
        screen.shutdown()
        await outcomes.waitFor(count: 3)
        #expect(outcomes.list == ["c cancelled", "b cancelled", "a cancelled"])
        #expect(term.lines == ["            ", "            ", "            "])
        let late = outcomes.present(Counter("d"), on: screen)
        await late.value
        #expect(outcomes.list.last == "d cancelled")
    }

    @Test func releasingAHandleDismissesAndFreesTheDialog() async {
        let screen = Screen(terminal: term)
        weak var tracker: Tracker?
        var handle: DialogHandle<Counter>?
        do {
            let strong = Tracker()
            tracker = strong
            handle = screen.show(Counter("a", tracker: strong))
        }
        #expect(term.lines[0] == "a: 0        ")
        #expect(tracker != nil)
        #expect(handle?.isResolved == false)
        handle = nil
        #expect(term.lines[0] == "            ")
        #expect(screen.presentationCount == 0)
        #expect(tracker == nil)
    }

    @Test func releasingTheScreenResolvesWaitersOnItsHandles() async {
        var screen: Screen? = Screen(terminal: term)
        let handle = screen!.show(Counter("a"))
        let waiter = Task { () -> String in
            do { return "a=\(try await handle.value)" } catch { return "a cancelled" }
        }
        await screen!.idle()
        screen = nil
        #expect(await waiter.value == "a cancelled")
        #expect(handle.isResolved)
    }

    @Test func aSubmittedDialogIsFreed() async {
        let screen = Screen(terminal: term)
        let outcomes = Outcomes()
        weak var tracker: Tracker?
        let task: Task<Void, Never>
        do {
            let strong = Tracker()
            tracker = strong
            task = outcomes.present(Counter("a", tracker: strong), on: screen)
        }
        await screen.waitUntilIdle()
        term.send(.enter)
        await task.value
        #expect(outcomes.list == ["a=0"])
        #expect(tracker == nil)
    }

    // MARK: - Races

    @Test func enterAndEscapeInOneBatchResolveOnceWithTheFirst() async {
        let screen = Screen(terminal: term)
        let outcomes = Outcomes()
        let task = outcomes.present(Counter("a"), on: screen)
        await screen.waitUntilIdle()
        term.send(.enter, .escape)
        await task.value
        #expect(outcomes.list == ["a=0"])
    }

    @Test func escapeAndEnterInOneBatchResolveOnceWithTheFirst() async {
        let screen = Screen(terminal: term)
        let outcomes = Outcomes()
        let task = outcomes.present(Counter("a"), on: screen)
        await screen.waitUntilIdle()
        term.send(.escape, .enter)
        await task.value
        #expect(outcomes.list == ["a cancelled"])
    }

    @Test func cancellationDuringSubmitResolvesOnceWithTheSubmit() async {
        let screen = Screen(terminal: term)
        let outcomes = Outcomes()
        let task = outcomes.present(Counter("a"), on: screen)
        await screen.waitUntilIdle()
        term.send(.up, .enter)
        task.cancel()
        await task.value
        #expect(outcomes.list == ["a=1"])
    }

    @Test func submitDuringCancellationResolvesOnceWithTheCancellation() async {
        let screen = Screen(terminal: term)
        let outcomes = Outcomes()
        let task = outcomes.present(Counter("a"), on: screen)
        await screen.waitUntilIdle()
        task.cancel()
        term.send(.enter)
        await task.value
        #expect(outcomes.list == ["a cancelled"])
    }

    @Test func cancellationsFromOtherThreadsResolveEachPresentationOnce() async {
        let screen = Screen(terminal: term)
        let outcomes = Outcomes()
        var tasks: [Task<Void, Never>] = []
        for index in 0..<50 {
            tasks.append(outcomes.present(Counter("p\(index)"), on: screen))
        }
        await screen.waitUntilIdle()
        await withTaskGroup(of: Void.self) { group in
            for task in tasks {
                group.addTask { task.cancel() }
            }
        }
        term.send(.enter)
        for task in tasks { await task.value }
        #expect(outcomes.list.count == 50)
        #expect(screen.presentationCount == 0)
    }
}
