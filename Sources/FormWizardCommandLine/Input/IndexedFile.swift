import FormWizard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lines of a file, read from it as they are shown through an index of its blocks of
/// lines (`LineIndex`): a pager's text whose memory is that of the screen and a few blocks,
/// however large the file.
///
/// A block read is decoded as `LineSplitter` decodes a stream (the same lines `textbox -`
/// shows) and kept in a small cache that copies share, so that a screen drawn again, and the
/// lines a move walks past, cost no read.
struct IndexedFile: LineStore {
    /// The open file; closed when the last copy goes.
    final class OpenFile: Sendable {
        let descriptor: Int32

        init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        deinit {
            close(descriptor)
        }
    }

    /// A block's lines and where each ends in the file.
    struct ReadBlock: Sendable {
        var lines: [String]
        var ends: [Int]
    }

    /// The blocks read last, the most recent at the end.
    struct Cache {
        static let blocks = 16
        var entries: [(block: Int, read: ReadBlock)] = []
    }

    let file: OpenFile
    let blocks: [LineIndex.Block]
    let maximumLineLength: Int
    let cache: Lock<Cache>

    init(file: OpenFile, index: LineIndex, cache: Lock<Cache> = Lock(Cache())) {
        self.file = file
        blocks = index.blocks
        maximumLineLength = index.maximumLineLength
        self.cache = cache
    }

    var count: Int { blocks.last.map { $0.firstLine + $0.lineCount } ?? 0 }

    func line(at index: Int) -> String {
        guard let block = block(holding: index) else { return "" }
        let read = read(block)
        let line = index - blocks[block].firstLine
        return read.lines.indices.contains(line) ? read.lines[line] : ""
    }

    func byteEnd(ofLine index: Int) -> Int {
        guard let block = block(holding: index) else { return 0 }
        let read = read(block)
        let line = index - blocks[block].firstLine
        return read.ends.indices.contains(line) ? read.ends[line] : blocks[block].end
    }

    /// Block by block, each read once, its lines searched in place.
    func firstLine(matching search: TextSearch, in range: Range<Int>, forward: Bool) -> Int? {
        guard let first = block(holding: range.lowerBound), let last = block(holding: range.upperBound - 1) else {
            return nil
        }
        for block in forward ? Array(first...last) : (first...last).reversed() {
            let lines = read(block).lines
            let firstLine = blocks[block].firstLine
            let inBlock = max(range.lowerBound, firstLine)..<min(range.upperBound, firstLine + lines.count)
            guard !inBlock.isEmpty else { continue }
            let found =
                forward
                ? inBlock.first { search.matches(lines[$0 - firstLine]) }
                : inBlock.reversed().first { search.matches(lines[$0 - firstLine]) }
            if let found { return found }
        }
        return nil
    }

    /// The block that holds line `index`, by bisection.
    private func block(holding index: Int) -> Int? {
        guard index >= 0, index < count else { return nil }
        var low = 0
        var high = blocks.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if blocks[middle].firstLine <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Block `index`'s lines, from the cache or read now.
    private func read(_ index: Int) -> ReadBlock {
        if let cached = cache.withLock({ cache in cache.entries.last { $0.block == index }?.read }) { return cached }
        let read = Self.read(blocks[index], of: file.descriptor, maximumLineLength: maximumLineLength)
        cache.withLock { cache in
            cache.entries.removeAll { $0.block == index }
            if cache.entries.count >= Cache.blocks { cache.entries.removeFirst() }
            cache.entries.append((index, read))
        }
        return read
    }

    /// Reads `block` from `descriptor` and cuts it into lines as `LineSplitter` does; a block
    /// of one line too long to keep is read only as far as it is kept. A file that shrank
    /// since it was indexed gives the lines still there.
    static func read(_ block: LineIndex.Block, of descriptor: Int32, maximumLineLength: Int) -> ReadBlock {
        let isLong = block.lineCount == 1 && block.byteCount > maximumLineLength + 1
        let wanted = isLong ? maximumLineLength + 1 : block.byteCount
        var bytes = [UInt8](repeating: 0, count: max(1, wanted))
        var got = 0
        while got < wanted {
            let count = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress.map { $0 + got }, wanted - got, off_t(block.offset + got))
            }
            if count > 0 {
                got += count
            } else if count < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        var splitter = LineSplitter(maximumLength: maximumLineLength)
        var lines = bytes.withUnsafeBytes { splitter.split(UnsafeRawBufferPointer(rebasing: $0[..<got])) }
        if let last = splitter.finish() { lines.append(last) }
        var ends: [Int] = []
        if isLong {
            ends = [block.end]
        } else {
            ends.reserveCapacity(lines.count)
            var end = block.offset
            for byte in bytes[..<got] {
                end += 1
                if byte == 0x0A { ends.append(end) }
            }
            if ends.count < lines.count { ends.append(block.offset + got) }
        }
        return ReadBlock(lines: Array(lines.prefix(block.lineCount)), ends: ends)
    }
}
