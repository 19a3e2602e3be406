#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileLines {
    /// The lines of the file at `path` (`--csv FILE`, `textbox FILE`, `editbox FILE`), opened
    /// now so that a file that cannot be read is a usage error before any dialog is shown.
    ///
    /// - Parameters:
    ///   - path: the file.
    ///   - maximumLineLength: the longest line kept, in bytes; longer ones are cut.
    ///   - chunkSize: the bytes read at a time.
    ///   - option: how the command line named the file, for the message (`--csv`, `FILE`).
    /// - Throws: `.invalid` saying why the file cannot be read (the system's reason, or that it
    ///   is a directory or a device).
    package static func reading(
        path: String, maximumLineLength: Int = LineSplitter.defaultMaximumLength,
        chunkSize: Int = FileLines.chunkSize, option: String? = nil
    ) throws(ArgumentError) -> FileLines {
        let named = option.map { "\($0) '\(path)'" } ?? "'\(path)'"
        // Without blocking (`ReadOpening`). The reading thread polls before it reads, so a FIFO
        // nobody has opened yet is waited for there (Linux reports it readable only once a
        // writer wrote), and a read that would block is tried again.
        let descriptor = ReadOpening.descriptor(reading: path, blockingReads: false)
        guard descriptor >= 0 else {
            throw .invalid("cannot read \(named): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }  // FileLines reads a duplicate
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR: throw .invalid("cannot read \(named): it is a directory")
            // A device never ends (`/dev/urandom`, `/dev/zero`) or is a terminal; dialog says
            // "Not a file" too. A pipe (`<(command)`, a FIFO) is read as it is written.
            case S_IFCHR, S_IFBLK: throw .invalid("cannot read \(named): not a file (a device)")
            default: break
            }
        }
        return FileLines(fileDescriptor: descriptor, maximumLineLength: maximumLineLength, chunkSize: chunkSize)
    }
}
