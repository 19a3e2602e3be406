#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileLines {
    /// The lines of the file at `path` (for an option such as `--csv FILE`), opened now so that
    /// a file that cannot be read is a usage error before any dialog is shown.
    ///
    /// - Throws: `.invalid` saying why the file cannot be opened.
    package static func reading(
        path: String, maximumLineLength: Int = LineSplitter.defaultMaximumLength
    ) throws(ArgumentError) -> FileLines {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .invalid("cannot read '\(path)': \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }  // FileLines reads a duplicate
        return FileLines(fileDescriptor: descriptor, maximumLineLength: maximumLineLength)
    }
}
