import FormWizard

extension Episode {
    /// The checks after every action: the grid is well formed, the secret is not on it, and
    /// nothing was drawn after `shutdown()`.
    func check() {
        checkGrid()
        if terminal.lines.contains(where: { $0.contains(secret) }) {
            fail("secret shown", "the typed secret is on screen after \(lastAction)")
        }
        if let updates = updatesAtShutdown, terminal.updateCount > updates {
            fail("drew after shutdown()", "\(terminal.updateCount - updates) updates, the first by \(lastAction)")
        }
    }

    /// Every wide character is followed by its continuation cell, every continuation cell
    /// follows a wide character, and no cell holds a control character.
    func checkGrid() {
        let buffer = terminal.buffer
        let columns = buffer.size.columns
        for y in 0..<buffer.size.rows {
            for x in 0..<columns {
                let cell = buffer[x, y]
                if cell.isContinuation {
                    let left = x > 0 ? buffer[x - 1, y] : nil
                    guard let left, !left.isContinuation, DisplayWidth.of(left.character) == 2 else {
                        fail(
                            "split wide character",
                            "a continuation cell at \(x),\(y) without a wide character before it, after \(lastAction)")
                        return
                    }
                    continue
                }
                let character = cell.character
                if DisplayWidth.needsReplacement(character) {
                    fail(
                        "control character drawn",
                        "\(character.unicodeScalars.map { "U+" + String($0.value, radix: 16) }) at \(x),\(y), after \(lastAction)"
                    )
                }
                if DisplayWidth.of(character) == 2, x + 1 >= columns || !buffer[x + 1, y].isContinuation {
                    fail(
                        "split wide character",
                        "'\(character)' at \(x),\(y) is not followed by its continuation cell, after \(lastAction)")
                    return
                }
            }
        }
    }

    /// Ends the episode: releases the handles, shuts the screen down, waits (bounded) for every
    /// flow to end, then checks that every presentation resumed, nothing is left asleep on the
    /// clock or running, and nothing was drawn after `shutdown()`.
    func finish() async {
        note("release every handle")
        handles.removeAll()
        await settle()
        check()
        shutDown()
        let deadline = wall.now + Self.shutdownBound
        while flowsRunning > 0, wall.now < deadline {
            flowClock.advance(by: .seconds(3_600))
            windDown.release()
            await Task.yield()
            if flowsRunning > 0 { try? await Task.sleep(for: .milliseconds(1)) }
        }
        if flowsRunning > 0 {
            fail(
                "hang",
                "\(Self.shutdownBound) after shutdown() these never resumed: \(ledger.unresumed.joined(separator: ", "))"
            )
            for flow in flows { flow.cancel() }
            return
        }
        // Cancelled work ends on its own thread; give it a moment.
        let grace = wall.now + .milliseconds(200)
        while clock.sleeperCount > 0 || !ledger.work.all.isEmpty, wall.now < grace {
            windDown.release()
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(1))
        }
        if clock.sleeperCount > 0 {
            fail(
                "asleep after the end",
                "\(clock.sleeperCount) tasks still asleep on the test clock after every presentation resumed")
        }
        let running = ledger.work.all
        if !running.isEmpty {
            fail(
                "running after the end",
                "operations of \(running.keys.sorted().map { ledger.entries[$0].kind }) still running after every presentation resumed"
            )
        }
        check()
        if let blank = terminal.lines.first(where: { $0.contains { $0 != " " } }) {
            fail("text after shutdown()", "the screen shows \"\(blank.trimmingCharacters())\" after shutdown()")
        }
        for entry in ledger.entries where entry.resumes == 0 {
            fail("never resumed", "\(entry.kind) never resumed its caller")
        }
        for failure in ledger.failures {
            fail(failure.kind, failure.detail)
        }
    }
}

extension String {
    func trimmingCharacters() -> String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text.prefix(60))
    }
}
