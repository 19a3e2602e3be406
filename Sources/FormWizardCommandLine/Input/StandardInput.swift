import Synchronization

/// The process' standard input, as the commands that read it (`gauge`, `form --values -`,
/// `editbox -`) need it.
package struct StandardInput: Sendable {
    /// Whether standard input is a terminal rather than a pipe or a file; a command that reads
    /// it then refuses to run, as the terminal is where its dialog takes keys.
    package var isTerminal: Bool
    /// Makes the source of its lines, given the longest line to keep and the size of a read, in
    /// bytes; called once, by the command that reads them.
    private var makeLines: @Sendable (_ maximumLineLength: Int, _ chunkSize: Int) -> any LineSource
    /// Set once a command took its lines, in every copy.
    private let taken = Claim()

    /// Whether a command took its lines (`lines(maximumLineLength:chunkSize:)`): then answers in
    /// line mode (`--accessible`) cannot come from it too, and are read on `/dev/tty`.
    package var isTaken: Bool { taken.isSet }

    /// An input whose lines come from `lines`, whatever length they are.
    package init(isTerminal: Bool, lines: @escaping @Sendable () -> any LineSource) {
        self.isTerminal = isTerminal
        self.makeLines = { _, _ in lines() }
    }

    /// An input whose lines come from `lines(maximumLineLength, chunkSize)`.
    package init(isTerminal: Bool, linesCutAt lines: @escaping @Sendable (Int, Int) -> any LineSource) {
        self.isTerminal = isTerminal
        self.makeLines = lines
    }

    /// The source of its lines; lines longer than `maximumLineLength` bytes are cut, and a
    /// command that reads a whole text (`textbox -`) asks for larger reads with `chunkSize`.
    package func lines(
        maximumLineLength: Int = LineSplitter.defaultMaximumLength, chunkSize: Int = FileLines.chunkSize
    ) -> any LineSource {
        taken.set()
        return makeLines(maximumLineLength, chunkSize)
    }

    /// The source of its lines for a command that needs them piped in (`gauge`, `table --csv -`).
    ///
    /// - Throws: `.invalid(message)` when standard input is a terminal: the terminal is where
    ///   the dialog takes its keys.
    package func pipedLines(
        maximumLineLength: Int = LineSplitter.defaultMaximumLength, chunkSize: Int = FileLines.chunkSize,
        orFail message: String
    ) throws(ArgumentError) -> any LineSource {
        if isTerminal { throw .invalid(message) }
        return lines(maximumLineLength: maximumLineLength, chunkSize: chunkSize)
    }

    /// A flag shared by the copies of an input.
    private final class Claim: Sendable {
        private let flag = Atomic<Bool>(false)
        var isSet: Bool { flag.load(ordering: .acquiring) }
        func set() { flag.store(true, ordering: .releasing) }
    }

    /// An input that ends at once, like `/dev/null`.
    package static var empty: StandardInput { StandardInput(isTerminal: false) { NoLines() } }
}
