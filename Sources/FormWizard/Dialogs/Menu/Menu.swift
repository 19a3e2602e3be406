/// A list of choices (an action sheet); choosing one returns its value.
///
/// ↑/↓ move (wrapping round), Home/End go to the first and last item, PgUp/PgDn move a page,
/// Enter chooses. Esc returns `dismissValue` when there is one, and cancels otherwise.
///
/// Typing a letter or digit jumps to the next item whose title starts with it (ignoring case),
/// cycling through them when pressed again. There is no multi-letter prefix: the dialog is a
/// value without a clock, and a prefix without a timeout to reset it would surprise more than
/// it helps.
///
/// A long list scrolls, with `▲ 3 more` / `▼ 12 more` above and below it; the selected item
/// is always in view, and only the rows in view are drawn, so long lists stay fast.
///
/// A message taller than the rows it gets scrolls instead of being cut: Tab moves the arrows,
/// PgUp/PgDn and Home/End to the message (the key hint says so) and Tab again back to the list;
/// Enter still chooses the selected item.
public struct Menu<Value: Sendable>: Dialog {
    /// The title in the frame.
    public var title: String
    /// The text under the title, wrapped to fit.
    public var message: String
    /// The items, top to bottom.
    public let items: [MenuItem<Value>]
    /// What Esc returns; `nil` makes Esc cancel.
    public var dismissValue: Value?
    /// What the key hint says Esc does: "cancel" unless the presenter gives Esc another meaning
    /// (a wizard's step asks whether to leave).
    public var escapeAction = "cancel"
    /// The index of the selected item.
    public private(set) var selected: Int
    /// Where the message is scrolled to, when it is taller than its rows.
    public private(set) var messageScroll = TextScroll.top
    /// Whether the scroll keys scroll the message (after Tab) rather than move in the list.
    public private(set) var isMessageFocused = false
    /// The first item in view; `nil` until the dialog knows the screen size.
    private(set) var top: Int?
    var screenSize: Size?
    /// The widest title and detail, measured once.
    let titleWidth: Int
    let detailWidth: Int
    /// The lowercased first character of each title, for type-ahead.
    private let initials: [String]

    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - message: text under the title, wrapped to fit.
    ///   - items: the choices, top to bottom.
    ///   - dismissValue: what Esc returns instead of cancelling; `nil` to cancel.
    ///   - selected: the item selected at first (clamped to the items); the first by default.
    /// - Precondition: `items` is not empty.
    public init(
        title: String, message: String = "", items: [MenuItem<Value>], selected: Int? = nil,
        dismissValue: Value? = nil
    ) {
        precondition(!items.isEmpty, "a menu needs at least one item")
        self.title = title
        self.message = message
        self.items = items
        self.dismissValue = dismissValue
        self.selected = min(max(0, selected ?? 0), items.count - 1)
        var titleWidth = 0
        var detailWidth = 0
        for item in items {
            titleWidth = max(titleWidth, DisplayWidth.of(item.title))
            detailWidth = max(detailWidth, item.detail.map { DisplayWidth.of($0) } ?? 0)
        }
        self.titleWidth = titleWidth
        self.detailWidth = detailWidth
        self.initials = items.map { $0.title.first.map { $0.lowercased() } ?? "" }
    }

    public mutating func prepare(for size: Size) {
        screenSize = size
        if top == nil { top = layout(in: Rect(size: size)).top }
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<Value> {
        guard case .key(let key) = event else { return .ignored }
        let page = max(1, screenSize.map { layout(in: Rect(size: $0)).visibleRows } ?? 1)
        if let layout = screenSize.map({ layout(in: Rect(size: $0)) }), layout.messageScrolls {
            if key == .tab || key == .backTab {
                isMessageFocused.toggle()
                return .handled
            }
            if isMessageFocused, let move = TextScroll.Move(key, page: layout.messageArea.rows) {
                messageScroll = layout.messageText(messageScroll).scrolled(move, in: layout.messageArea.size)
                return .handled
            }
        }
        switch key {
        case .up: select((selected + items.count - 1) % items.count)
        case .down: select((selected + 1) % items.count)
        case .home: select(0)
        case .end: select(items.count - 1)
        case .pageUp:
            top = max(0, (top ?? 0) - page)
            select(max(0, selected - page))
        case .pageDown:
            top = (top ?? 0) + page
            select(min(items.count - 1, selected + page))
        case .enter:
            return .submit(items[selected].value)
        case .escape:
            if let dismissValue { return .submit(dismissValue) }
            return .cancel
        default:
            guard let character = key.typedCharacter, character.isLetter || character.isNumber,
                let index = nextItem(startingWith: character.lowercased())
            else { return .ignored }
            select(index)
        }
        return .handled
    }

    /// The first item after the selected one, cycling round, whose title starts with `initial`.
    private func nextItem(startingWith initial: String) -> Int? {
        for offset in 1...items.count {
            let index = (selected + offset) % items.count
            if initials[index] == initial { return index }
        }
        return nil
    }

    private mutating func select(_ index: Int) {
        selected = index
        guard let screenSize else { return }
        let rows = layout(in: Rect(size: screenSize)).visibleRows
        top = ItemList.top(from: top ?? 0, showing: selected, rows: rows, count: items.count)
    }
}
