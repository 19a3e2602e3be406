/// What is wrong in a theme file, and on which line (`Theme(file:)`).
public struct ThemeFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line, counting from 1.
    public let line: Int
    /// What is wrong there, e.g. `unknown colour 'purple'`.
    public let message: String

    /// An error on `line`.
    ///
    /// - Parameters:
    ///   - line: the line, counting from 1.
    ///   - message: what is wrong there.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// `line 3: unknown colour 'purple'`.
    public var description: String { "line \(line): \(message)" }
}
