import Dispatch
import FormWizard

extension Episode {
    /// One thing the user or the world does.
    func act() async {
        let action = rng.weighted([30, 14, 6, 4, 10, 3, 5, 4, 1, 4, 2])
        if action < 2, canTypeSecret, rng.chance(0.5) {
            await typeSecret()
            return
        }
        switch action {
        case 0:
            let keys = (0..<Int.random(in: 1...8, using: &rng)).map { _ in FuzzKeys.key(&rng) }
            send(keys.map(InputEvent.key), "keys \(keys)")
        case 1:
            let keys = (0..<Int.random(in: 1...12, using: &rng)).map { _ in FuzzKeys.typing(&rng) }
            send(keys.map(InputEvent.key), "typing \(keys.count) keys")
        case 2:
            let text = FuzzText.paste(&rng)
            if text.utf8.count > 65_536 { stats.largePastes += 1 }
            send([.paste(text)], "paste of \(text.utf8.count) bytes")
        case 3:
            let size = Self.randomSize(&rng)
            note("resize to \(size)")
            let before = wall.now
            terminal.resize(columns: size.columns, rows: size.rows)
            events += 1
            if wall.now - before > Self.stallBound {
                fail("stall", "resize to \(size) took \(wall.now - before) (top: \(ledger.top?.kind ?? "none"))")
                stalled = true
            }
        case 4:
            let step = Duration.milliseconds(rng.pick([1, 80, 80, 300, 1_000, 5_000, 61_000]))
            note("clock + \(step)")
            clock.advance(by: step)
            flowClock.advance(by: step)
            windDown.release()
            events += 1
        case 5: cancelFlow()
        case 6: touchHandle()
        case 7:
            if !singleFlow && flowsRunning < 3 || flowsRunning == 0 {
                note("start a flow")
                startFlow()
                events += 1
            }
        case 8: shutDown()
        case 9: await typeSecret()
        default:
            note("wait for idle")
            _ = await waitForIdle()
        }
    }

    /// Cancels the task of a flow, on the main actor or from another thread.
    func cancelFlow() {
        guard !flows.isEmpty else { return }
        let task = rng.pick(flows)
        events += 1
        if rng.chance(0.5) {
            note("cancel a flow from another thread")
            DispatchQueue.global().async { task.cancel() }  // a plain thread, off every actor: what is tested
        } else {
            note("cancel a flow")
            task.cancel()
        }
    }

    /// Dismisses, updates or releases a dialog shown with `show(_:)`.
    func touchHandle() {
        guard !handles.isEmpty else { return }
        let index = Int.random(in: 0..<handles.count, using: &rng)
        events += 1
        switch rng.weighted([3, 2, 3, 3, 1]) {
        case 0:
            note("dismiss \(handles[index].kind)")
            handles[index].dismiss()
        case 1:
            note("dismiss \(handles[index].kind) with a value")
            handles[index].dismissReturning()
        case 2:
            note("update \(handles[index].kind)")
            handles[index].update(Double.random(in: -0.5...1.5, using: &rng), FuzzText.label(&rng))
        case 3:
            note("release \(handles[index].kind)")
            handles.remove(at: index)
        default:
            note("mark \(handles[index].kind) busy")
            handles[index].setBusy(rng.chance(0.5))
        }
    }

    /// Shuts the screen down, now and then in the same turn as an Esc.
    func shutDown() {
        guard updatesAtShutdown == nil else { return }
        events += 1
        if rng.chance(0.4) {
            note("Esc and shutdown() in one turn (top: \(ledger.top?.kind ?? "none"))")
            terminal.send(.escape)
            events += 1
        } else {
            note("shutdown() (top: \(ledger.top?.kind ?? "none"))")
        }
        screen.shutdown()
        updatesAtShutdown = terminal.updateCount
    }

    /// Whether typing the secret can only reach a masked field: one flow, its dialog on top is
    /// masked, and no dialog that shows typed text is open.
    var canTypeSecret: Bool {
        guard singleFlow, updatesAtShutdown == nil, ledger.top?.isSecret == true else { return false }
        return ledger.open.allSatisfy { !ledger.entries[$0].echoes }
    }

    /// Types or pastes the secret into the masked field on top, once the screen is idle (so no
    /// input waits for a caller that could present something else).
    func typeSecret() async {
        guard canTypeSecret else { return }
        stats.secretChances += 1
        guard await waitForIdle(), canTypeSecret else { return }
        stats.secretsTyped += 1
        if rng.chance(0.3) {
            send([.paste(secret)], "paste the secret")
        } else {
            send(secret.map { .key(.character($0)) }, "type the secret")
        }
    }
}
