/// Builds an ordered list out of items: two panes, the items still available and the ones
/// chosen, in the order chosen. Submitting returns the chosen items' values in that order.
///
/// | keys | effect |
/// | --- | --- |
/// | Tab, Shift-Tab | the other pane (unless `tabMovesPanes` is off) |
/// | `^`, `$` | the available pane, the chosen pane (dialog's keys) |
/// | ↑ ↓ , Home End , PgUp PgDn | move in the pane |
/// | Space | move the item to the other pane |
/// | → (in Available), ← (in Chosen) | the same, towards that pane |
/// | Ctrl-↑ Ctrl-↓ , Alt-↑ Alt-↓ , `K` `J` | move the chosen item up, down the order |
/// | Enter | done: return the chosen items |
/// | Esc | cancel |
///
/// An item chosen goes to the end of the order; one given back goes to its place among the
/// available items, which keep the order they were given in. With a `minimum`, Enter with
/// fewer chosen says how many are needed instead of returning. The panes stand side by side,
/// or one above the other on narrow screens; each scrolls, keeping its selection in view.
public struct BuildList<Value: Sendable>: Dialog {
    /// One of the two panes.
    public enum Pane: Hashable, Sendable {
        /// The items not chosen, in the order given.
        case available
        /// The items chosen, in the order chosen.
        case chosen
    }

    /// The title in the frame.
    public var title: StyledText
    /// What the key hint says Esc does: "cancel", or "leave" as a wizard's step.
    public var escapeAction = "cancel"
    /// The text under the title, wrapped to fit.
    public var message: StyledText
    /// Every item, in the order given.
    public let items: [MenuItem<Value>]
    /// The fewest items Enter accepts.
    public var minimum: Int
    /// Whether Tab and Shift-Tab move to the other pane (and the hint says so). Off under a
    /// `WithButtons`, whose buttons Tab goes round, as under dialog's build list: `^` and `$`
    /// then move between the panes, and the hint names them.
    public var tabMovesPanes = true
    /// The indices in `items` of the items not chosen, ascending.
    public internal(set) var available: [Int]
    /// The indices in `items` of the chosen items, in the order chosen.
    public internal(set) var chosen: [Int]
    /// The pane with the keyboard.
    public internal(set) var pane: Pane = .available
    /// The cursor of each pane: its selected row and its view (`ListCursor`'s keys).
    var cursors: [Pane: ListCursor] = [
        .available: ListCursor(behavior: .init(opensCentred: false)),
        .chosen: ListCursor(behavior: .init(opensCentred: false)),
    ]
    /// Why Enter did not return (too few chosen), until the next key.
    public internal(set) var notice: String?
    var screenSize: Size?
    /// The widest title and detail, measured once.
    let titleWidth: Int
    let detailWidth: Int

    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - message: text under the title, wrapped to fit.
    ///   - items: every item, in the order the Available pane shows them.
    ///   - chosen: indices in `items` of the items chosen at first, in order (invalid and
    ///     repeated ones are skipped).
    ///   - minimum: the fewest items Enter accepts.
    public init(
        title: StyledText, message: StyledText = "", items: [MenuItem<Value>], chosen: [Int] = [], minimum: Int = 0
    ) {
        self.title = title
        self.message = message
        self.items = items
        self.minimum = max(0, minimum)
        var seen = Set<Int>()
        self.chosen = chosen.filter { items.indices.contains($0) && seen.insert($0).inserted }
        self.available = items.indices.filter { !seen.contains($0) }
        if self.available.isEmpty, !self.chosen.isEmpty { pane = .chosen }
        var titleWidth = 0
        var detailWidth = 0
        for item in items {
            titleWidth = max(titleWidth, DisplayWidth.of(item.title))
            detailWidth = max(detailWidth, item.detail.map { DisplayWidth.of($0.plain) } ?? 0)
        }
        self.titleWidth = titleWidth
        self.detailWidth = detailWidth
    }

    /// The chosen items' values, in the order chosen.
    public var chosenValues: [Value] { chosen.map { items[$0].value } }

    /// The index in `items` of the selected item of the focused pane; `nil` when that pane is
    /// empty.
    public var current: Int? {
        let rows = rows(of: pane)
        return rows.isEmpty ? nil : rows[selectedRow(of: pane)]
    }

    /// The item indices a pane shows, top to bottom.
    func rows(of pane: Pane) -> [Int] {
        pane == .available ? available : chosen
    }

    /// The selected row of `pane`, within its rows (0 when empty).
    func selectedRow(of pane: Pane) -> Int {
        min(cursors[pane]?.selected ?? 0, max(0, rows(of: pane).count - 1))
    }

    /// How both panes' keys move their cursors: the library's by default
    /// (`ListCursor.Behavior`).
    public var listBehavior: ListCursor.Behavior {
        get { cursors[.available]?.behavior ?? .standard }
        set {
            cursors[.available]?.behavior = newValue
            cursors[.chosen]?.behavior = newValue
        }
    }

    /// The first row in view of `pane`.
    func top(of pane: Pane) -> Int {
        cursors[pane]?.top ?? 0
    }

    public mutating func prepare(for size: Size) {
        screenSize = size
        let page = visibleRows
        for pane in [Pane.available, .chosen] {
            let count = rows(of: pane).count
            cursors[pane]?.prepare(rows: page, count: count)
        }
    }

    /// The rows in view in each pane on the screen last prepared for (80x24 before).
    private var visibleRows: Int {
        layout(in: Rect(size: screenSize ?? Size(columns: 80, rows: 24))).listRows
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<[Value]> {
        if let mouse = event.mouse { return handle(mouse) }
        guard case .key(let key) = event else { return .ignored }
        let hadNotice = notice != nil
        notice = nil
        switch key {
        case .tab where tabMovesPanes, .backTab where tabMovesPanes: pane = pane == .available ? .chosen : .available
        case .character("^"): pane = .available
        case .character("$"): pane = .chosen
        case .character(" "): moveAcross()
        case .right where pane == .available, .left where pane == .chosen: moveAcross()
        case Key(.up, modifiers: .control), Key(.up, modifiers: .alt), .character("K"): reorder(by: -1)
        case Key(.down, modifiers: .control), Key(.down, modifiers: .alt), .character("J"): reorder(by: 1)
        case .enter:
            guard chosen.count >= minimum else {
                notice = minimum == 1 ? "Choose at least 1 item" : "Choose at least \(minimum) items"
                return .handled
            }
            return .submit(chosenValues)
        case .escape: return .cancel
        default:
            let (items, shown, page) = (self.items, rows(of: pane), visibleRows)
            let outcome = cursors[pane]?.handle(key, rows: page, count: shown.count, title: { items[shown[$0]].title })
            guard outcome != .ignored else { return hadNotice ? .handled : .ignored }
        }
        scrollToSelection()
        return .handled
    }

    /// The index a pane's row records as its `HitTarget.row`: the available pane's rows count
    /// from 0, the chosen pane's from `items.count`, so that a click names the pane too.
    func hitIndex(ofRow row: Int, in pane: Pane) -> Int {
        pane == .available ? row : items.count + row
    }

    /// A click on a row focuses its pane and moves the item across, as Space does; a double
    /// click moves one item, not two (its second press would move the item that took the row's
    /// place), and does not finish the list, which Enter does for every item chosen. The wheel
    /// moves the selection of the focused pane a row a notch.
    private mutating func handle(_ mouse: MouseEvent) -> DialogResponse<[Value]> {
        if mouse.isDoubleClick, mouse.clickedRow != nil { return .handled }
        if let index = mouse.clickedRow {
            let (pane, row) = index < items.count ? (Pane.available, index) : (.chosen, index - items.count)
            guard rows(of: pane).indices.contains(row) else { return .ignored }
            notice = nil
            self.pane = pane
            select(row)
            moveAcross()
        } else {
            let (page, count) = (visibleRows, rows(of: pane).count)
            guard cursors[pane]?.handle(mouse, rows: page, count: count) == .moved else {
                return .ignored
            }
        }
        scrollToSelection()
        return .handled
    }

    private mutating func select(_ row: Int) {
        let (page, count) = (visibleRows, rows(of: pane).count)
        cursors[pane]?.select(row, rows: page, count: count)
    }

    /// Moves the selected item to the other pane.
    private mutating func moveAcross() {
        let row = selectedRow(of: pane)
        switch pane {
        case .available:
            guard available.indices.contains(row) else { return }
            chosen.append(available.remove(at: row))
        case .chosen:
            guard chosen.indices.contains(row) else { return }
            let item = chosen.remove(at: row)
            available.insert(item, at: available.firstIndex { $0 > item } ?? available.count)
        }
        select(row)
    }

    /// Moves the selected chosen item `step` places in the order.
    private mutating func reorder(by step: Int) {
        guard pane == .chosen else { return }
        let row = selectedRow(of: .chosen)
        let target = row + step
        guard chosen.indices.contains(row), chosen.indices.contains(target) else { return }
        chosen.swapAt(row, target)
        let (page, count) = (visibleRows, chosen.count)
        cursors[.chosen]?.select(target, rows: page, count: count)
    }

    /// Keeps each pane's selection within its rows and in view (a pane's rows change as items
    /// move across).
    private mutating func scrollToSelection() {
        let page = visibleRows
        for pane in [Pane.available, .chosen] {
            let (row, count) = (selectedRow(of: pane), rows(of: pane).count)
            cursors[pane]?.select(row, rows: page, count: count)
        }
    }
}
