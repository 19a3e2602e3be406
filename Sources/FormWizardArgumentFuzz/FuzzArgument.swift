/// One argument of a fuzzed command line: its bytes (not always UTF-8, never NUL) and what it
/// stands for, so that a mutation knows what to put in its place.
struct FuzzArgument: Hashable, Sendable {
    /// What an argument stands for.
    enum Kind: Hashable, Sendable {
        /// A fixed word: the subcommand, an option's name, a keyword such as `on`.
        case word
        /// Text shown to the user: a title, a message, an item, a tag.
        case text
        /// A number: a size, a count, a limit, a duration.
        case number
        /// A file or folder operand (a fixture in the working folder).
        case path
        /// (Part of) a command that `prgbox`, `spin` or `--prgbox` runs: only ever one of
        /// `CommandSafety.commands`.
        case command
    }

    var bytes: [UInt8]
    var kind: Kind
    /// How a shell writes it when quoting the bytes would take too long (a 100 KB text):
    /// `"$(printf 'x%.0s' $(seq 102400))"`; `nil` for quoting the bytes.
    var shell: String?

    init(bytes: [UInt8], kind: Kind, shell: String? = nil) {
        // An argument cannot hold NUL: execve would cut it there.
        self.bytes = bytes.filter { $0 != 0 }
        self.kind = kind
        self.shell = shell
    }

    init(_ text: String, _ kind: Kind = .word) {
        self.init(bytes: Array(text.utf8), kind: kind)
    }

    /// The argument as the program reads it (`CommandLine.arguments` repairs invalid UTF-8 so).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether it is exactly `text`.
    func `is`(_ text: String) -> Bool { bytes.elementsEqual(text.utf8) }

    /// Whether it reads as an option of dialog's command line (`--` and more).
    var isCompatOption: Bool { bytes.count > 2 && bytes[0] == UInt8(ascii: "-") && bytes[1] == UInt8(ascii: "-") }
}
