/// A checkbox bound to a `Bool`: `[x]` or `[ ]`, with optional text beside it; Space or a
/// click toggles.
public struct ToggleField<Value: Sendable>: FormField {
    public let label: String
    let path: WritableKeyPath<Value, Bool> & Sendable
    /// Shown right of the box, e.g. "Remember me".
    let text: String

    /// A checkbox for the `Bool` at `path`, with `text` right of the box.
    public init(_ label: String, _ path: WritableKeyPath<Value, Bool> & Sendable, text: String = "") {
        self.label = label
        self.path = path
        self.text = text
    }

    public mutating func load(from value: Value) {}

    public var hints: [KeyHint] { [KeyHint("Space", "toggle")] }

    public mutating func handle(_ event: InputEvent, value: inout Value) -> FieldResponse {
        guard event == .key(.character(" ")) || event.mouse?.clickedField != nil else { return .ignored }
        value[keyPath: path].toggle()
        return .handled
    }

    public func render(_ value: Value, in area: Rect, isFocused: Bool, into frame: inout Frame) {
        let row = area.row(0)
        let theme = frame.theme
        let box = value[keyPath: path] ? "[x]" : "[ ]"
        let x = frame.buffer.write(box, at: row.origin, style: isFocused ? theme.focused : theme.dialog, clip: row)
        guard !text.isEmpty else { return }
        let shown = TextLayout.truncate(text, to: row.maxX - x - 1)
        frame.buffer.write(shown, at: Point(x: x + 1, y: row.y), style: theme.dialog, clip: row)
    }
}

extension Field {
    /// A checkbox (see `ToggleField`): `[x] text`, Space toggles.
    public static func toggle(
        _ label: String, _ path: WritableKeyPath<Value, Bool> & Sendable, text: String = ""
    ) -> Field {
        Field(ToggleField(label, path, text: text))
    }
}
