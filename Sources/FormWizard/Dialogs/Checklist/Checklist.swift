/// A list of items to choose any number of (a multi-select); Enter returns the values of the
/// chosen items, in item order.
///
/// Each item shows `[x]` when chosen and `[ ]` when not; the row under the list counts them
/// ("2 of 5 chosen"). Keys:
///
/// | keys | effect |
/// | --- | --- |
/// | ↑ ↓ , Home End , PgUp PgDn | move (↑ ↓ wrap round) |
/// | 1 – 9 | move to the item at that place in view |
/// | letters | type-ahead: the next item whose title starts with what was typed |
/// | Space | choose or unchoose the item under the cursor |
/// | Ctrl-A , Ctrl-N | choose all, none, of the items in view |
/// | / | filter: type to narrow the list (fuzzy, the matched letters underlined); Enter or Esc end it, Esc also clears it |
/// | Enter | done |
/// | Esc | clear the filter; with none, cancel |
///
/// Letters go to type-ahead, not to commands, so that "a" can find "Amsterdam": choosing all
/// and none are on Ctrl-A (as in huh and gum) and Ctrl-N, and filtering starts with `/` (as in
/// huh, gum and less), after which letters and digits go to the filter.
///
/// With a `minimum` or `maximum`, Enter outside them shows "Choose at least 2" (Space past the
/// maximum shows "Choose at most 3") instead of returning.
public struct Checklist<Value: Sendable>: Dialog {
    var list: ChoiceList<Value>

    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - message: text under the title, wrapped to fit.
    ///   - items: the choices, top to bottom.
    ///   - selected: the indices of the items chosen at first (the cursor starts on the first item).
    ///   - minimum: the fewest items Enter accepts (a negative number counts as 0).
    ///   - maximum: the most items that may be chosen; `nil` for no limit (one below
    ///     `minimum` counts as `minimum`).
    /// - Precondition: `items` is not empty.
    public init(
        title: StyledText, message: StyledText = "", items: [MenuItem<Value>], selected: Set<Int> = [],
        minimum: Int = 0,
        maximum: Int? = nil
    ) {
        let (minimum, maximum) = ChoiceList<Value>.limits(minimum: minimum, maximum: maximum)
        list = ChoiceList(
            title: title, message: message, items: items, marked: selected, cursor: 0,
            kind: .many(minimum: minimum, maximum: maximum))
    }

    /// The title in the frame.
    public var title: StyledText {
        get { list.title }
        set { list.title = newValue }
    }

    /// The indices of the items chosen now, ascending.
    public var chosen: [Int] { list.markedIndices }
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

    public mutating func handle(_ event: InputEvent) -> DialogResponse<[Value]> {
        switch list.handle(event) {
        case .ignored: .ignored
        case .handled: .handled
        case .cancel: .cancel
        case .done: .submit(list.markedIndices.map { list.items[$0].value })
        }
    }

    public func render(into frame: inout Frame) {
        list.render(into: &frame)
    }
}
