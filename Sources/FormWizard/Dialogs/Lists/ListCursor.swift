/// The cursor of a scrolling list: the selected row, the first row in view, and the keys, wheel
/// and clicks that move them. The one implementation of a list's keys: every list, tree, table,
/// filter and picker of the library moves through it, and so can a dialog of your own.
///
/// The list's rows stay with the dialog; the cursor is told how many there are and how many
/// are in view on each call, so a filter that changes the rows, or a resize that changes the
/// page, needs nothing else.
///
/// ```swift
/// mutating func handle(_ event: InputEvent) -> DialogResponse<Int> {
///     switch cursor.handle(event, rows: visibleRows, count: items.count, title: { items[$0] }) {
///     case .moved, .clicked: return .handled
///     case .unchanged, .ignored: break
///     }
///     …
/// }
/// ```
///
/// By default (`Behavior.standard`) ↑/↓ move a row and stop at the ends, as in dialog and
/// whiptail; PgUp/PgDn move the cursor and the view a page; Home/End go to the first and last
/// row; a digit 1–9 selects that row of the page in view; letters are type-ahead; the wheel
/// moves the cursor a row a notch, and a click selects the row clicked.
public struct ListCursor: Hashable, Sendable {
    /// What ↑ on the first row and ↓ on the last do.
    public enum Ends: Hashable, Sendable {
        /// Nothing: the cursor stays (dialog and whiptail).
        case stop
        /// Go round to the other end.
        case wrap
    }

    /// How PgUp and PgDn move the cursor and the view.
    public enum Paging: Hashable, Sendable {
        /// The cursor and the view move a page together, so the list does not jump.
        case withView
        /// dialog's: PgDn moves the cursor a page down, the view just enough that it lands on
        /// the bottom row; PgUp moves it to the top row of the view, or, when it is there
        /// already, a page up, the view's top row with it.
        case toViewEdge
        /// whiptail's checklist: the cursor moves a page, landing on the bottom row (PgDn) or
        /// the top row (PgUp) of the view.
        case toPageEdge
        /// whiptail's menu: the view and the cursor move a page down, and a page less one up.
        case newtListbox
    }

    /// What a typed letter does.
    public enum TypeAhead: Hashable, Sendable {
        /// Letters typed one after another build a prefix, and the cursor moves to the next row
        /// whose title starts with it (ignoring case and Latin accents); the same letter again
        /// goes on to the next such row.
        case prefix
        /// Each letter moves to the next row after the cursor whose title starts with it,
        /// going round (dialog).
        case firstLetter
        /// The first row whose title starts with the letter, after the cursor when the cursor's
        /// row starts with it too, without going round; the row found becomes the top of the
        /// view (whiptail's menu).
        case firstLetterToTop
        /// Letters do nothing (whiptail's checklist).
        case none
    }

    /// Which keys move the cursor, and how.
    public struct Behavior: Hashable, Sendable {
        public var ends: Ends
        public var paging: Paging
        public var typeAhead: TypeAhead
        /// Whether a digit 1–9 selects that row of the page in view.
        public var selectsVisibleRowsByDigit: Bool
        /// Whether Home and End go to the first and the last row.
        public var movesHomeAndEnd: Bool
        /// Whether → and ← move a row down and up, as ↓ and ↑ (whiptail's checklist).
        public var movesBySideArrows: Bool
        /// Whether the view opens with the selected row in its middle (rather than in view, the
        /// view moved as little as possible from the top).
        public var opensCentred: Bool

        /// A behaviour.
        public init(
            ends: Ends = .stop, paging: Paging = .withView, typeAhead: TypeAhead = .prefix,
            selectsVisibleRowsByDigit: Bool = true, movesHomeAndEnd: Bool = true, movesBySideArrows: Bool = false,
            opensCentred: Bool = true
        ) {
            self.ends = ends
            self.paging = paging
            self.typeAhead = typeAhead
            self.selectsVisibleRowsByDigit = selectsVisibleRowsByDigit
            self.movesHomeAndEnd = movesHomeAndEnd
            self.movesBySideArrows = movesBySideArrows
            self.opensCentred = opensCentred
        }

        /// The library's lists: stops at the ends, pages with the view, prefix type-ahead,
        /// digits, Home and End.
        public static let standard = Behavior()

        /// dialog 1.3's lists (menu, checklist, radiolist, treeview, buildlist, inputmenu).
        public static let dialog = Behavior(paging: .toViewEdge, typeAhead: .firstLetter, opensCentred: false)

        /// whiptail's menu.
        public static let whiptailMenu = Behavior(
            paging: .newtListbox, typeAhead: .firstLetterToTop, selectsVisibleRowsByDigit: false, opensCentred: false)

        /// whiptail's checklist and radiolist: no letters, digits, Home or End; → and ← move.
        public static let whiptailChecklist = Behavior(
            paging: .toPageEdge, typeAhead: .none, selectsVisibleRowsByDigit: false, movesHomeAndEnd: false,
            movesBySideArrows: true, opensCentred: false)
    }

    /// What an event did.
    public enum Outcome: Hashable, Sendable {
        /// The cursor or the view moved.
        case moved
        /// A click on the row at this index: the cursor is there now (a dialog decides what a
        /// click does besides: marks the row, or chooses it on a double click).
        case clicked(Int)
        /// A key of the list's that changed nothing: ↑ on the first row, a letter no title
        /// starts with.
        case unchanged
        /// Not an event that moves a list.
        case ignored
    }

    /// The index of the selected row.
    public private(set) var selected: Int
    /// The first row in view; `nil` until the list knows how many rows it shows (`prepare`).
    public private(set) var top: Int?
    /// How the keys move it.
    public var behavior: Behavior
    private var typeAhead = TypeAheadPrefix()

    /// A cursor on the row at `selected` (made at least 0).
    public init(selected: Int = 0, behavior: Behavior = .standard) {
        self.selected = Self.bounded(selected)
        self.behavior = behavior
    }

    /// The most rows a cursor counts: counts, pages and indices from a caller are kept within
    /// 0 and this, so that no sum of them overflows.
    static let maximumRows = Int(Int32.max)

    /// `number` kept within 0 and `maximumRows`.
    static func bounded(_ number: Int) -> Int {
        min(max(0, number), maximumRows)
    }

    /// The first row in view when `rows` of `count` rows are shown: where the view is, or,
    /// before it has been placed, where it opens.
    public func firstRow(rows: Int, count: Int) -> Int {
        let (rows, count) = (Self.bounded(rows), Self.bounded(count))
        let opening = behavior.opensCentred ? selected - max(0, rows) / 2 : 0
        return ItemList.top(from: top ?? opening, showing: selected, rows: max(0, rows), count: max(0, count))
    }

    /// Places the view once the number of rows in view is known, and keeps the cursor within
    /// `count` rows.
    public mutating func prepare(rows: Int, count: Int) {
        let (rows, count) = (Self.bounded(rows), Self.bounded(count))
        if selected >= count { selected = max(0, count - 1) }
        if top == nil { top = firstRow(rows: rows, count: count) }
    }

    /// Handles a key or a mouse event aimed at the list.
    ///
    /// - Parameters:
    ///   - event: the key, or a mouse event with the list's row hit regions (`clickedRow`).
    ///   - rows: the rows in view (a page), when known.
    ///   - count: how many rows the list has.
    ///   - title: the text of a row, for type-ahead.
    public mutating func handle(
        _ event: InputEvent, rows: Int?, count: Int, title: (Int) -> String = { _ in "" }
    ) -> Outcome {
        switch event {
        case .key(let key): handle(key, rows: rows, count: count, title: title)
        case .mouse(let mouse): handle(mouse, rows: rows, count: count)
        default: .ignored
        }
    }

    /// Handles a key that moves the list.
    public mutating func handle(_ key: Key, rows: Int?, count: Int, title: (Int) -> String = { _ in "" }) -> Outcome {
        let (rows, count) = (rows.map(Self.bounded), Self.bounded(count))
        guard count > 0 else { return .ignored }
        let page = max(1, rows ?? 1)
        let before = (selected, top)
        switch key {
        case .up: step(-1, rows: rows, count: count)
        case .down: step(1, rows: rows, count: count)
        case .left where behavior.movesBySideArrows: step(-1, rows: rows, count: count)
        case .right where behavior.movesBySideArrows: step(1, rows: rows, count: count)
        case .home where behavior.movesHomeAndEnd: select(0, rows: rows, count: count)
        case .end where behavior.movesHomeAndEnd: select(count - 1, rows: rows, count: count)
        case .pageUp: pageUp(page, rows: rows, count: count)
        case .pageDown: pageDown(page, rows: rows, count: count)
        default:
            guard let character = key.typedCharacter else { return .ignored }
            return type(character, rows: rows, count: count, title: title)
        }
        return (selected, top) == before ? .unchanged : .moved
    }

    /// The wheel moves the cursor a row a notch (never round the ends); a click selects the row
    /// clicked.
    public mutating func handle(_ mouse: MouseEvent, rows: Int?, count: Int) -> Outcome {
        let (rows, count) = (rows.map(Self.bounded), Self.bounded(count))
        if let row = mouse.clickedRow {
            guard (0..<count).contains(row) else { return .ignored }
            select(row, rows: rows, count: count)
            return .clicked(row)
        }
        guard let step = mouse.wheelStep, count > 0 else { return .ignored }
        let row = min(max(0, selected + step), count - 1)
        guard row != selected else { return .unchanged }
        select(row, rows: rows, count: count)
        return .moved
    }

    /// Selects the row at `index` (kept within the rows) and moves the view as little as needed
    /// to show it.
    public mutating func select(_ index: Int, rows: Int?, count: Int) {
        typeAhead.reset()
        move(to: index, rows: rows.map(Self.bounded), count: Self.bounded(count))
    }

    /// Starts over in a list whose rows changed (a filter): the row at `index` selected, the
    /// view from the top.
    public mutating func reset(selecting index: Int, rows: Int?, count: Int) {
        let (rows, count) = (rows.map(Self.bounded), Self.bounded(count))
        typeAhead.reset()
        selected = min(max(0, index), max(0, count - 1))
        top = rows.map { ItemList.top(from: 0, showing: selected, rows: $0, count: count) }
    }

    /// Moves the view so that its first row is `top` (within the rows), the cursor with it
    /// where it would leave the view: for a list scrolled other than by its cursor.
    public mutating func scroll(toTop first: Int, rows: Int, count: Int) {
        let (rows, count) = (max(1, Self.bounded(rows)), Self.bounded(count))
        let first = max(0, min(Self.bounded(first), count - rows))
        top = first
        selected = min(max(selected, first), max(first, min(count, first + rows) - 1))
    }

    // MARK: - Moves

    private mutating func move(to index: Int, rows: Int?, count: Int) {
        selected = min(max(0, index), max(0, count - 1))
        guard let rows else { return }
        top = ItemList.top(from: top ?? 0, showing: selected, rows: rows, count: count)
    }

    private mutating func step(_ delta: Int, rows: Int?, count: Int) {
        typeAhead.reset()
        var index = selected + delta
        if index < 0 || index >= count {
            guard behavior.ends == .wrap else { return }
            index = (index + count) % count
        }
        move(to: index, rows: rows, count: count)
    }

    private mutating func pageDown(_ page: Int, rows: Int?, count: Int) {
        typeAhead.reset()
        let first = top ?? 0
        switch behavior.paging {
        case .withView:
            top = first + page
            move(to: min(count - 1, selected + page), rows: rows, count: count)
        case .toViewEdge, .toPageEdge:
            let index = min(count - 1, selected + page)
            selected = index
            top = max(0, min(max(first, index - page + 1), count - page))
        case .newtListbox:
            top = max(0, min(first + page, count - page))
            selected = min(count - 1, selected + page)
        }
    }

    private mutating func pageUp(_ page: Int, rows: Int?, count: Int) {
        typeAhead.reset()
        let first = top ?? 0
        switch behavior.paging {
        case .withView:
            top = max(0, first - page)
            move(to: max(0, selected - page), rows: rows, count: count)
        case .toViewEdge:
            if selected != first {
                selected = first
            } else {
                selected = max(0, selected - page)
                top = selected
            }
        case .toPageEdge:
            selected = max(0, selected - page)
            top = min(first, selected)
        case .newtListbox:
            let step = max(1, page - 1)
            top = max(0, first - step)
            selected = max(0, selected - step)
        }
    }

    private mutating func type(_ character: Character, rows: Int?, count: Int, title: (Int) -> String) -> Outcome {
        if character.isASCII, let digit = character.wholeNumberValue, behavior.selectsVisibleRowsByDigit {
            guard digit >= 1 else { return .unchanged }
            typeAhead.reset()
            let first = top ?? 0
            let index = first + digit - 1
            guard index < min(count, first + (rows ?? count)) else { return .unchanged }
            let before = selected
            move(to: index, rows: rows, count: count)
            return before == selected ? .unchanged : .moved
        }
        guard character.isLetter || character.isNumber else { return .ignored }
        let found: Int?
        switch behavior.typeAhead {
        case .none: return .ignored
        case .prefix: found = typeAhead.type(character, selected: selected, count: count, title: title)
        case .firstLetter:
            found = TypeAheadPrefix.first(
                startingWith: LatinFolding.fold(String(character)), from: selected + 1, count: count, title: title)
        case .firstLetterToTop:
            let letter = LatinFolding.fold(String(character))
            let start = LatinFolding.fold(title(selected).prefix(1)).hasPrefix(letter) ? selected + 1 : 0
            found = (start..<count).first { LatinFolding.fold(title($0).prefix(1)).hasPrefix(letter) }
            if let found, let rows {
                selected = found
                top = max(0, min(found, count - rows))
                return .moved
            }
        }
        guard let found else { return .unchanged }
        let before = selected
        move(to: found, rows: rows, count: count)
        return before == selected ? .unchanged : .moved
    }
}
