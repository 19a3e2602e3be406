import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `textbox FILE` reads a regular file through an index of its blocks of lines: the lines, their
/// byte ends and the search must be exactly those of the file read whole as a stream.
struct TestIndexedFile {
    /// A file holding `bytes` in /tmp, removed when the value is dropped.
    private final class Bytes {
        let path: String

        init(_ bytes: [UInt8]) throws {
            var template = Array("/tmp/formwizard-indexed-XXXXXX".utf8CString)
            let descriptor = mkstemp(&template)
            try #require(descriptor >= 0)
            path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            #expect(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
            close(descriptor)
        }

        deinit { unlink(path) }
    }

    /// The lines of `bytes` read whole, as `textbox -` reads a pipe.
    private func streamed(_ bytes: [UInt8], maximumLineLength: Int) -> [String] {
        var splitter = LineSplitter(maximumLength: maximumLineLength)
        var lines = bytes.withUnsafeBytes { splitter.split($0) }
        if let last = splitter.finish() { lines.append(last) }
        return lines
    }

    /// Where each line of `bytes` ends, its break counted (the end of the file for an
    /// unterminated last line).
    private func ends(_ bytes: [UInt8]) -> [Int] {
        var ends = bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
        if let last = bytes.last, last != 0x0A { ends.append(bytes.count) }
        return ends
    }

    /// The whole file (which holds `bytes`) indexed as `textbox` does, or `chunk` bytes at a time.
    private func indexed(
        _ file: Bytes, holding bytes: [UInt8], maximumLineLength: Int, chunk: Int? = nil
    ) async throws -> IndexedFile {
        let indexing = try #require(FileIndexing.opening(path: file.path, maximumLineLength: maximumLineLength))
        var index = LineIndex(maximumLineLength: maximumLineLength)
        if let chunk {
            for start in stride(from: 0, to: bytes.count, by: chunk) {
                bytes[start..<min(start + chunk, bytes.count)].withUnsafeBytes { index.scan($0) }
            }
            index.finish()
        } else {
            while await indexing.scan(into: &index) {}
        }
        return IndexedFile(file: indexing.file, index: index)
    }

    /// Random text: short and empty lines, lines longer than the limit, `\r\n`, tabs, UTF-8
    /// (cut by the limit in the middle of a character), bytes that are not UTF-8, and
    /// sometimes no line break at the end.
    private func randomText(_ random: inout SeededGenerator) -> [UInt8] {
        let pieces: [[UInt8]] = [
            Array("short".utf8), [], Array("東京 🍣 Café".utf8), Array("a\tb\r".utf8), [0xFF, 0xC3],
            Array(repeating: 0x78, count: 40), Array(String(repeating: "é", count: 30).utf8),
        ]
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 0...700, using: &random) {
            for _ in 0..<Int.random(in: 0...3, using: &random) { bytes += pieces.randomElement(using: &random)! }
            bytes.append(0x0A)
        }
        if Bool.random(using: &random) { bytes += pieces.randomElement(using: &random)! }
        return bytes
    }

    @Test func linesEndsAndSearchesAreThoseOfTheFileReadWhole() async throws {
        var random = SeededGenerator(seed: 20_261_207)
        for round in 0..<40 {
            let bytes = randomText(&random)
            let limit = [7, 33, 64, 4096].randomElement(using: &random)!
            let file = try Bytes(bytes)
            let chunk = round.isMultiple(of: 2) ? nil : Int.random(in: 1...97, using: &random)
            let store = try await indexed(file, holding: bytes, maximumLineLength: limit, chunk: chunk)
            let whole = streamed(bytes, maximumLineLength: limit)
            #expect(store.count == whole.count, "round \(round)")
            let lines = (0..<store.count).map(store.line(at:))
            let differ = zip(lines, whole).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            #expect(differ == nil, "round \(round): line \(differ ?? 0) is \(lines[differ ?? 0].debugDescription)")
            #expect((0..<store.count).map(store.byteEnd(ofLine:)) == ends(bytes), "round \(round)")
            for query in ["é", "xx", "Caf", "nothing"] {
                let search = try #require(TextSearch(query))
                let lines = TextLines(whole)
                for range in [0..<whole.count, (whole.count / 3)..<(whole.count / 2)] {
                    for forward in [true, false] {
                        #expect(
                            store.firstLine(matching: search, in: range, forward: forward)
                                == lines.firstLine(matching: search, in: range, forward: forward))
                    }
                }
            }
        }
    }

    @Test func blocksStayBoundedAndALongLineIsABlockOfItsOwn() async throws {
        let long = [UInt8](repeating: 0x61, count: 10_000)
        let bytes = Array((0..<600).map { "line \($0)\n" }.joined().utf8) + long + [0x0A] + Array("end".utf8)
        let file = try Bytes(bytes)
        var index = LineIndex(maximumLineLength: 100)
        let indexing = try #require(FileIndexing.opening(path: file.path, maximumLineLength: 100))
        while await indexing.scan(into: &index) {}
        #expect(index.blocks.map(\.lineCount) == [256, 256, 88, 1, 1])
        #expect(index.blocks[3].byteCount == 10_001)
        #expect(index.lineCount == 602)
        let store = IndexedFile(file: indexing.file, index: index)
        #expect(store.line(at: 600) == String(repeating: "a", count: 100))
        #expect(store.line(at: 601) == "end")
        #expect(store.byteEnd(ofLine: 601) == bytes.count)
    }

    /// As dialog's text box counts lines: the empty line after the last line break is one.
    @Test func theEmptyLineAfterTheLastBreakCountsWhenAsked() async throws {
        for (text, lines) in [("a\nb\n", ["a", "b", ""]), ("a\nb", ["a", "b"]), ("", [""])] {
            let file = try Bytes(Array(text.utf8))
            var indexing = try #require(FileIndexing.opening(path: file.path, maximumLineLength: 100))
            indexing.keepsFinalEmptyLine = true
            var index = LineIndex(maximumLineLength: 100)
            while await indexing.scan(into: &index) {}
            let store = IndexedFile(file: indexing.file, index: index)
            #expect((0..<store.count).map(store.line(at:)) == lines, "\(text.debugDescription)")
            #expect(store.byteEnd(ofLine: store.count - 1) == text.utf8.count)
        }
    }

    @Test func onlyRegularFilesAreIndexed() throws {
        #expect(FileIndexing.opening(path: "/nonexistent/file", maximumLineLength: 10) == nil)
        #expect(FileIndexing.opening(path: "/tmp", maximumLineLength: 10) == nil)
        #expect(FileIndexing.opening(path: "/dev/null", maximumLineLength: 10) == nil)
    }
}
