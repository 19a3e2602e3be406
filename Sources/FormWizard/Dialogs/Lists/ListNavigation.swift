/// The selected row and the view of a scrolling list, and the keys that move them: what
/// `Menu`, `Checklist` and `RadioList` share.
///
/// ↑/↓ move (wrapping round), Home/End go to the first and last row, PgUp/PgDn move a page
/// (the view by a page too, so it does not jump), a digit 1–9 selects the row at that place
/// in view, and letters are type-ahead (`TypeAheadPrefix`).
struct ListNavigation: Hashable, Sendable {
    /// What a key did.
    enum Outcome: Hashable, Sendable {
        /// The selection or the view moved.
        case moved
        /// A key of the list's, which changed nothing (a letter no title starts with).
        case unchanged
        /// Not a key that moves the list.
        case notNavigation
    }

    /// The index of the selected row.
    private(set) var selected: Int
    /// The first row in view; `nil` until the list knows how many rows it shows.
    private(set) var top: Int?
    private var typeAhead = TypeAheadPrefix()

    /// A list with the row at `selected` selected.
    init(selected: Int) {
        self.selected = selected
    }

    /// The first row in view when `rows` of `count` rows are shown: the selected row centred
    /// until the view has moved.
    func firstRow(rows: Int, count: Int) -> Int {
        ItemList.top(from: top ?? selected - rows / 2, showing: selected, rows: rows, count: count)
    }

    /// Fixes the view once the number of rows in view is known.
    mutating func prepare(rows: Int, count: Int) {
        if top == nil { top = firstRow(rows: rows, count: count) }
    }

    /// Handles a key that moves the list.
    ///
    /// - Parameters:
    ///   - rows: the rows in view (a page), when known.
    ///   - count: how many rows the list has.
    ///   - title: the title of a row, for type-ahead.
    mutating func handle(_ key: Key, rows: Int?, count: Int, title: (Int) -> String) -> Outcome {
        guard count > 0 else { return .notNavigation }
        let page = max(1, rows ?? 1)
        switch key {
        case .up: select((selected + count - 1) % count, rows: rows, count: count)
        case .down: select((selected + 1) % count, rows: rows, count: count)
        case .home: select(0, rows: rows, count: count)
        case .end: select(count - 1, rows: rows, count: count)
        case .pageUp:
            top = max(0, (top ?? 0) - page)
            select(max(0, selected - page), rows: rows, count: count)
        case .pageDown:
            top = (top ?? 0) + page
            select(min(count - 1, selected + page), rows: rows, count: count)
        default:
            guard let character = key.typedCharacter else { return .notNavigation }
            if character.isASCII, let digit = character.wholeNumberValue, digit >= 1 {
                typeAhead.reset()
                let first = top ?? 0
                let index = first + digit - 1
                guard index < min(count, first + (rows ?? count)) else { return .unchanged }
                select(index, rows: rows, count: count)
                return .moved
            }
            guard character.isLetter || character.isNumber else { return .notNavigation }
            guard let index = typeAhead.type(character, selected: selected, count: count, title: title) else {
                return .unchanged
            }
            select(index, rows: rows, count: count, keepingPrefix: true)
            return .moved
        }
        return .moved
    }

    /// Selects the row at `index` and moves the view as little as needed to show it.
    mutating func select(_ index: Int, rows: Int?, count: Int, keepingPrefix: Bool = false) {
        if !keepingPrefix { typeAhead.reset() }
        selected = index
        guard let rows else { return }
        top = ItemList.top(from: top ?? 0, showing: selected, rows: rows, count: count)
    }

    /// Starts over in a list whose rows changed (a filter): the row at `index` selected, the
    /// view from the top.
    mutating func reset(selecting index: Int, rows: Int?, count: Int) {
        typeAhead.reset()
        selected = index
        top = rows.map { ItemList.top(from: 0, showing: index, rows: $0, count: count) }
    }
}
