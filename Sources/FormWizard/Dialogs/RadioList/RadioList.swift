/// A list of items to choose exactly one of, each with a visible mark: `(•)` on the chosen
/// one, `( )` on the others; Enter returns the chosen item's value.
///
/// Unlike a `Menu`, moving does not choose: Space moves the mark to the item under the
/// cursor, and Enter returns the marked item, so a preselected answer stays visible while the
/// user looks around. Enter with no item marked shows "Press Space to choose one" (or answers
/// `answerWhenNoneMarked` when it is set). The other
/// keys are a `Checklist`'s (arrows, pages, digits 1–9, type-ahead, `/` to filter, Esc to
/// clear the filter or cancel); it is the same list.
public struct RadioList<Value: Sendable>: Dialog {
    var list: ChoiceList<Value>

    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - message: text under the title, wrapped to fit.
    ///   - items: the choices, top to bottom.
    ///   - selected: the index of the item marked at first; none by default.
    ///   - cursor: the index of the item the cursor starts on; `nil` (the default) for the
    ///     marked one, or the first when none is (dialog starts on the first or its
    ///     `--default-item`, whichever is marked).
    /// - Precondition: `items` is not empty.
    public init(
        title: StyledText, message: StyledText = "", items: [MenuItem<Value>], selected: Int? = nil, cursor: Int? = nil
    ) {
        list = ChoiceList(
            title: title, message: message, items: items, marked: selected.map { [$0] } ?? [],
            cursor: cursor ?? selected, kind: .one)
    }

    /// The title in the frame.
    public var title: StyledText {
        get { list.title }
        set { list.title = newValue }
    }

    /// What Enter answers with while no item is marked: `nil` (the default) asks for a mark
    /// instead ("Press Space to choose one"). dialog's `--radiolist` answers with nothing there;
    /// a list of optional values does the same with `.some(nil)`.
    public var answerWhenNoneMarked: Value? {
        didSet { list.allowsNone = answerWhenNoneMarked != nil }
    }

    /// The index of the marked item, if any.
    public var chosen: Int? { list.markedIndices.first }
    /// The index of the item under the cursor, if any is in view.
    public var current: Int? { list.current }

    /// The cursor: the item under it and the view (`ListCursor`).
    public var cursor: ListCursor { list.cursor }

    /// How the list's keys move the cursor: the library's by default (`ListCursor.Behavior`).
    public var listBehavior: ListCursor.Behavior {
        get { list.cursor.behavior }
        set { list.cursor.behavior = newValue }
    }

    /// The rows the list shows, as the list height of whiptail's lists; `nil` or 0: as many as
    /// fit. Only whiptail's look (`ListCursor.Behavior.whiptailChecklist`) keeps to it.
    package var listHeight: Int? {
        get { list.listHeight }
        set { list.listHeight = newValue }
    }

    /// What the key hint says Esc does: "cancel" unless the presenter gives Esc another meaning.
    public var escapeAction: String {
        get { list.escapeAction }
        set { list.escapeAction = newValue }
    }

    public mutating func prepare(for size: Size) {
        list.prepare(for: size)
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<Value> {
        switch list.handle(event) {
        case .ignored: return .ignored
        case .handled: return .handled
        case .cancel: return .cancel
        case .done:
            guard let chosen else { return answerWhenNoneMarked.map { .submit($0) } ?? .handled }
            return .submit(list.items[chosen].value)
        }
    }

    public func render(into frame: inout Frame) {
        list.render(into: &frame)
    }
}
