import FormWizard

@testable import FormWizardCommandLine

/// Lines a test hands a command, batch by batch, with a way to wait until the command has
/// taken them all.
///
/// ```swift
/// feed.send("50")
/// await feed.drained()   // the command took "50" and asks for more
/// await screen.waitUntilIdle()    // and the screen shows what it did with it
/// ```
final class LineFeed: LineSource {
    private typealias Reader = CheckedContinuation<[String]?, Never>
    private typealias Waiter = CheckedContinuation<Void, Never>

    private struct State {
        var batches: [[String]] = []
        var hasEnded = false
        var reader: Reader?
        var drainWaiters: [Waiter] = []
        /// How many times the reader asked for lines.
        var requests = 0
    }

    private let state = Lock(State())

    /// How many times the command asked for lines.
    var requests: Int { state.withLock { $0.requests } }

    /// Sends `lines` as one batch, as if they arrived in one read.
    func send(_ lines: String...) {
        send(lines)
    }

    /// Sends `lines` as one batch, as if they arrived in one read.
    func send(_ lines: [String]) {
        let reader = state.withLock { state in
            guard let reader = state.reader else {
                state.batches.append(lines)
                return nil as Reader?
            }
            state.reader = nil
            return reader
        }
        reader?.resume(returning: lines)
    }

    /// Ends the input.
    func end() {
        let reader = state.withLock { state in
            state.hasEnded = true
            defer { state.reader = nil }
            return state.reader
        }
        reader?.resume(returning: nil)
    }

    /// Waits until the command has taken every batch sent and waits for more.
    func drained() async {
        await withCheckedContinuation { continuation in
            let isDrained = state.withLock { state in
                guard state.batches.isEmpty, state.reader != nil else {
                    state.drainWaiters.append(continuation)
                    return false
                }
                return true
            }
            if isDrained { continuation.resume() }
        }
    }

    func nextLines() async -> [String]? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: Reader) in
                let (answer, drainWaiters) = state.withLock { state -> ([String]??, [Waiter]) in
                    state.requests += 1
                    if !state.batches.isEmpty { return (state.batches.removeFirst(), []) }
                    if state.hasEnded || Task.isCancelled { return (.some(nil), []) }
                    state.reader = continuation
                    defer { state.drainWaiters = [] }
                    return (nil, state.drainWaiters)
                }
                if let answer { continuation.resume(returning: answer) }
                for waiter in drainWaiters { waiter.resume() }
            }
        } onCancel: {
            let reader = state.withLock { state in
                defer { state.reader = nil }
                return state.reader
            }
            reader?.resume(returning: nil)
        }
    }
}

extension LineFeed {
    /// A feed that has sent `lines` and ended.
    static func ended(_ lines: [String]) -> LineFeed {
        let feed = LineFeed()
        if !lines.isEmpty { feed.send(lines) }
        feed.end()
        return feed
    }
}
