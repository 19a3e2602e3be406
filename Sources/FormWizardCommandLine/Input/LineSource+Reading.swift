import FormWizard

/// What reading a command's whole input before its dialog came to.
enum InputReading: Sendable, Equatable {
    /// Every line, to the end of the input.
    case lines([String])
    /// The user stopped it (Esc on the reading dialog), or the command was cancelled (Ctrl-C,
    /// SIGTERM).
    case cancelled
    /// The input held more than the limit of bytes asked for.
    case tooLarge(limit: Int)
}

extension LineSource {
    /// Reads every line of the input before a command's dialog, the one way every command that
    /// needs its whole input first does it (`editbox`, `form --values`, `table`, `tree`,
    /// `filter`, `--items-from`).
    ///
    /// The input is read by a task of its own. One that is still reading after a quarter of a
    /// second on the screen's clock (a slow pipe, a FIFO nobody closes, a huge file) shows
    /// "Reading NAME…" with Cancel, so Esc stops it as it stops any dialog; the command's
    /// cancellation (Ctrl-C, SIGTERM) stops it too. Reading stops at once past `limit` bytes.
    ///
    /// - Parameters:
    ///   - name: what is read, for the dialog (`notes.txt`, `standard input`).
    ///   - limit: the most bytes (counting a line end per line) to take; `nil` for no limit.
    ///   - screen: where the reading dialog is shown when the input is slow.
    @MainActor
    func readAll(naming name: String, upTo limit: Int? = nil, on screen: Screen) async -> InputReading {
        let reading = Task { await collect(upTo: limit) }
        // Shown only if the input is slow; Esc on it stops the reading. The deadline is taken
        // now, so a test clock advanced before the task sleeps still ends the wait.
        let slow = LinePrompter.sleep(on: screen.clock, for: .milliseconds(250))
        let shown = Task { @MainActor in
            do { try await slow() } catch { return }
            do {
                _ = try await screen.withActivity("Reading \(name)…") {
                    await withTaskCancellationHandler {
                        await reading.value
                    } onCancel: {
                        reading.cancel()
                    }
                }
            } catch {
                reading.cancel()
            }
        }
        let read = await withTaskCancellationHandler {
            await reading.value
        } onCancel: {
            reading.cancel()
        }
        shown.cancel()
        await shown.value
        return read
    }

    /// Every line until the input ends, or `limit` bytes are passed, or the task is cancelled.
    private func collect(upTo limit: Int?) async -> InputReading {
        var lines: [String] = []
        var bytes = 0
        while let batch = await nextLines() {
            if let limit {
                for line in batch { bytes = bytes.addingReportingOverflow(line.utf8.count + 1).partialValue }
                if bytes > limit + 1 { return .tooLarge(limit: limit) }
            }
            lines += batch
        }
        return Task.isCancelled ? .cancelled : .lines(lines)
    }
}
