/// An inline picker for a few options: `‹ Option ›`; ←/→ (or Space) cycle through them, Home
/// and End go to the first and last, and a letter jumps to the next option starting with it.
///
/// The option shown is the bound value's; the box is as wide as the widest option, so the
/// arrows stay put while cycling. For a long list use `PickerField`, which filters.
public struct SelectField<Value: Sendable, Option: Equatable & Sendable>: FormField {
    public let label: String
    let path: WritableKeyPath<Value, Option> & Sendable
    let options: [MenuItem<Option>]
    /// The option shown; `nil` when the value is none of them.
    var selected: Int?
    /// The widest option title.
    let optionWidth: Int

    /// - Precondition: `options` is not empty.
    public init(_ label: String, _ path: WritableKeyPath<Value, Option> & Sendable, options: [MenuItem<Option>]) {
        precondition(!options.isEmpty, "a select field needs at least one option")
        self.label = label
        self.path = path
        self.options = options
        self.optionWidth = options.map { DisplayWidth.of($0.title) }.max() ?? 0
    }

    public mutating func load(from value: Value) {
        let current = value[keyPath: path]
        selected = options.firstIndex { $0.value == current }
    }

    public var hints: [KeyHint] { [KeyHint("←→", "choose")] }

    public mutating func handle(_ event: InputEvent, value: inout Value) -> FieldResponse {
        guard case .key(let key) = event else { return .ignored }
        let count = options.count
        switch key {
        case .left: selected = ((selected ?? 0) - 1 + count) % count
        case .right, .character(" "): selected = selected.map { ($0 + 1) % count } ?? 0
        case .home: selected = 0
        case .end: selected = count - 1
        default:
            guard let character = key.typedCharacter, character.isLetter || character.isNumber else { return .ignored }
            let initial = character.lowercased()
            let start = selected ?? -1
            let next = (1...count).lazy.map { (start + $0 + count) % count }
                .first { options[$0].title.first?.lowercased() == initial }
            guard let next else { return .ignored }
            selected = next
        }
        if let selected { value[keyPath: path] = options[selected].value }
        return .handled
    }

    public func render(_ value: Value, in area: Rect, isFocused: Bool, into frame: inout Frame) {
        let row = area.row(0)
        guard !row.isEmpty else { return }
        let theme = frame.theme
        let inner = max(0, min(optionWidth, row.columns - 4))
        let title = selected.map { options[$0].title } ?? "Choose"
        let shown = TextLayout.truncate(title, to: inner)
        let padding = String(repeating: " ", count: max(0, inner - DisplayWidth.of(shown)))
        let style = isFocused ? theme.focused : theme.dialog
        let textStyle = selected == nil && !isFocused ? theme.hint : style
        var x = frame.buffer.write("‹ ", at: row.origin, style: style, clip: row)
        x = frame.buffer.write(shown, at: Point(x: x, y: row.y), style: textStyle, clip: row)
        x = frame.buffer.write(padding, at: Point(x: x, y: row.y), style: style, clip: row)
        frame.buffer.write(" ›", at: Point(x: x, y: row.y), style: style, clip: row)
    }
}

extension Field {
    /// An inline picker for a few options (see `SelectField`): `‹ Option ›`, ←/→ cycle.
    ///
    /// ```swift
    /// .select("Size", \.size, options: [MenuItem("Small", value: .small), MenuItem("Large", value: .large)])
    /// ```
    /// - Precondition: `options` is not empty.
    public static func select<Option: Equatable & Sendable>(
        _ label: String, _ path: WritableKeyPath<Value, Option> & Sendable, options: [MenuItem<Option>]
    ) -> Field {
        Field(SelectField(label, path, options: options))
    }
}
