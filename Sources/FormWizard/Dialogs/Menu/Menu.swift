/// A list of choices (an action sheet); choosing one returns its value.
///
/// ↑/↓ move (stopping at the first and last item, as dialog and whiptail do), Home/End go to the
/// first and last item, PgUp/PgDn move a page, Enter chooses (`ListCursor`, whose `listBehavior` a
/// menu may change). Esc returns `dismissValue` when there is one, and cancels otherwise.
///
/// A digit 1–9 selects the item at that place in view. Letters are type-ahead: letters typed
/// one after another move to the next item whose title starts with them (ignoring case and
/// Latin accents); the same letter again cycles through the items starting with it, and a
/// letter that matches nothing with the letters before it starts a new prefix (see
/// DECISIONS.md, 2026-12-01).
///
/// A long list scrolls, with `▲ 3 more` / `▼ 12 more` above and below it; the selected item
/// is always in view, and only the rows in view are drawn, so long lists stay fast.
///
/// A click on an item selects it, a double click chooses it; the wheel moves the selection.
public struct Menu<Value: Sendable>: Dialog {
    /// The title in the frame.
    public var title: StyledText
    /// The text under the title, wrapped to fit.
    public var message: StyledText
    /// The items, top to bottom.
    public let items: [MenuItem<Value>]
    /// What Esc returns; `nil` makes Esc cancel.
    public var dismissValue: Value?
    /// What the key hint says Esc does: "cancel" unless the presenter gives Esc another meaning
    /// (a wizard's step asks whether to leave).
    public var escapeAction = "cancel"
    /// The index of the selected item.
    public var selected: Int { cursor.selected }
    /// The selected item and the view (`ListCursor`'s keys, wheel and clicks).
    public internal(set) var cursor: ListCursor
    /// How the list's keys move it: the library's by default (`ListCursor.Behavior`).
    public var listBehavior: ListCursor.Behavior {
        get { cursor.behavior }
        set { cursor.behavior = newValue }
    }
    /// The rows the list shows, as the list height of dialog's and whiptail's `--menu`; `nil`
    /// or 0: as many as fit. Only whiptail's look (`ListCursor.Behavior.whiptailMenu`) keeps
    /// to it.
    package var listHeight: Int?
    /// Where the message is scrolled to, when it is taller than its rows.
    public private(set) var messageScroll = TextScroll.top
    /// Whether the scroll keys scroll the message (after Tab) rather than move in the list.
    public private(set) var isMessageFocused = false
    var screenSize: Size?
    /// The layout `prepare(for:)` made, which `handle` and `render` reuse while what it was
    /// made of is unchanged (it was made three times a key: measuring the title, key hint and
    /// message each time).
    var laidOut: LaidOut?
    /// The items as the list draws them, each title measured once (`ItemList.PlainRow`).
    let rows: [ItemList.PlainRow]
    /// The widest title and detail, measured once.
    let titleWidth: Int
    let detailWidth: Int

    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - message: text under the title, wrapped to fit.
    ///   - items: the choices, top to bottom.
    ///   - dismissValue: what Esc returns instead of cancelling; `nil` to cancel.
    ///   - selected: the item selected at first (clamped to the items); the first by default.
    /// - Precondition: `items` is not empty.
    public init(
        title: StyledText, message: StyledText = "", items: [MenuItem<Value>], selected: Int? = nil,
        dismissValue: Value? = nil
    ) {
        precondition(!items.isEmpty, "a menu needs at least one item")
        self.title = title
        self.message = message
        self.items = items
        self.dismissValue = dismissValue
        self.cursor = ListCursor(selected: min(max(0, selected ?? 0), items.count - 1))
        var titleWidth = 0
        var detailWidth = 0
        var rows: [ItemList.PlainRow] = []
        rows.reserveCapacity(items.count)
        for item in items {
            let row = ItemList.PlainRow(title: item.title, detail: item.detail)
            titleWidth = max(titleWidth, row.width)
            detailWidth = max(detailWidth, item.detail.map { DisplayWidth.of($0.plain) } ?? 0)
            rows.append(row)
        }
        self.rows = rows
        self.titleWidth = titleWidth
        self.detailWidth = detailWidth
    }

    public mutating func prepare(for size: Size) {
        screenSize = size
        let bounds = Rect(size: size)
        let layout = cachedLayout(in: bounds)
        if laidOut?.matches(self, in: bounds) != true {
            laidOut = LaidOut(
                bounds: bounds, title: title, message: message, escapeAction: escapeAction,
                look: ListLayout.Look(listBehavior), listHeight: listHeight, layout: layout)
        }
        cursor.prepare(rows: layout.visibleRows, count: items.count)
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<Value> {
        if let mouse = event.mouse { return handle(mouse) }
        guard case .key(let key) = event else { return .ignored }
        let current = screenSize.map { cachedLayout(in: Rect(size: $0)) }
        if let layout = current, layout.messageScrolls {
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
        case .enter:
            return .submit(items[selected].value)
        case .escape:
            if let dismissValue { return .submit(dismissValue) }
            return .cancel
        default:
            let items = self.items
            switch cursor.handle(key, rows: current?.visibleRows, count: items.count, title: { items[$0].title }) {
            case .moved, .unchanged, .clicked: return .handled
            case .ignored: return .ignored
            }
        }
    }
}

extension Menu {
    /// A click selects the item it lands on, a double click chooses it as Enter does; the
    /// wheel moves the selection a row a notch.
    private mutating func handle(_ mouse: MouseEvent) -> DialogResponse<Value> {
        switch cursor.handle(mouse, rows: visibleRows(on: screenSize), count: items.count) {
        case .clicked(let index): return mouse.isDoubleClick ? .submit(items[index].value) : .handled
        case .moved: return .handled
        case .unchanged, .ignored: return .ignored
        }
    }
}
