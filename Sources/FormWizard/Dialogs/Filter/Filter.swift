/// A list narrowed by typing, as fzf and gum's `filter`: the lines matching what is typed
/// (`FuzzyQuery`: its characters in order, ignoring case and accents), best first, the
/// matched characters highlighted, and the count of matches ("12/1000000").
///
/// Keys: typing edits the query (a `LineEditor`: ←/→, Backspace, Ctrl-U, Ctrl-W…); ↑/↓ (or
/// Ctrl-P/Ctrl-N), PgUp/PgDn, Home/End move in the list; Enter chooses; Esc cancels. With a
/// `limit` other than 1 (gum's `--limit`/`--no-limit`), Tab marks or unmarks the line and
/// moves down, Shift-Tab marks and moves up, Ctrl-A marks every match (or unmarks them when
/// all are marked), and Enter chooses the marked lines, or the one under the cursor when none
/// is. Space types a space, as in gum (the query ignores spaces). The query keeps its first
/// `queryLimit` characters (a longer paste is cut): one longer than the lines cannot match
/// them, and every key folds the whole query again.
///
/// A million lines stay responsive: they are folded once into a `FilterIndex` (bytes, not
/// strings); a query that narrows the last one reads only its matches, a shorter one comes
/// from the last few answers kept; matches are ranked by a counting sort, and only the rows
/// in view are matched again for their highlights. A search that has more than
/// `synchronousLimit` lines to read runs off the main actor as a `DialogTask` keyed by the
/// query, so typing never waits for it; Enter waits for the search of what was typed.
///
/// The value is the chosen items, in their order: one with `limit` 1.
public struct Filter<Choice: Sendable>: Dialog {
    /// The chosen items (one when `limit` is 1).
    public typealias Value = [Choice]

    /// The title in the frame; none when empty.
    public var title: String
    /// What the key hint says Esc does: "cancel", or "leave" as a wizard's step.
    public var escapeAction = "cancel"
    /// Shown dimmed in the empty query field.
    public var placeholder: String
    /// The items, in their order.
    public let items: [Choice]
    /// The text of each item: what is matched and shown.
    let texts: [String]
    /// How many items may be chosen: 1 for one, `nil` for any number.
    public let limit: Int?
    /// The texts, folded for matching.
    let index: FilterIndex
    /// The most characters the query holds: every key folds the whole query again, and a query
    /// longer than the lines matches none of them.
    public static var queryLimit: Int { 1_000 }
    /// The query typed.
    var query = LineEditor(maxLength: queryLimit)
    /// The query the list should answer (what was typed, folded).
    var wanted = FuzzyQuery("")
    /// What the list shows: the answer to `result.query` (`wanted`, unless a search runs).
    var result: FilterResult
    /// The last answers, to start from when the query grows and to reuse when it shrinks.
    var recent: [FilterResult] = []
    /// The selected row and the view (`ListCursor`'s keys, but letters and digits, which are
    /// the query's).
    public internal(set) var cursor = ListCursor(behavior: .init(opensCentred: false))
    /// The selected row.
    public internal(set) var selected: Int {
        get { cursor.selected }
        set { select(newValue) }
    }
    /// The first row in view.
    var top: Int { cursor.top ?? 0 }
    /// The marked items (their indices), with a `limit` other than 1.
    public internal(set) var marked: Set<Int> = []
    /// The item a wizard step's line form answered before (its draft, restored): asked again,
    /// it is the answer an empty line keeps.
    var answeredItem: Int?
    var screenSize: Size?
    /// The most lines a search reads on the main actor; more run in a `DialogTask`.
    let synchronousLimit: Int

    /// A filter over `items`, each shown and matched as `text(item)`.
    ///
    /// - Parameters:
    ///   - items: what is listed and returned.
    ///   - title: the title in the frame; none when empty.
    ///   - placeholder: shown dimmed while nothing is typed.
    ///   - limit: how many items may be chosen: 1 (the default) for one, `nil` for any number.
    ///   - synchronousLimit: the most lines a search reads before it moves off the main actor.
    ///   - text: the line shown and matched for an item.
    public init(
        _ items: [Choice], title: String = "", placeholder: String = "Filter…", limit: Int? = 1,
        synchronousLimit: Int = 200_000, text: (Choice) -> String
    ) {
        self.items = items
        self.title = title
        self.placeholder = placeholder
        self.limit = limit.map { max(1, $0) }
        self.synchronousLimit = synchronousLimit
        texts = items.map(text)
        index = FilterIndex(texts)
        result = FilterResult(everyLineOf: index)
    }

    /// Whether several items may be chosen (marks are shown).
    public var choosesMany: Bool { limit != 1 }

    /// The number of rows listed now.
    var rowCount: Int { result.count }

    public mutating func prepare(for size: Size) {
        screenSize = size
        cursor.prepare(rows: visibleRows, count: rowCount)
    }

    /// The rows in view on the screen last prepared for (80x24 before).
    var visibleRows: Int {
        layout(in: Rect(size: screenSize ?? Size(columns: 80, rows: 24))).list.rows
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<[Choice]> {
        if let mouse = event.mouse { return handle(mouse) }
        switch event {
        case .key(.escape): return .cancel
        case .key(.enter): return choose()
        case .key(.ctrl("p")): move(.up)
        case .key(.ctrl("n")): move(.down)
        case .key(let key) where [.up, .down, .pageUp, .pageDown, .home, .end].contains(key): move(key)
        case .key(.tab) where choosesMany:
            toggle()
            select(selected + 1)
        case .key(.backTab) where choosesMany:
            toggle()
            select(selected - 1)
        case .key(.ctrl("a")) where choosesMany: toggleAll()
        default:
            switch query.handle(event) {
            case .ignored: return .ignored
            case .handled, .limited: queryChanged()
            }
        }
        return .handled
    }

    /// A click on a match moves the cursor there and, where many may be chosen, marks it as Tab
    /// does (without moving on; a double click marks and unmarks it); where one is chosen, a
    /// double click chooses it as Enter does. The wheel moves the cursor a row a notch.
    private mutating func handle(_ mouse: MouseEvent) -> DialogResponse<[Choice]> {
        let (rows, count) = (visibleRows, rowCount)
        switch cursor.handle(mouse, rows: rows, count: count) {
        case .clicked:
            if choosesMany {
                toggle()
                return .handled
            }
            return mouse.isDoubleClick ? choose() : .handled
        case .moved: return .handled
        case .unchanged, .ignored: return .ignored
        }
    }

    /// An arrow, a page, Home or End: `ListCursor`'s.
    private mutating func move(_ key: Key) {
        let (rows, count) = (visibleRows, rowCount)
        _ = cursor.handle(key, rows: rows, count: count)
    }

    /// Enter: the marked items, else the one under the cursor; nothing when nothing matches.
    private mutating func choose() -> DialogResponse<[Choice]> {
        catchUp()
        if !marked.isEmpty { return .submit(marked.sorted().map { items[$0] }) }
        guard rowCount > 0 else { return .ignored }
        return .submit([items[result.line(atRow: selected)]])
    }

    mutating func select(_ row: Int) {
        guard rowCount > 0 else { return }
        let (rows, count) = (visibleRows, rowCount)
        cursor.select(row, rows: rows, count: count)
    }

    /// Tab: marks or unmarks the item under the cursor (marking stops at `limit`).
    private mutating func toggle() {
        guard rowCount > 0, result.query == wanted else { return }
        let item = result.line(atRow: selected)
        if marked.remove(item) == nil, marked.count < limit ?? .max { marked.insert(item) }
    }

    /// Ctrl-A: marks every match (up to `limit`), or unmarks them when all are marked.
    private mutating func toggleAll() {
        guard result.query == wanted else { return }
        let rows = 0..<rowCount
        if rows.allSatisfy({ marked.contains(result.line(atRow: $0)) }) {
            for row in rows { marked.remove(result.line(atRow: row)) }
        } else {
            for row in rows where marked.count < limit ?? .max { marked.insert(result.line(atRow: row)) }
        }
    }
}

extension Filter where Choice == String {
    /// A filter over `lines`, returning the chosen ones.
    ///
    /// - Parameters:
    ///   - lines: what is listed, matched and returned.
    ///   - title: the title in the frame; none when empty.
    ///   - placeholder: shown dimmed while nothing is typed.
    ///   - limit: how many lines may be chosen: 1 (the default) for one, `nil` for any number.
    ///   - synchronousLimit: the most lines a search reads before it moves off the main actor.
    public init(
        _ lines: [String], title: String = "", placeholder: String = "Filter…", limit: Int? = 1,
        synchronousLimit: Int = 200_000
    ) {
        self.init(lines, title: title, placeholder: placeholder, limit: limit, synchronousLimit: synchronousLimit) {
            $0
        }
    }
}
