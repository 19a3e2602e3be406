import Dispatch
import FormWizard
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines from a descriptor on a thread of its own, so no actor blocks: `poll` on the
/// input and a wake pipe, then `read`; each read's lines go to `deliver` on the main queue, in
/// order (`LineInput(reading:)`: a line that is just Esc is `.escape`). The end of input is
/// `.end`: on a terminal (Ctrl-D) reading goes on after it, on a pipe or file, or a terminal
/// that hung up, it is the last.
final class LineReader: Sendable {
    private let descriptor: Int32
    private let isTerminal: Bool
    private let wake: (read: Int32, write: Int32)
    private let deliver: @MainActor @Sendable ([LineInput]) -> Void
    /// Whether `close()` ran; the thread closes the wake pipe's read end when it ends.
    private let isClosed = Atomic<Bool>(false)

    /// Starts reading `descriptor` (which the reader does not close).
    init?(descriptor: Int32, deliver: @escaping @MainActor @Sendable ([LineInput]) -> Void) {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        self.descriptor = descriptor
        self.isTerminal = isatty(descriptor) == 1
        self.wake = (pipeEnds[0], pipeEnds[1])
        self.deliver = deliver
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { context in
                let reader = Unmanaged<LineReader>.fromOpaque(context!).takeRetainedValue()
                reader.run()
                return nil
            }, context)
        guard started == 0 else {
            Unmanaged<LineReader>.fromOpaque(context).release()
            SystemCall.close(pipeEnds[0])
            SystemCall.close(pipeEnds[1])
            return nil
        }
        pthread_detach(thread)
    }

    /// Stops the thread: closing the wake pipe's write end wakes its `poll` (no byte is
    /// written, so a thread already gone cannot turn it into SIGPIPE).
    func close() {
        guard !isClosed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        SystemCall.close(wake.write)
    }

    private func run() {
        defer { SystemCall.close(wake.read) }
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !isClosed.load(ordering: .acquiring) {
            var watched = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
            ]
            if poll(&watched, 2, -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            if watched[1].revents != 0 { break }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            var inputs: [LineInput] = []
            if count > 0 {
                pending += buffer[..<count]
                while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    inputs.append(Self.input(pending[..<end]))
                    pending.removeSubrange(...end)
                }
            } else {
                if !pending.isEmpty { inputs.append(Self.input(pending[...])) }
                pending = []
                inputs.append(.end)
            }
            if !inputs.isEmpty { send(inputs) }
            // A terminal goes on after Ctrl-D, but not once it hung up (it would read nothing forever).
            let hungUp = watched[0].revents & Int16(POLLHUP) != 0
            if count < 0 || (count == 0 && (!isTerminal || hungUp)) { break }
        }
    }

    /// A line's bytes (without its `\n`, and without a `\r` before it) as input.
    private static func input(_ bytes: ArraySlice<UInt8>) -> LineInput {
        let line = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
        return LineInput(reading: String(decoding: line, as: UTF8.self))
    }

    /// Hands inputs to the main actor from the reading thread.
    private func send(_ inputs: [LineInput]) {
        let deliver = self.deliver
        DispatchQueue.main.async {  // a plain thread has no task to hop from; the queue keeps read order
            MainActor.assumeIsolated { deliver(inputs) }
        }
    }
}
