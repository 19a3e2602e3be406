/// The process' standard input, as the commands that read it (`gauge`) need it.
package struct StandardInput: Sendable {
    /// Whether standard input is a terminal rather than a pipe or a file; a command that reads
    /// it then refuses to run, as the terminal is where its dialog takes keys.
    package var isTerminal: Bool
    /// Makes the source of its lines; called once, by the command that reads them.
    package var lines: @Sendable () -> any LineSource

    package init(isTerminal: Bool, lines: @escaping @Sendable () -> any LineSource) {
        self.isTerminal = isTerminal
        self.lines = lines
    }

    /// An input that ends at once, like `/dev/null`.
    package static let empty = StandardInput(isTerminal: false) { NoLines() }
}
