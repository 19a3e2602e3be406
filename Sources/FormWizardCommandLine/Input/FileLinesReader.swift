import FormWizard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `FileLines` shares with the thread that reads for it: the lines read, the waiting
/// reader, and the descriptors, all under one lock.
///
/// The thread starts on the first request and blocks in `poll` on the input (only while lines
/// are wanted) and on a wake pipe (a request, or the owner leaving). It reads chunk after chunk
/// until one completes a line, hands the lines over, and stops watching the input until the next
/// request, so a writer faster than the reader is held back by the pipe. At the end of the
/// input, or when the owner leaves, it closes the descriptors and ends.
///
/// A thread of its own rather than a Dispatch read source: under the thread sanitizer,
/// libdispatch's event loop on Linux crashed in `_dispatch_event_loop_drain` (DECISIONS).
final class FileLinesReader: Sendable {
    struct State {
        var splitter: LineSplitter
        /// Complete lines nobody has taken yet.
        var ready: [String] = []
        var hasEnded = false
        /// The reader waiting in `nextLines()`.
        var waiter: CheckedContinuation<[String]?, Never>?
        /// Whether lines are wanted: the thread watches the input.
        var isReading = false
        var hasThread = false
        /// The owner is gone: the thread ends.
        var isClosed = false
        /// The descriptors are closed (nothing may be written to the wake pipe any more).
        var isFinished = false
    }

    let state: Lock<State>
    /// The duplicate of the input that is read.
    let descriptor: Int32
    /// A pipe whose reading end the thread polls beside the input: a byte wakes it.
    let wakeReader: Int32
    let wakeWriter: Int32
    let chunkSize: Int

    init(fileDescriptor: Int32, maximumLineLength: Int, chunkSize: Int) {
        self.chunkSize = max(1, chunkSize)
        let splitter = LineSplitter(maximumLength: maximumLineLength)
        var wake: [Int32] = [-1, -1]
        let descriptor = fcntl(fileDescriptor, F_DUPFD_CLOEXEC, 0)
        let piped = descriptor >= 0 && pipe(&wake) == 0
        for end in wake where end >= 0 {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        if !piped, descriptor >= 0 { closeDescriptor(descriptor) }
        self.descriptor = piped ? descriptor : -1
        (wakeReader, wakeWriter) = (wake[0], wake[1])
        state = Lock(State(splitter: splitter, hasEnded: !piped, isFinished: !piped))
    }

    /// Takes the lines ready, or waits for the thread to read some.
    func nextLines() async -> [String]? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<[String]?, Never>) in
                let (answer, startThread) = state.withLock { state -> ([String]??, Bool) in
                    if !state.ready.isEmpty {
                        defer { state.ready = [] }
                        return (.some(state.ready), false)
                    }
                    // Checked under the lock that the cancellation handler takes too: either
                    // it sees the waiter, or the waiter sees the cancellation.
                    if state.hasEnded || Task.isCancelled { return (.some(nil), false) }
                    precondition(state.waiter == nil, "FileLines has one reader at a time")
                    state.waiter = continuation
                    guard !state.isReading else { return (nil, false) }
                    state.isReading = true
                    if state.hasThread {
                        wake(&state)
                        return (nil, false)
                    }
                    state.hasThread = true
                    return (nil, true)
                }
                if let answer { continuation.resume(returning: answer) }
                if startThread { start() }
            }
        } onCancel: {
            let waiter = state.withLock { state in
                defer { state.waiter = nil }
                return state.waiter
            }
            waiter?.resume(returning: nil)
        }
    }

    /// The owner is gone: the thread ends, or, if none ever started, the descriptors close now.
    func close() {
        state.withLock { state in
            state.isClosed = true
            if state.hasThread {
                wake(&state)
            } else {
                finish(&state)
            }
        }
    }

    /// Wakes the thread from `poll` (with the lock held, so the pipe is still open).
    private func wake(_ state: inout State) {
        guard !state.isFinished else { return }
        var byte: UInt8 = 1
        _ = write(wakeWriter, &byte, 1)  // full means a wake is already pending
    }

    /// Closes the descriptors (with the lock held).
    func finish(_ state: inout State) {
        guard !state.isFinished else { return }
        state.isFinished = true
        for descriptor in [descriptor, wakeReader, wakeWriter] where descriptor >= 0 {
            closeDescriptor(descriptor)
        }
    }
}

/// libc's `close`, which the reader's own `close()` hides inside the class.
func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
