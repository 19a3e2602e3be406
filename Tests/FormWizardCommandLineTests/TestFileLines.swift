import Dispatch
import Testing

@testable import FormWizardCommandLine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pipe whose write end the test holds.
private final class Pipe: Sendable {
    let reader: Int32
    let writer: Int32

    init() throws {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { throw PipeFailure() }
        reader = descriptors[0]
        writer = descriptors[1]
    }

    deinit {
        close(reader)
        close(writer)
    }

    func write(_ text: String) { write(Array(text.utf8)) }

    /// Writes all of `bytes`, waiting while the pipe is full.
    func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = writeBytes(writer, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                precondition(written > 0, "the pipe broke")
                offset += written
            }
        }
    }

    /// Ends the input; the reader sees end of file.
    func closeWriter() { replaceWithDevNull(writer) }

    /// Closes the test's read end (`FileLines` keeps a duplicate).
    func closeReader() { replaceWithDevNull(reader) }

    /// Closes what `descriptor` refers to, but keeps the number open (on /dev/null) for
    /// `deinit`, so that no other test's descriptor is ever closed by mistake.
    private func replaceWithDevNull(_ descriptor: Int32) {
        let null = open("/dev/null", O_RDWR)
        dup2(null, descriptor)
        close(null)
    }

    /// Writes `bytes` on another thread, then ends the input: for more than the pipe holds.
    func writeInBackgroundAndClose(_ bytes: [UInt8]) {
        DispatchQueue.global().async {
            self.write(bytes)
            self.closeWriter()
        }
    }
}

private struct PipeFailure: Error {}

/// Every line until the end of the input.
private func readAll(_ lines: FileLines) async -> [String] {
    var all: [String] = []
    while let batch = await lines.nextLines() {
        #expect(!batch.isEmpty)
        all += batch
    }
    return all
}

struct TestFileLines {
    @Test func readsLinesAsTheyArriveUntilTheEnd() async throws {
        let pipe = try Pipe()
        let lines = FileLines(fileDescriptor: pipe.reader)
        pipe.write("10\n5")
        #expect(await lines.nextLines() == ["10"])
        pipe.write("0\nXXX\n")
        #expect(await lines.nextLines() == ["50", "XXX"])
        pipe.closeWriter()
        #expect(await lines.nextLines() == nil)
        #expect(await lines.nextLines() == nil)
    }

    @Test func theLastLineNeedsNoNewline() async throws {
        let pipe = try Pipe()
        let lines = FileLines(fileDescriptor: pipe.reader)
        pipe.write("a\r\nlast")
        pipe.closeWriter()
        #expect(await readAll(lines) == ["a", "last"])
    }

    @Test func invalidUTF8BecomesReplacementCharacters() async throws {
        let pipe = try Pipe()
        let lines = FileLines(fileDescriptor: pipe.reader)
        pipe.write([0x35, 0x30, 0xFF, 0x0A, 0xC3, 0xA9, 0xC3])
        pipe.closeWriter()
        #expect(await readAll(lines) == ["50\u{FFFD}", "é\u{FFFD}"])
    }

    @Test func aHugeLineIsCutAndTheLinesAfterItRead() async throws {
        let pipe = try Pipe()
        let lines = FileLines(fileDescriptor: pipe.reader)
        pipe.writeInBackgroundAndClose(Array(repeating: 0x78, count: 1 << 20) + Array("\n42\n".utf8))
        #expect(await readAll(lines) == [String(repeating: "x", count: LineSplitter.defaultMaximumLength), "42"])
    }

    @Test func manyLinesAcrossManyChunksAreAllRead() async throws {
        let pipe = try Pipe()
        let lines = FileLines(fileDescriptor: pipe.reader)
        let expected = (1...100_000).map(String.init)
        pipe.writeInBackgroundAndClose(Array((expected.joined(separator: "\n") + "\n").utf8))
        #expect(await readAll(lines) == expected)
    }

    @Test func readsARegularFile() async throws {
        var path = Array("/tmp/formwizard-test-lines-XXXXXX".utf8CString)
        let file = mkstemp(&path)
        try #require(file >= 0)
        defer {
            unlink(path)
            close(file)
        }
        let text = Array("10\n20\nXXX\nDone\nXXX\n".utf8)
        #expect(text.withUnsafeBytes { writeBytes(file, $0.baseAddress, $0.count) } == text.count)
        lseek(file, 0, SEEK_SET)
        #expect(await readAll(FileLines(fileDescriptor: file)) == ["10", "20", "XXX", "Done", "XXX"])
    }

    @Test func devNullEndsAtOnce() async throws {
        let null = open("/dev/null", O_RDONLY)
        defer { close(null) }
        #expect(await FileLines(fileDescriptor: null).nextLines() == nil)
    }

    @Test func aClosedDescriptorEndsAtOnce() async throws {
        #expect(await FileLines(fileDescriptor: -1).nextLines() == nil)
    }

    @Test func theCallerMayCloseItsDescriptor() async throws {
        let pipe = try Pipe()
        let lines = FileLines(fileDescriptor: pipe.reader)
        // What it reads is a duplicate: the pipe stays open through it, and /dev/null, now
        // behind the number it was given, is never read (it would end the lines at once).
        pipe.closeReader()
        pipe.write("1\n")
        #expect(await lines.nextLines() == ["1"])
    }

    @Test func cancellingAWaitReturnsNilAndLaterWaitsStillRead() async throws {
        let pipe = try Pipe()
        let lines = FileLines(fileDescriptor: pipe.reader)
        let waiting = Task { await lines.nextLines() }
        waiting.cancel()
        #expect(await waiting.value == nil)
        pipe.write("7\n")
        #expect(await lines.nextLines() == ["7"])
    }

    @Test func aWaitCancelledBeforeItStartsReturnsNil() async throws {
        let pipe = try Pipe()
        let lines = FileLines(fileDescriptor: pipe.reader)
        pipe.write("7\n")
        let waiting = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await lines.nextLines()
        }
        // Lines ready are handed over even to a cancelled task; none are ready yet.
        #expect(await waiting.value == nil)
        #expect(await lines.nextLines() == ["7"])
    }

    @Test func releasingItWhileReadingOrStoppedIsSafe() async throws {
        let pipe = try Pipe()
        _ = FileLines(fileDescriptor: pipe.reader)  // never started
        var lines: FileLines? = FileLines(fileDescriptor: pipe.reader)
        pipe.write("1\n2")
        #expect(await lines?.nextLines() == ["1"])  // stopped after a line
        lines = nil
        let waiting = Task { await FileLines(fileDescriptor: pipe.reader).nextLines() }
        waiting.cancel()  // reading, with nobody waiting
        #expect(await waiting.value == nil)
    }
}

extension TestFileLines {
    /// Whether every read end of the pipe is closed: the write end then reports an error.
    private static func hasNoReader(_ pipe: Pipe) -> Bool {
        var request = pollfd(fd: pipe.writer, events: Int16(POLLOUT), revents: 0)
        return poll(&request, 1, 0) == 1 && request.revents & Int16(POLLERR) != 0
    }

    @Test func releasingItClosesItsDuplicateWhetherItReadOrNot() async throws {
        let idle = try Pipe()
        var unread: FileLines? = FileLines(fileDescriptor: idle.reader)
        idle.closeReader()
        #expect(!Self.hasNoReader(idle))
        unread = nil
        #expect(Self.hasNoReader(idle), "a reader that never read closes its duplicate at once")
        _ = unread

        let busy = try Pipe()
        var reading: FileLines? = FileLines(fileDescriptor: busy.reader)
        busy.write("1\n")
        #expect(await reading?.nextLines() == ["1"])
        busy.closeReader()
        reading = nil
        // The reading thread closes it when it wakes: wait up to 10 s for that.
        var waited = 0
        while !Self.hasNoReader(busy), waited < 10_000 {
            try await Task.sleep(for: .milliseconds(1))
            waited += 1
        }
        #expect(Self.hasNoReader(busy), "the reading thread closed its duplicate within 10 s")
        _ = reading
    }
}

/// libc's `write`, which `Pipe.write` hides inside the class (`Glibc.write` is Linux-only).
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
