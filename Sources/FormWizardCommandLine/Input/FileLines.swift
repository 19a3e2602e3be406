import Dispatch
import FormWizard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lines of a file descriptor (standard input, a pipe, a file), read as they arrive
/// without blocking any actor.
///
/// Reading happens on a queue of its own, only while a reader waits and no line is ready: a
/// Dispatch read source wakes it when input arrives, and it reads chunk after chunk while
/// `poll` says there is more, until a chunk completes a line. Then it stops (the source is
/// suspended), so a writer faster than the reader is held back by the pipe, and memory stays
/// bounded by one chunk and one line (`LineSplitter`) however much input there is. End of
/// file, or an error other than an interruption, ends the lines; an unterminated last line
/// still counts.
///
/// `poll` before each read keeps a read from ever blocking the queue, and reading on demand
/// does not rely on the source to report again what was already readable when it stopped
/// (Dispatch on Linux reports a change, not a state).
///
/// The source watches a duplicate of the descriptor and closes it when done, so the caller
/// may close its own at any time.
package final class FileLines: LineSource {
    /// How many bytes one read takes at most, unless the reader asks for more.
    package static let chunkSize = 16 * 1024

    private struct State {
        var splitter: LineSplitter
        /// Complete lines nobody has taken yet.
        var ready: [String] = []
        var hasEnded = false
        /// The reader waiting in `nextLines()`.
        var waiter: CheckedContinuation<[String]?, Never>?
        /// `nil` once the input has ended.
        var source: (any DispatchSourceRead)?
        /// Whether lines are wanted: the source is resumed (it starts inactive).
        var isReading = false
    }

    private let state: Lock<State>
    private let queue = DispatchQueue(label: "formwizard.lines")
    /// The duplicate the source watches.
    private let descriptor: Int32
    /// How many bytes one read takes at most.
    private let chunkSize: Int

    /// Reads `descriptor`; lines longer than `maximumLineLength` bytes are cut.
    ///
    /// A larger `chunkSize` hands over more lines at a time: a reader that wants the whole
    /// input (the pager) takes a big file in fewer rounds; memory stays bounded by one chunk.
    package init(
        fileDescriptor: Int32, maximumLineLength: Int = LineSplitter.defaultMaximumLength,
        chunkSize: Int = FileLines.chunkSize
    ) {
        self.chunkSize = max(1, chunkSize)
        let splitter = LineSplitter(maximumLength: maximumLineLength)
        let descriptor = dup(fileDescriptor)
        self.descriptor = descriptor
        guard descriptor >= 0 else {
            state = Lock(State(splitter: splitter, hasEnded: true))
            return
        }
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
        source.setCancelHandler { close(descriptor) }
        state = Lock(State(splitter: splitter, source: source))
        state.withLock { state in
            state.source?.setEventHandler { [weak self] in self?.readWhileWanted() }
        }
    }

    deinit {
        state.withLock { state in
            guard let source = state.source else { return }
            // Dispatch must not release a source that is inactive or suspended.
            if !state.isReading { source.resume() }
            source.cancel()
        }
    }

    package func nextLines() async -> [String]? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<[String]?, Never>) in
                let (answer, startReading) = state.withLock { state -> ([String]??, Bool) in
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
                    state.source?.resume()
                    return (nil, true)
                }
                if let answer { continuation.resume(returning: answer) }
                if startReading { queue.async { [weak self] in self?.readWhileWanted() } }
            }
        } onCancel: {
            let waiter = state.withLock { state in
                defer { state.waiter = nil }
                return state.waiter
            }
            waiter?.resume(returning: nil)
        }
    }

    /// Reads chunk after chunk, on the queue, while lines are wanted and input is there; hands
    /// the lines of the first chunk that completes any to the waiting reader, and stops.
    private func readWhileWanted() {
        withUnsafeTemporaryAllocation(byteCount: chunkSize, alignment: 1) { buffer in
            while state.withLock({ $0.isReading }) {
                var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let polled = poll(&request, 1, 0)
                if polled < 0, errno == EINTR { continue }
                // Nothing yet: the source wakes the queue when something comes. (An error
                // here, or POLLHUP/POLLERR, is left to `read` to report.)
                if polled == 0 { return }
                let count = read(descriptor, buffer.baseAddress, buffer.count)
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                if take(UnsafeRawBufferPointer(rebasing: buffer[..<max(0, count)]), isEnd: count <= 0) { return }
            }
        }
    }

    /// Splits what a read returned; at the end, or once lines are complete, stops reading and
    /// hands them over. Returns whether reading stopped.
    private func take(_ bytes: UnsafeRawBufferPointer, isEnd: Bool) -> Bool {
        let handOver = state.withLock { state -> (CheckedContinuation<[String]?, Never>, [String]?)?? in
            guard let source = state.source, state.isReading else { return .some(nil) }
            if isEnd {
                if let last = state.splitter.finish() { state.ready.append(last) }
                state.hasEnded = true
                state.isReading = false
                source.cancel()
                state.source = nil
            } else {
                state.ready += state.splitter.split(bytes)
                if state.ready.isEmpty { return nil }  // a line under way: read on
                state.isReading = false
                source.suspend()
            }
            guard let waiter = state.waiter else { return .some(nil) }
            state.waiter = nil
            defer { state.ready = [] }
            return (waiter, state.ready.isEmpty ? nil : state.ready)
        }
        guard let handOver else { return false }
        if let (waiter, lines) = handOver { waiter.resume(returning: lines) }
        return true
    }
}
