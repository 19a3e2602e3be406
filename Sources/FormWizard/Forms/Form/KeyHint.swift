/// A key and what it does now, as a form's footer shows it: `Space toggle`, `Enter submit`.
public struct KeyHint: Hashable, Sendable, CustomStringConvertible {
    /// The key as the user reads it: `Tab`, `Enter`, `Esc`, `←→`, `Space`.
    public var key: String
    /// What it does, in a word or two.
    public var action: String

    /// The hint that `key` does `action`.
    public init(_ key: String, _ action: String) {
        self.key = key
        self.action = action
    }

    /// `key action`, e.g. `Tab next`.
    public var description: String { "\(key) \(action)" }
}
