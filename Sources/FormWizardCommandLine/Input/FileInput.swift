#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command reads a text from: a file named on the command line, or standard input for
/// `-` (`editbox FILE|-`, `form --values FILE|-`).
enum FileInput: Hashable, Sendable {
    case standardInput
    case file(String)

    /// `-` for standard input, else a path.
    init(_ argument: String) {
        self = argument == "-" ? .standardInput : .file(argument)
    }

    /// The lines of the input, lines longer than `maximumLineLength` bytes cut; standard input
    /// must not be the terminal.
    ///
    /// - Throws: `.invalid` when standard input is a terminal or the file cannot be opened
    ///   (with the system's reason).
    func lines(
        standardInput: StandardInput, maximumLineLength: Int, option: String
    ) throws(ArgumentError)
        -> any LineSource
    {
        switch self {
        case .standardInput:
            guard !standardInput.isTerminal else {
                throw .invalid("\(option) -: standard input is a terminal; pipe the text in or name a file")
            }
            return standardInput.lines(maximumLineLength: maximumLineLength)
        case .file(let path):
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                let reason = String(cString: strerror(errno))
                throw .invalid("\(option) '\(path)': \(reason)")
            }
            defer { close(descriptor) }
            var status = stat()
            if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
                throw .invalid("\(option) '\(path)': is a directory")
            }
            // FileLines reads a duplicate, so this one may be closed now.
            return FileLines(fileDescriptor: descriptor, maximumLineLength: maximumLineLength)
        }
    }
}
