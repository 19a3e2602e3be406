/// A text editor over the whole screen: the text area's editor grown up, returning the
/// edited text.
///
/// It edits like a form's text area (see `TextAreaEditor.handle(_:width:)`: grapheme
/// clusters, words, Enter for a new line, pastes keeping their line breaks) and adds:
///
/// | keys | effect |
/// | --- | --- |
/// | Ctrl-S, F2 | save: return the text |
/// | Ctrl-Z or Ctrl-_ , Ctrl-Y | undo, redo (typing undoes a word at a time) |
/// | PgUp PgDn | a page up, down |
/// | Ctrl-Home Ctrl-End | the start, the end of the text |
/// | Tab, Shift-Tab | to the Save and Cancel buttons and back |
/// | Esc | cancel; with changes, asks first: Discard (`d`) or Keep editing (Esc, `k`) |
///
/// A click on the text puts the cursor on the character clicked; on Save or Cancel, presses it.
///
/// The status row shows the cursor's line and column (in characters, from 1), whether the
/// text was changed, and the keys when there is room; line numbers are optional. Lines wrap at
/// the width (long texts scroll). The text keeps its line breaks as `"\n"`; a tab becomes a
/// space and other control characters are dropped, as in every text field.
///
/// On a real terminal Ctrl-Z suspends the program (job control) and never arrives, so the
/// status row names Ctrl-_ (Ctrl-/ on most keyboards) for undo. `FormWizardCurses` turns flow
/// control off while the screen is up, so Ctrl-S arrives there.
public struct EditBox: Dialog {
    /// What has the keyboard.
    public enum Focus: Hashable, Sendable {
        /// The text.
        case text
        /// The button at this index: 0 is Save, 1 is Cancel.
        case button(Int)
    }

    /// The title in the frame.
    public var title: StyledText
    /// What the key hint says Esc does: "cancel", or "leave" as a wizard's step.
    public var escapeAction = "cancel"
    /// Whether a column of line numbers is shown left of the text.
    public var showsLineNumbers: Bool
    /// The text, its cursor, rows and undo steps.
    var editor: TextAreaEditor
    /// What has the keyboard; the text at first.
    public internal(set) var focus = Focus.text
    /// Whether Esc asked whether to discard the changes, and waits for the answer.
    public internal(set) var isAskingToDiscard = false
    /// The focused answer while asking: 0 Discard, 1 Keep editing.
    var discardFocus = 1
    /// The screen size from `prepare(for:)`, to move by pages and keep the cursor in view.
    var screenSize: Size?
    /// Whether the editor draws its Save and Cancel buttons; without them Tab and Shift-Tab
    /// are left to whoever adds buttons of its own (`withButtons`).
    public var showsButtons = true

    static let buttons = [ButtonBar.Button("Save"), ButtonBar.Button("Cancel", role: .cancel)]
    static let discardButtons = [ButtonBar.Button("Discard", role: .destructive), ButtonBar.Button("Keep editing")]

    /// An editor over `text`, the cursor at its start.
    ///
    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - text: the text to edit; `"\n"` (or `"\r\n"`) separates lines.
    ///   - showsLineNumbers: whether to show line numbers.
    public init(title: StyledText, text: String, showsLineNumbers: Bool = false) {
        self.title = title
        self.showsLineNumbers = showsLineNumbers
        editor = TextAreaEditor(text: text, keepsHistory: true)
        editor.moveCursor(to: 0)
    }

    /// The text as edited so far.
    public var text: String { editor.text }

    /// Whether the text was changed (undoing every change makes it unchanged again).
    public var isModified: Bool { editor.history?.isModified ?? false }

    public mutating func prepare(for size: Size) {
        screenSize = size
        // Laid out once at this width; edits then update only the rows they touch, and
        // drawing reads the rows instead of wrapping the whole text each frame.
        editor.layOut(width: layout(in: Rect(size: size)).textWidth)
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<String> {
        if isAskingToDiscard { return answerDiscard(event) }
        if let mouse = event.mouse {
            // A click on Save saves, on Cancel cancels as Esc does; on the text it puts the
            // cursor there.
            if let index = mouse.clickedButton { return index == 0 ? .submit(editor.text) : escape() }
            guard mouse.clickedField == 0 else { return .ignored }
            focus = .text
            return edit(event)
        }
        guard case .key(let key) = event else {
            focus = .text
            return edit(event)
        }
        switch key {
        case .ctrl("s"), .function(2): return .submit(editor.text)
        case .escape: return escape()
        default: break
        }
        switch focus {
        case .text: return handleText(key)
        case .button(let index): return handleButton(index, key)
        }
    }

    /// Esc, or Cancel: out at once without changes, else the question.
    private mutating func escape() -> DialogResponse<String> {
        guard isModified else { return .cancel }
        isAskingToDiscard = true
        discardFocus = 1
        return .handled
    }

    private mutating func handleText(_ key: Key) -> DialogResponse<String> {
        let layout = layout(in: Rect(size: screenSize ?? Size(columns: 80, rows: 24)))
        switch key {
        case .tab where !showsButtons, .backTab where !showsButtons: return .ignored
        case .tab: focus = .button(0)
        case .backTab: focus = .button(1)
        case .ctrl("z"), Key(.character("_"), modifiers: .control):
            guard editor.undo() else { return .ignored }
        case .ctrl("y"):
            guard editor.redo() else { return .ignored }
        case .pageUp, .pageDown:
            editor.layOut(width: layout.textWidth)
            editor.moveByRows((key == .pageUp ? -1 : 1) * max(1, layout.text.rows - 1), width: layout.textWidth)
        case Key(.home, modifiers: .control): editor.moveCursor(to: 0)
        case Key(.end, modifiers: .control): editor.moveCursor(to: editor.count)
        default: return edit(.key(key))
        }
        editor.scrollToCursor(width: layout.textWidth, rows: layout.text.rows)
        return .handled
    }

    private mutating func edit(_ event: InputEvent) -> DialogResponse<String> {
        let layout = layout(in: Rect(size: screenSize ?? Size(columns: 80, rows: 24)))
        // Laid out once at this width; each edit then updates only the rows it touched.
        editor.layOut(width: layout.textWidth)
        guard editor.handle(event, width: layout.textWidth) != .ignored else { return .ignored }
        editor.scrollToCursor(width: layout.textWidth, rows: layout.text.rows)
        return .handled
    }

    private mutating func handleButton(_ index: Int, _ key: Key) -> DialogResponse<String> {
        switch key {
        case .enter, .character(" "): return press(index)
        case .left, .right: focus = .button(1 - index)
        case .tab: focus = index == 0 ? .button(1) : .text
        case .backTab: focus = index == 1 ? .button(0) : .text
        case .up: focus = .text
        default:
            guard let hotkey = ButtonBar.hotkeyIndex(for: key.typedCharacter, in: Self.buttons) else { return .ignored }
            return press(hotkey)
        }
        return .handled
    }

    private mutating func press(_ index: Int) -> DialogResponse<String> {
        index == 0 ? .submit(editor.text) : escape()
    }

    /// The question after Esc: Discard cancels, Keep editing (or Esc) goes back to the text.
    private mutating func answerDiscard(_ event: InputEvent) -> DialogResponse<String> {
        guard case .key(let key) = event else { return .ignored }
        var answer: Int?
        switch key {
        case .escape: answer = 1
        case .enter, .character(" "): answer = discardFocus
        case .left, .right, .tab, .backTab: discardFocus = 1 - discardFocus
        default:
            guard let hotkey = ButtonBar.hotkeyIndex(for: key.typedCharacter, in: Self.discardButtons) else {
                return .ignored
            }
            answer = hotkey
        }
        guard let answer else { return .handled }
        if answer == 0 { return .cancel }
        isAskingToDiscard = false
        return .handled
    }
}
