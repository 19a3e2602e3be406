/// Asks for a secret: a `TextInput` whose text is masked.
///
/// The field shows one `•` per grapheme cluster typed (so the user can count what they typed,
/// as most password prompts do), or what `mask` says, never the text itself. The secret stays out of everything
/// that prints a value: `description`, `debugDescription` and `Mirror` (`print`, `dump`,
/// string interpolation, debuggers, logs) show only the title. Word moves and word deletions
/// treat the secret as one word, so they do not reveal where its spaces are.
public struct Password: Dialog, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    var input: TextInput

    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - message: text under the title, wrapped to fit.
    ///   - maxLength: the most grapheme clusters the secret may have; `nil` for no limit.
    public init(title: StyledText, message: StyledText = "", maxLength: Int? = nil) {
        input = TextInput(title: title, message: message, maxLength: maxLength, isSecret: true)
    }

    /// The title in the frame.
    public var title: StyledText {
        get { input.title }
        set { input.title = newValue }
    }

    /// The text under the title, wrapped to fit.
    public var message: StyledText {
        get { input.message }
        set { input.message = newValue }
    }

    /// How the field shows what is typed: one `•` per character (the default), another
    /// character, or nothing at all (`SecretMask.hidden`, as dialog's password box).
    public var mask: SecretMask {
        get { input.mask }
        set { input.mask = newValue }
    }

    /// What has the keyboard: the field or a button.
    public var focus: TextInput.Focus { input.focus }

    public mutating func prepare(for size: Size) {
        input.prepare(for: size)
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<String> {
        input.handle(event)
    }

    public func render(into frame: inout Frame) {
        input.render(into: &frame)
    }

    public var description: String { "Password(title: \(String(reflecting: title.plain)))" }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(self, children: ["title": title, "message": message], displayStyle: .struct)
    }
}
