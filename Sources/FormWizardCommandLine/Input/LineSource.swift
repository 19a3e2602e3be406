/// Lines of text that arrive over time, such as those of a pipe: what `gauge` reads.
///
/// The executable hands a command the lines of standard input (`FileLines`); tests hand it
/// lines of their own.
package protocol LineSource: Sendable {
    /// The lines that have arrived since the last call, without their line breaks; waits
    /// until at least one has.
    ///
    /// One task reads at a time.
    /// - Returns: at least one line, or `nil` at the end of the input or when the waiting task
    ///   is cancelled.
    func nextLines() async -> [String]?
}

/// No lines at all: the input ends at once.
struct NoLines: LineSource {
    func nextLines() async -> [String]? { nil }
}
