/// Asks for one line of text: a message, a text field, and OK / Cancel.
///
/// The field has focus first and edits like a shell's line editor (see `LineEditor.handle`);
/// Enter submits the text. Tab and Shift-Tab (or ↓ and ↑) move focus between the field and
/// the buttons; on the buttons ←/→ move, Enter or Space presses, and a button's first letter
/// presses it. Esc cancels. A paste always goes into the field. A message taller than its
/// rows scrolls with PgUp/PgDn (`ScrollingText`).
///
/// When `maxLength` cuts a paste or stops a typed character, a notice says so until the next
/// key or paste.
public struct TextInput: Dialog {
    /// What has the keyboard.
    public enum Focus: Hashable, Sendable {
        /// The text field.
        case field
        /// The button at this index: 0 is OK, 1 is Cancel.
        case button(Int)
    }

    /// The title in the frame.
    public var title: StyledText
    /// The text under the title, wrapped to fit.
    public var message: StyledText
    /// Shown dimmed while the field is empty.
    public var placeholder: String
    /// The text being edited.
    public internal(set) var editor: LineEditor
    /// What has the keyboard; the field at first.
    public internal(set) var focus = Focus.field
    /// A notice under the field (a paste was cut), shown until the next key or paste.
    public internal(set) var notice: String?
    /// The screen size from `prepare(for:)`, to keep the field's scroll steady.
    var screenSize: Size?
    /// Where the message is scrolled to (PgUp/PgDn), when it is taller than its rows.
    public internal(set) var messageScroll = TextScroll.top
    /// The layout `prepare(for:)` made, which `handle` and `render` reuse while what it was
    /// made of is unchanged (wrapping the message twice a key showed in profiles).
    var laidOut: LaidOut?

    /// How a secret's text is shown (`isSecret`): `•` per character by default.
    public var mask: SecretMask {
        get { editor.mask }
        set { editor.mask = newValue }
    }

    /// Whether the dialog draws its OK and Cancel buttons; without them Tab and ↓ are left to
    /// whoever adds buttons of its own (`withButtons`).
    public var showsButtons = true

    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - message: text under the title, wrapped to fit.
    ///   - text: the text the field starts with (cut to `maxLength`); the cursor is at its end.
    ///   - placeholder: shown dimmed while the field is empty.
    ///   - maxLength: the most grapheme clusters the text may have; `nil` for no limit.
    ///   - isSecret: whether to mask the text (see `Password`).
    public init(
        title: StyledText, message: StyledText = "", text: String = "", placeholder: String = "", maxLength: Int? = nil,
        isSecret: Bool = false
    ) {
        self.title = title
        self.message = message
        self.placeholder = placeholder
        self.editor = LineEditor(text: text, maxLength: maxLength, isSecret: isSecret)
    }

    static let buttons = [ButtonBar.Button("OK"), ButtonBar.Button("Cancel", role: .cancel)]

    public mutating func prepare(for size: Size) {
        screenSize = size
        let bounds = Rect(size: size)
        if laidOut?.matches(self, in: bounds) != true {
            laidOut = LaidOut(
                bounds: bounds, title: title, message: message, maxLength: editor.maxLength,
                showsButtons: showsButtons, layout: layout(in: bounds))
        }
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<String> {
        if case .key(let key) = event, key == .pageUp || key == .pageDown, let screenSize {
            let layout = cachedLayout(in: Rect(size: screenSize))
            guard layout.messageScrolls, let move = TextScroll.Move(key, page: layout.messageArea.rows) else {
                return .ignored
            }
            messageScroll = layout.messageText(messageScroll).scrolled(move, in: layout.messageArea.size)
            return .handled
        }
        if let mouse = event.mouse { return handle(mouse) }
        let hadNotice = notice != nil
        notice = nil
        let response = handleFocused(event)
        if case .ignored = response, hadNotice { return .handled }
        return response
    }

    private mutating func handleFocused(_ event: InputEvent) -> DialogResponse<String> {
        guard case .key(let key) = event else {
            focus = .field
            return edit(event)
        }
        switch (focus, key) {
        case (_, .escape): return .cancel
        case (.field, .enter): return .submit(editor.text)
        case (.field, .tab) where !showsButtons, (.field, .down) where !showsButtons,
            (.field, .backTab) where !showsButtons:
            return .ignored
        case (.field, .tab), (.field, .down): focus = .button(0)
        case (.field, .backTab): focus = .button(1)
        case (.field, _): return edit(event)
        case (.button(1), .tab), (.button(0), .backTab), (.button, .up): focus = .field
        case (.button(let index), .tab), (.button(let index), .backTab), (.button(let index), .left),
            (.button(let index), .right):
            focus = .button(1 - index)
        case (.button(let index), .enter), (.button(let index), .character(" ")):
            return press(index)
        case (.button, _):
            guard let index = ButtonBar.hotkeyIndex(for: key.typedCharacter, in: Self.buttons) else { return .ignored }
            return press(index)
        }
        return .handled
    }

    /// A click on the field focuses it and puts the cursor on the character clicked; on a
    /// button presses it; the wheel scrolls a message that overflows.
    private mutating func handle(_ mouse: MouseEvent) -> DialogResponse<String> {
        if let index = mouse.clickedButton, Self.buttons.indices.contains(index) { return press(index) }
        if mouse.clickedField == 0 {
            focus = .field
            _ = editor.handle(.mouse(mouse))
            return .handled
        }
        guard let step = mouse.wheelStep, let screenSize else { return .ignored }
        let layout = cachedLayout(in: Rect(size: screenSize))
        guard layout.messageScrolls else { return .ignored }
        messageScroll = layout.messageText(messageScroll).scrolled(
            step < 0 ? .up(1) : .down(1), in: layout.messageArea.size)
        return .handled
    }

    private func press(_ index: Int) -> DialogResponse<String> {
        index == 0 ? .submit(editor.text) : .cancel
    }

    private mutating func edit(_ event: InputEvent) -> DialogResponse<String> {
        let response = editor.handle(event)
        if response == .ignored { return .ignored }
        if response == .limited, let notices = Self.notices(maxLength: editor.maxLength) {
            if case .paste = event { notice = notices.paste } else { notice = notices.typed }
        }
        if let screenSize {
            editor.scrollToCursor(width: cachedLayout(in: Rect(size: screenSize)).field.columns)
        }
        return .handled
    }

    /// What the notice says when `maxLength` cuts a paste or stops a typed character.
    static func notices(maxLength: Int?) -> (paste: String, typed: String)? {
        guard let maxLength else { return nil }
        let limit = maxLength == 1 ? "1 character" : "\(maxLength) characters"
        return ("Paste cut to \(limit)", "At most \(limit)")
    }
}
