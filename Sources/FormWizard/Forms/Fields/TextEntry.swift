/// A one-line text field bound to a `String` of the form's value; masked when secret.
public struct TextEntry<Value: Sendable>: FormField {
    public let label: String
    let path: WritableKeyPath<Value, String> & Sendable
    var editor: LineEditor
    let placeholder: String
    let validator: Validator<String>
    let check: (@Sendable (String) async throws -> String?)?
    let debounce: Duration
    /// The input's width from `prepare(for:screen:)`, to keep the scroll position steady.
    var width = 0

    /// How a secret's text is shown: `•` per character unless told otherwise.
    public var mask: SecretMask {
        get { editor.mask }
        set { editor.mask = newValue }
    }

    /// A field for the `String` at `path` (see `Field.text` and `Field.secret`).
    public init(
        _ label: String, _ path: WritableKeyPath<Value, String> & Sendable, placeholder: String = "",
        maxLength: Int? = nil, isSecret: Bool = false, validate: Validator<String> = .alwaysValid,
        check: (@Sendable (String) async throws -> String?)? = nil, debounce: Duration = .milliseconds(300)
    ) {
        self.label = label
        self.path = path
        self.editor = LineEditor(maxLength: maxLength, isSecret: isSecret)
        self.placeholder = placeholder
        self.validator = validate
        self.check = check
        self.debounce = debounce
    }

    public mutating func load(from value: Value) {
        editor.text = value[keyPath: path]
    }

    public mutating func prepare(for input: Rect, screen: Size) {
        width = input.columns
    }

    public mutating func moveCursorToStart() {
        editor.moveCursor(to: 0)
        if width > 0 { editor.scrollToCursor(width: width) }
    }

    public mutating func handle(_ event: InputEvent, value: inout Value) -> FieldResponse {
        let response = editor.handle(event)
        guard response != .ignored else { return .ignored }
        if width > 0 { editor.scrollToCursor(width: width) }
        value[keyPath: path] = editor.text
        if response == .limited, let notices = TextInput.notices(maxLength: editor.maxLength) {
            return .notice(event.isPaste ? notices.paste : notices.typed)
        }
        return .handled
    }

    /// Draws the editor from where it is scrolled to (`TextField` moves the view as little as
    /// needed when the area is narrower than at the last key, after a resize).
    public func render(_ value: Value, in area: Rect, isFocused: Bool, into frame: inout Frame) {
        frame.render(TextField(editor: editor, placeholder: placeholder, isFocused: isFocused), in: area)
    }

    public func validate(_ value: Value) -> String? {
        validator.validate(value[keyPath: path])
    }

    public func asyncCheck(_ value: Value) -> AsyncCheck? {
        guard let check else { return nil }
        let text = value[keyPath: path]
        guard !text.isEmpty else { return nil }
        return AsyncCheck(id: text, debounce: debounce) { try await check(text) }
    }
}

extension InputEvent {
    var isPaste: Bool {
        if case .paste = self { return true }
        return false
    }
}

extension Field {
    /// A one-line text field.
    ///
    /// - Parameters:
    ///   - label: the label, left of the input.
    ///   - path: where the field's part of the form's value is.
    ///   - placeholder: shown dimmed while the field is empty.
    ///   - maxLength: at most this many characters; `nil` for no limit.
    ///   - debounce: how long the text must stay unchanged before `check` runs.
    ///   - validate: the field's own rules, checked when focus leaves it and on submit.
    ///   - check: a check that asks a service, run `debounce` after the last change while the
    ///     rules pass; returns a message when the text is not acceptable.
    public static func text(
        _ label: String, _ path: WritableKeyPath<Value, String> & Sendable, placeholder: String = "",
        maxLength: Int? = nil, validate: Validator<String> = .alwaysValid,
        check: (@Sendable (String) async throws -> String?)? = nil, debounce: Duration = .milliseconds(300)
    ) -> Field {
        Field(
            TextEntry(
                label, path, placeholder: placeholder, maxLength: maxLength, validate: validate, check: check,
                debounce: debounce))
    }

    /// A masked text field for a secret: one `•` per character, never drawn in clear.
    public static func secret(
        _ label: String, _ path: WritableKeyPath<Value, String> & Sendable, placeholder: String = "",
        maxLength: Int? = nil, validate: Validator<String> = .alwaysValid
    ) -> Field {
        Field(
            TextEntry(label, path, placeholder: placeholder, maxLength: maxLength, isSecret: true, validate: validate))
    }
}
