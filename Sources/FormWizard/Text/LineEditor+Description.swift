extension LineEditor: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The text and cursor, or only `LineEditor(secret)` for a secret (not even its length).
    public var description: String {
        if isSecret { return "LineEditor(secret)" }
        return "LineEditor(\(String(reflecting: text)), cursor: \(cursor))"
    }

    public var debugDescription: String { description }

    /// For `dump` and debuggers: the text and cursor, or nothing about a secret.
    public var customMirror: Mirror {
        if isSecret {
            return Mirror(self, children: ["isSecret": true], displayStyle: .struct)
        }
        return Mirror(
            self, children: ["text": text, "cursor": cursor, "maxLength": maxLength as Any], displayStyle: .struct)
    }
}
