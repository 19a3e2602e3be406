import FormWizard
import Testing

/// A line terminal in memory for tests of line mode: lines in, the transcript out.
///
/// The transcript is everything written, with what was typed marked where the terminal showed
/// it: `«Ada»` for a line read with echo on (and its line end), `«echo off»` for a line read
/// with echo off (its text is never recorded), `«Esc»`, `«end of input»`, `«Ctrl-C»`.
/// `echoes` records, per line read, whether echo was on: the proof that secrets were read
/// with it off.
/// ```swift
/// let lines = VirtualLineTerminal()
/// let screen = Screen(lines: lines)
/// lines.type("Ada")
/// let name = try await screen.textInput("Name")
/// #expect(lines.transcript == "Name: «Ada»\n")
/// ```
@MainActor
public final class VirtualLineTerminal: LineTerminal {
    /// Everything written, with what was typed marked.
    public private(set) var transcript = ""
    /// Whether echo was on, for each line read, in order.
    public private(set) var echoes: [Bool] = []
    /// Lines typed ahead, not read yet.
    public private(set) var typedAhead: [LineInput] = []
    /// The read under way: its echo and where its line goes.
    private var reading: (echo: Bool, received: @MainActor (LineInput) -> Bool)?

    /// Whether it stands for a terminal someone types at, rather than a pipe of answers: then
    /// a dialog shown as lines hears its keys while it runs (`LineShowable.lineKeys`).
    public let isInteractive: Bool

    /// A terminal with nothing written and nothing typed.
    ///
    /// - Parameter interactive: whether it stands for a terminal someone types at (`false`,
    ///   the default: lines typed ahead are only ever answers to questions, as from a pipe).
    public init(interactive: Bool = false) {
        isInteractive = interactive
    }

    /// Whether a read is waiting for a line.
    public var isReading: Bool { reading != nil }

    /// Whether the read waiting echoes what is typed (`false` for a secret); `nil` when no read
    /// waits.
    public var readEchoes: Bool? { reading?.echo }

    public func write(_ text: String) {
        transcript += text
    }

    public func beginRead(echo: Bool, received: @escaping @MainActor (LineInput) -> Bool) {
        reading = (echo, received)
        deliver()
    }

    public func endRead() {
        reading = nil
    }

    // MARK: - Input

    /// Types `lines`, each followed by Enter: read now by the read waiting, or kept for the
    /// next reads.
    public func type(_ lines: String...) {
        send(lines.map { LineInput.line($0) })
    }

    /// Types a line that is just Esc.
    public func escape() {
        send([.escape])
    }

    /// Ends the input, as Ctrl-D at the start of a line or the end of a pipe.
    public func endInput() {
        send([.end])
    }

    /// Interrupts, as Ctrl-C.
    public func interrupt() {
        send([.interrupt])
    }

    /// Sends inputs in order.
    public func send(_ inputs: [LineInput]) {
        typedAhead += inputs
        deliver()
    }

    /// Hands the next input typed to the read waiting, if both are there.
    private func deliver() {
        guard let reading, !typedAhead.isEmpty else { return }
        let input = typedAhead.removeFirst()
        self.reading = nil
        guard reading.received(input) else {
            typedAhead.insert(input, at: 0)
            return
        }
        echoes.append(reading.echo)
        switch input {
        case .line(let text): transcript += reading.echo ? "«\(text)»\n" : "«echo off»"
        case .escape: transcript += reading.echo ? "«Esc»\n" : "«echo off»"
        case .end: transcript += "«end of input»"
        case .interrupt: transcript += "«Ctrl-C»"
        }
    }

    /// Waits until a read waits for a line, for `timeLimit` of real time at most; when the
    /// limit is reached it records an issue saying so (and what was written) and returns.
    public func waitUntilReading(
        timeLimit: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeLimit)
        while !isReading {
            guard clock.now < deadline else {
                Issue.record(
                    "No read waited for a line after \(timeLimit); written so far:\n\(transcript)",
                    sourceLocation: sourceLocation)
                return
            }
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
}
