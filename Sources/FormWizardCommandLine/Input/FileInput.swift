/// Where a command reads a text from: a file named on the command line, or standard input for
/// `-` (`editbox FILE|-`, `textbox FILE|-`, `form --values FILE|-`).
enum FileInput: Hashable, Sendable {
    case standardInput
    case file(String)

    /// What the reading dialog calls it: the file's name, or `standard input`.
    var name: String {
        switch self {
        case .standardInput: "standard input"
        case .file(let path): String(path.split(separator: "/").last ?? Substring(path))
        }
    }

    /// `-` for standard input, else a path.
    init(_ argument: String) {
        self = argument == "-" ? .standardInput : .file(argument)
    }

    /// The lines of the input, lines longer than `maximumLineLength` bytes cut, read
    /// `chunkSize` bytes at a time; standard input must not be the terminal.
    ///
    /// - Throws: `.invalid` when standard input is a terminal or the file cannot be read.
    func lines(
        standardInput: StandardInput, maximumLineLength: Int, chunkSize: Int = FileLines.chunkSize,
        option: String? = nil
    ) throws(ArgumentError) -> any LineSource {
        switch self {
        case .standardInput:
            let named = option.map { "\($0) -: " } ?? ""
            return try standardInput.pipedLines(
                maximumLineLength: maximumLineLength, chunkSize: chunkSize,
                orFail: "\(named)standard input is a terminal; pipe the text in or name a file")
        case .file(let path):
            return try FileLines.reading(
                path: path, maximumLineLength: maximumLineLength, chunkSize: chunkSize, option: option)
        }
    }
}
