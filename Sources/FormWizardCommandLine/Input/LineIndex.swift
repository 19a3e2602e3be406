#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the lines of a file start, a block of lines at a time, found by scanning its bytes
/// once: what lets `textbox FILE` show a file of any size at once and read only the lines in
/// view (`IndexedFile`), with memory of the order of the screen.
///
/// A block holds up to `blockLines` lines and ends once it passes `blockBytes`, so that reading
/// one stays cheap; a line longer than `maximumLineLength` is a block of its own, of which only
/// that many bytes are read (the pager shows no more of it). 1,500,000 lines take about 6,000
/// blocks (190 KB).
struct LineIndex: Sendable {
    /// Lines that lie together in the file.
    struct Block: Hashable, Sendable {
        /// The number of the block's first line in the file.
        var firstLine: Int
        /// Where the block starts, in bytes.
        var offset: Int
        /// The block's bytes, every line break counted.
        var byteCount: Int
        /// The lines in the block, an unterminated last line of the file counted.
        var lineCount: Int

        /// Where the block ends, in bytes.
        var end: Int { offset + byteCount }
        /// The lines' numbers.
        var lines: Range<Int> { firstLine..<(firstLine + lineCount) }
    }

    /// The most lines in a block.
    static let blockLines = 256
    /// The bytes after which a block ends, at the next line break.
    static let blockBytes = 64 * 1024

    /// The longest line kept, in bytes (`LineSplitter.maximumLength`).
    let maximumLineLength: Int
    /// The blocks found so far, in order; the lines of the block under way are not in them.
    private(set) var blocks: [Block] = []
    /// The bytes scanned so far.
    private(set) var scanned = 0
    /// The block under way: its complete lines.
    private var current = Block(firstLine: 0, offset: 0, byteCount: 0, lineCount: 0)
    /// Where the line under way started.
    private var lineStart = 0

    init(maximumLineLength: Int) {
        self.maximumLineLength = max(1, maximumLineLength)
    }

    /// The lines in the blocks found so far.
    var lineCount: Int { blocks.last.map { $0.firstLine + $0.lineCount } ?? 0 }

    /// Scans the next bytes of the file, which follow those scanned so far.
    mutating func scan(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress else { return }
        var start = 0
        while start < bytes.count,
            let found = memchr(base + start, 0x0A, bytes.count - start)
        {
            let breakAt = found - UnsafeMutableRawPointer(mutating: base)
            endLine(at: scanned + breakAt + 1, length: scanned + breakAt - lineStart)
            start = breakAt + 1
        }
        scanned += bytes.count
    }

    /// Ends the scan: an unterminated last line counts, and the block under way is closed.
    ///
    /// - Parameter keepingFinalEmptyLine: whether the empty line after a final line break (or
    ///   the one line of an empty file) counts too, as dialog's text box shows it.
    mutating func finish(keepingFinalEmptyLine: Bool = false) {
        if lineStart < scanned || keepingFinalEmptyLine { endLine(at: scanned, length: scanned - lineStart) }
        closeBlock(nextStart: scanned)
    }

    /// Counts the line from `lineStart` to `end` (its break included), `length` bytes without it.
    private mutating func endLine(at end: Int, length: Int) {
        if length > maximumLineLength {
            closeBlock(nextStart: lineStart)
            current.byteCount = end - current.offset
            current.lineCount = 1
            closeBlock(nextStart: end)
        } else {
            current.byteCount = end - current.offset
            current.lineCount += 1
            if current.lineCount >= Self.blockLines || current.byteCount >= Self.blockBytes {
                closeBlock(nextStart: end)
            }
        }
        lineStart = end
    }

    /// Adds the block under way, when it has lines, and starts the next at `nextStart`.
    private mutating func closeBlock(nextStart: Int) {
        if current.lineCount > 0 { blocks.append(current) }
        current = Block(firstLine: current.firstLine + current.lineCount, offset: nextStart, byteCount: 0, lineCount: 0)
    }
}
