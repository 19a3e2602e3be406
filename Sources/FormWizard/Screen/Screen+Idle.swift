extension Screen {
    /// Waits until the screen waits for the user (or the clock): nothing is up, or the top
    /// dialog is awaited and not busy; no input is queued, no resumed caller has yet to run,
    /// every dialog task is finished or asleep on the screen's clock (also inside a service it
    /// awaits: see `ClockSleep`), and the frame is drawn.
    ///
    /// Tests use it instead of sleeping; `FormWizardTesting`'s `waitUntilIdle()` bounds it. It
    /// returns at once after `shutdown()`, and when the waiting task is cancelled.
    public func idle() async {
        while !Task.isCancelled {
            // Let work already queued on the main actor (a task about to present) run first.
            await yieldToMainActor()
            if isIdle { return }
            let waiter = Resolution<Void>()
            idleWaiters.append(waiter)
            _ = await waiter.wait()
        }
    }

    /// What keeps the screen from being idle now, in words (empty when it is idle): for the
    /// message of a wait that timed out.
    public var idleBlockers: [String] {
        machine.blockers(needsRender: needsRender, tasksQuiet: tasksQuiet)
    }

    var isIdle: Bool { machine.isIdle(needsRender: needsRender, tasksQuiet: tasksQuiet) }

    private var tasksQuiet: Bool { runningTasks.values.allSatisfy(\.isWaitingForClock) }

    /// Lets the main-actor work queued so far run first, without leaving the main actor
    /// (`Task.yield()` hops to a global thread and back, waking a thread every time).
    private func yieldToMainActor() async {
        guard !isShutDown else { return }
        await withCheckedContinuation { continuation in
            yielders.append(continuation)
            yieldTurn.schedule()
        }
    }

    func resumeYielders() {
        let waiting = yielders
        yielders.removeAll()
        for yielder in waiting { yielder.resume() }
    }

    func taskStarted(_ record: DialogTaskRecord) {
        runningTasks[ObjectIdentifier(record)] = record
    }

    func taskEnded(_ record: DialogTaskRecord) {
        runningTasks[ObjectIdentifier(record)] = nil
        notifyIfIdle()
    }

    /// Waits until what is up changes (a dialog presented, shown or taken off; a frame drawn),
    /// the screen shuts down, the waiting task is cancelled, or `deadline` passes: for waits
    /// in tests that are woken by the screen instead of polling it (`waitUntilShown`).
    ///
    /// - Returns: `false` when it ended without a change (the deadline, a cancellation, a
    ///   screen shut down).
    package func waitForChange(before deadline: ContinuousClock.Instant) async -> Bool {
        guard !isShutDown else { return false }
        let waiter = Resolution<Void>()
        changeWaiters.append(waiter)
        let changed = await withTaskGroup(of: Void.self) { group in
            // A child task runs off the main actor: a main actor busy with other work (tests
            // run in parallel) would hold back a timer on it long past the deadline.
            group.addTask {
                try? await Task.sleep(until: deadline, clock: .continuous)
                waiter.settle(.failure(CancellationError()))
            }
            defer { group.cancelAll() }
            guard case .success = await waiter.wait() else { return false }
            return true
        }
        return changed && !isShutDown
    }

    /// Resumes whoever waits in `waitForChange(before:)`.
    func notifyChange() {
        listenForLineKeys()
        guard !changeWaiters.isEmpty else { return }
        let waiters = changeWaiters
        changeWaiters.removeAll()
        for waiter in waiters { waiter.settle(.success(())) }
    }

    /// Resumes whoever waits in `idle()` if the screen is idle now.
    func notifyIfIdle() {
        guard !idleWaiters.isEmpty, isIdle else { return }
        let waiters = idleWaiters
        idleWaiters.removeAll()
        for waiter in waiters { waiter.settle(.success(())) }
    }
}
