#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder `fselect` and `dselect` start in: `~` expanded with `$HOME`, made absolute
/// from the current directory, `.` and `..` resolved by name.
enum StartPath {
    /// The absolute folder for the operand `operand`.
    ///
    /// - Throws: `.invalid` when it is not a folder (missing, or a file).
    static func resolve(
        _ operand: String, home: String? = getenv("HOME").map { String(cString: $0) },
        currentDirectory: String? = StartPath.currentDirectory()
    ) throws(ArgumentError) -> String {
        var path = operand
        if path == "~" || path.hasPrefix("~/") {
            guard let home, !home.isEmpty else { throw .invalid("cannot expand '~': HOME is not set") }
            path = home + path.dropFirst()
        }
        if !path.hasPrefix("/") {
            guard let currentDirectory else { throw .invalid("cannot tell the current directory") }
            path = currentDirectory + "/" + path
        }
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        let absolute = "/" + parts.joined(separator: "/")
        var status = stat()
        guard stat(absolute, &status) == 0 else {
            throw .invalid("cannot open '\(operand)': \(String(cString: strerror(errno)))")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw .invalid("'\(operand)' is not a folder") }
        return absolute
    }

    /// The process's current directory.
    static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
