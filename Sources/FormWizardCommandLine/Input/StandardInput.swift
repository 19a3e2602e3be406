/// The process' standard input, as the commands that read it (`gauge`) need it.
package struct StandardInput: Sendable {
    /// Whether standard input is a terminal rather than a pipe or a file; a command that reads
    /// it then refuses to run, as the terminal is where its dialog takes keys.
    package var isTerminal: Bool
    /// Makes the source of its lines; called once, by the command that reads them.
    package var lines: @Sendable () -> any LineSource
    /// The descriptor behind `lines`, when it is the process' own (not in tests): a command
    /// that reads the whole input (`textbox -`) reads it with longer lines and larger reads.
    package var fileDescriptor: Int32?

    package init(isTerminal: Bool, fileDescriptor: Int32? = nil, lines: @escaping @Sendable () -> any LineSource) {
        self.isTerminal = isTerminal
        self.fileDescriptor = fileDescriptor
        self.lines = lines
    }

    /// An input that ends at once, like `/dev/null`.
    package static let empty = StandardInput(isTerminal: false) { NoLines() }
}
