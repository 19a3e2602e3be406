#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A regular file that `textbox FILE` shows through an index (`IndexedFile`) rather than
/// reading it into memory: scanned for its line breaks a chunk at a time, off the main actor,
/// while the first lines are already shown.
///
/// Pipes, FIFOs and standard input cannot be read again where a line is wanted; they are read
/// into memory as before (`FileLines`).
struct FileIndexing: Sendable {
    /// The bytes one scan reads: 100 MB in 100 rounds, each a redraw of the count.
    static let chunkSize = 1024 * 1024

    let file: IndexedFile.OpenFile
    let maximumLineLength: Int
    /// Whether the empty line after the file's last line break is a line of its own, as
    /// dialog's text box counts lines (it shows a blank row at the end of such a file).
    var keepsFinalEmptyLine = false

    /// The file at `path` to index, or `nil` when it is not a regular file (or cannot be
    /// opened: the caller's own opening says why).
    static func opening(path: String, maximumLineLength: Int) -> FileIndexing? {
        let descriptor = ReadOpening.descriptor(reading: path, blockingReads: true)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        return FileIndexing(file: IndexedFile.OpenFile(descriptor: descriptor), maximumLineLength: maximumLineLength)
    }

    /// Scans the next chunk of the file into `index`, away from the caller's actor.
    ///
    /// - Returns: whether there may be more; at the end of the file (or on an error reading
    ///   it) the index is finished and this returns `false`.
    func scan(into index: inout LineIndex) async -> Bool {
        var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                pread(file.descriptor, buffer.baseAddress, buffer.count, off_t(index.scanned))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                index.finish(keepingFinalEmptyLine: keepsFinalEmptyLine)
                return false
            }
            chunk.withUnsafeBytes { index.scan(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            return true
        }
    }
}
