#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension CompatCommandLine {
    /// The most bytes `--file` reads from one file.
    static let fileLimit = 1 << 20
    /// How deep a `--file` may name another.
    static let fileDepth = 8

    /// `arguments` with each `--file FILE` replaced by the words in FILE, read as dialog reads
    /// them (`DialogWords`); a file may name another, to `fileDepth` levels.
    ///
    /// - Throws: `.invalid` when a file cannot be read, is a directory or device, is longer than
    ///   `fileLimit`, or the files nest deeper than `fileDepth`.
    static func expandingFiles(_ arguments: [String], depth: Int = 0) throws(ArgumentError) -> [String] {
        guard arguments.contains("--file") else { return arguments }
        var expanded: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            defer { index += 1 }
            guard arguments[index] == "--file" else {
                expanded.append(arguments[index])
                continue
            }
            index += 1
            guard index < arguments.endIndex else { throw .invalid("--file needs a file") }
            guard depth < fileDepth else { throw .invalid("--file nests deeper than \(fileDepth) files") }
            let words = DialogWords.split(try contents(ofFile: arguments[index]))
            expanded += try expandingFiles(words, depth: depth + 1)
        }
        return expanded
    }

    /// The text of the file at `path`, invalid UTF-8 repaired.
    private static func contents(ofFile path: String) throws(ArgumentError) -> String {
        let descriptor = ReadOpening.descriptor(reading: path, blockingReads: true)
        guard descriptor >= 0 else {
            throw .invalid("Cannot open --file \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR: throw .invalid("Cannot open --file \(path): it is a directory")
            case S_IFCHR, S_IFBLK: throw .invalid("Cannot open --file \(path): not a file (a device)")
            default: break
            }
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else {
                throw .invalid("Cannot read --file \(path): \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            bytes += chunk[..<count]
            guard bytes.count <= fileLimit else {
                throw .invalid("--file \(path) is longer than \(fileLimit / 1024) KiB")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
