#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lines of a file as it grows, like `tail -F`, for `Screen.showOutput(of:)` (`tailbox`).
///
/// The iterator reads what the file holds (its last `backlog` bytes, from a line's start), then
/// checks every `interval` on `clock` for appended bytes, and never ends by itself: it ends
/// when its task is cancelled (the box closed), which the sleep on the clock notices. A file
/// that gets shorter than what was read was truncated: reading starts again at its start. A
/// path that names another file than the one open was rotated (moved away and created again):
/// the rest of the old file is read, then the new one from its start. A path with no file
/// (removed, or between a move and the new file) is waited for. A read that fails, or a path
/// that becomes unreadable, ends the lines with that error.
struct FollowedFile: AsyncSequence, Sendable {
    typealias Element = String
    typealias Failure = any Error

    /// How often the file is checked for more by default.
    static let defaultInterval = Duration.milliseconds(50)
    /// How much of the file's end is read at the start by default: enough for a box's lines,
    /// without reading a log of gigabytes.
    static let defaultBacklog = 1024 * 1024

    /// A file that could not be read.
    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    var path: String
    var clock: any Clock<Duration>
    var interval = Self.defaultInterval
    var backlog = Self.defaultBacklog
    var maximumLineLength = LineSplitter.defaultMaximumLength

    func makeAsyncIterator() -> Iterator { Iterator(of: self) }

    /// Reads the file; one per iteration, closing the file when it goes.
    final class Iterator: AsyncIteratorProtocol {
        typealias Element = String

        private let file: FollowedFile
        private var descriptor: Int32 = -1
        /// The open file's device and inode, to notice the path naming another file.
        private var identity = FileIdentity()
        private var offset: off_t = 0
        private var splitter: LineSplitter
        private var ready: [String] = []
        private var index = 0
        /// Whether the first file opened, which alone starts from its backlog.
        private var hasOpened = false
        /// Whether the first line read is the end of one the backlog cut.
        private var skipsFirstLine = false
        /// Whether the first line read is the end of one the backlog cut.
        init(of file: FollowedFile) {
            self.file = file
            splitter = LineSplitter(maximumLength: file.maximumLineLength)
        }

        deinit {
            if descriptor >= 0 { close(descriptor) }
        }

        func next() async throws -> String? {
            while index == ready.count {
                ready = []
                index = 0
                try readAvailable()
                if ready.isEmpty { try await file.clock.sleep(for: file.interval) }
            }
            defer { index += 1 }
            return ready[index]
        }

        /// Reads what is there to read into `ready`, then looks for truncation and rotation.
        private func readAvailable() throws {
            if descriptor < 0 {
                try openPath()
                guard descriptor >= 0 else { return }
            }
            if try readToEnd() { return }
            var status = stat()
            if fstat(descriptor, &status) == 0, status.st_size < offset {
                finishLine()
                offset = 0
                lseek(descriptor, 0, SEEK_SET)
                _ = try readToEnd()
                return
            }
            guard stat(file.path, &status) == 0 else { return }  // gone for now: keep the old one
            guard FileIdentity(status) != identity else { return }
            finishLine()
            close(descriptor)
            descriptor = -1
            try openPath()
            if descriptor >= 0 { _ = try readToEnd() }
        }

        /// Opens the path, leaving `descriptor` at -1 while there is no file there.
        private func openPath() throws {
            let opened = ReadOpening.descriptor(reading: file.path, blockingReads: false)
            guard opened >= 0 else {
                if errno == ENOENT { return }
                throw ReadError(description: "cannot read '\(file.path)': \(String(cString: strerror(errno)))")
            }
            var status = stat()
            guard fstat(opened, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else {
                close(opened)
                throw ReadError(description: "cannot read '\(file.path)': it is a directory")
            }
            descriptor = opened
            identity = FileIdentity(status)
            offset = 0
            defer { hasOpened = true }
            guard !hasOpened, status.st_size > file.backlog else { return }
            // Start at a line's start: skip the line the backlog cuts, unless a break ends it.
            offset = status.st_size - off_t(file.backlog)
            var before: UInt8 = 0
            let isLineStart = pread(opened, &before, 1, offset - 1) == 1 && before == 0x0A
            lseek(opened, offset, SEEK_SET)
            if !isLineStart { skipsFirstLine = true }
        }

        /// Reads to the end of the file (at most 1 MiB at a time, so lines are handed on);
        /// returns whether it read anything.
        private func readToEnd() throws -> Bool {
            var readAny = false
            try withUnsafeTemporaryAllocation(byteCount: 64 * 1024, alignment: 1) { buffer in
                var total = 0
                while total < 1024 * 1024 {
                    let count = read(descriptor, buffer.baseAddress, buffer.count)
                    if count < 0, errno == EINTR { continue }
                    if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { break }  // a FIFO, empty now
                    guard count >= 0 else {
                        throw ReadError(description: "cannot read '\(file.path)': \(String(cString: strerror(errno)))")
                    }
                    if count == 0 { break }
                    readAny = true
                    total += count
                    offset += off_t(count)
                    var lines = splitter.split(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
                    if skipsFirstLine, !lines.isEmpty {
                        lines.removeFirst()
                        skipsFirstLine = false
                    }
                    ready += lines
                }
            }
            return readAny
        }

        /// Hands on a line the file left unfinished before it was truncated or replaced.
        private func finishLine() {
            if let last = splitter.finish(), !skipsFirstLine { ready.append(last) }
            skipsFirstLine = false
        }
    }
}

/// A file's device and inode: which file a path names.
struct FileIdentity: Equatable {
    var device: UInt64 = 0
    var inode: UInt64 = 0

    init() {}

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
