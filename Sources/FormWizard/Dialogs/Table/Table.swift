/// Rows in columns under headers; choosing a row returns it (or, with `.multiple`, the rows
/// marked with Space).
///
/// ```swift
/// let server = try await screen.table("Servers", rows: servers, columns: [
///     TableColumn("Name", value: \.name), TableColumn("Region", value: \.region),
///     TableColumn("Load", value: \.load),
/// ])
/// ```
///
/// Columns are as wide as their widest text (by display width, so CJK and emoji line up);
/// when they do not fit, the widest give way first, down to a minimum, with `…` where a text
/// is cut, and then the columns that do not fit are scrolled to with ←/→ (the first column can
/// stay in place: `freezesFirstColumn`).
///
/// Keys: ↑/↓, PgUp/PgDn, Home/End move; ←/→ scroll the columns; `s` sorts by the next column
/// (none, the first, the second, …), `S` reverses the order (a ▲ or ▼ marks the column, and
/// a column of numbers sorts as numbers); `/` filters the rows by a fuzzy match of their texts
/// (Enter or Tab keeps the filter and goes back to the rows, Esc clears it); Space marks a row
/// (`.multiple`); Enter chooses; Esc cancels.
///
/// The value is the chosen rows in their original order: one with `.single`; with
/// `.multiple` the marked ones, or the row under the cursor when none is marked.
public struct Table<Row: Sendable>: Dialog {
    /// How many rows can be chosen.
    public enum Selection: Hashable, Sendable {
        /// One: Enter returns the row under the cursor.
        case single
        /// Any number: Space marks rows, Enter returns them.
        case multiple
    }

    /// The order of the rows: by which column, which way.
    public struct Sort: Hashable, Sendable {
        /// The index of the column sorted by.
        public var column: Int
        /// Whether from the smallest to the largest.
        public var ascending: Bool

        /// Sorted by `column`, `ascending` or not.
        ///
        /// - Parameters:
        ///   - column: the index of the column sorted by.
        ///   - ascending: whether from the smallest to the largest.
        public init(column: Int, ascending: Bool = true) {
            self.column = column
            self.ascending = ascending
        }
    }

    /// The title in the frame.
    public var title: String
    /// The columns, left to right.
    public let columns: [TableColumn<Row>]
    /// The rows in their original order.
    public let rows: [Row]
    /// One row or many.
    public let selection: Selection
    /// Whether the first column stays in place while the others scroll sideways.
    public var freezesFirstColumn: Bool
    /// What the key hint says Esc does.
    public var escapeAction = "cancel"

    /// Each row's texts, column by column, read once (on one line: see `oneLine`).
    let cells: [[String]]
    /// Each column's widest text or header (with room for the sort mark).
    let naturalWidths: [Int]
    /// Each column's widest text, without the header.
    let textWidths: [Int]
    /// Whether each column holds numbers only (sorted as numbers, aligned right).
    let isNumeric: [Bool]
    /// Each row's texts joined by spaces, which the filter matches.
    let searchTexts: [String]

    /// The order of the rows; `nil` for the original order.
    public internal(set) var sort: Sort?
    /// The filter's text.
    public internal(set) var filter = LineEditor()
    /// Whether the filter field has the keyboard.
    public internal(set) var isFiltering = false
    /// The indices (in `rows`) of the rows marked with Space.
    public internal(set) var marked: Set<Int> = []
    /// The indices in `rows` in the order of `sort`, kept while the filter changes.
    var sorted: [Int]
    /// The rows shown (indices in `rows`), sorted and filtered.
    public internal(set) var shown: [Int]
    /// Where the filter matched each row shown, for highlighting; empty without a filter.
    var matches: [Int: [Int]] = [:]
    /// The row under the cursor (a position in `shown`) and the view (`ListCursor`'s keys).
    public private(set) var listCursor = ListCursor()
    /// The position in `shown` of the row under the cursor.
    public internal(set) var cursor: Int {
        get { listCursor.selected }
        set {
            let (rows, count) = (visibleRows, shown.count)
            listCursor.select(newValue, rows: rows, count: count)
        }
    }
    /// How many columns (after a frozen first one) are scrolled out on the left.
    public internal(set) var scrolledColumns = 0
    var screenSize: Size?

    /// The rows in view on the screen last prepared for, when known.
    var visibleRows: Int? {
        screenSize.map { layout(in: Rect(size: $0)).visibleRows }
    }

    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - rows: the rows, in the order shown until sorted.
    ///   - columns: the columns, left to right; at least one.
    ///   - selection: one row, or many marked with Space.
    ///   - sort: the order at first; `nil` keeps the rows' order.
    ///   - freezesFirstColumn: keeps the first column in place while the others scroll.
    /// - Precondition: `columns` is not empty.
    public init(
        title: String, rows: [Row], columns: [TableColumn<Row>], selection: Selection = .single, sort: Sort? = nil,
        freezesFirstColumn: Bool = false
    ) {
        precondition(!columns.isEmpty, "a table needs at least one column")
        self.title = title
        self.rows = rows
        self.columns = columns
        self.selection = selection
        self.freezesFirstColumn = freezesFirstColumn
        let cells = rows.map { row in columns.map { Self.oneLine($0.text(row)) } }
        self.cells = cells
        self.isNumeric = columns.indices.map { column in
            var sawNumber = false
            for row in cells where !row[column].isEmpty {
                guard Self.number(row[column]) != nil else { return false }
                sawNumber = true
            }
            return sawNumber
        }
        let widths = columns.indices.map { column in cells.reduce(0) { max($0, DisplayWidth.of($1[column])) } }
        self.textWidths = widths
        self.naturalWidths = columns.indices.map { max(widths[$0], DisplayWidth.of(columns[$0].title) + 2) }
        self.searchTexts = cells.map { $0.joined(separator: " ") }
        self.sorted = Array(rows.indices)
        self.shown = sorted
        if let sort, columns.indices.contains(sort.column) {
            self.sort = sort
            resort()
            cursor = 0
        }
    }

    /// The rows the dialog would return now.
    var chosenRows: [Row] {
        if selection == .multiple, !marked.isEmpty { return marked.sorted().map { rows[$0] } }
        return shown.indices.contains(cursor) ? [rows[shown[cursor]]] : []
    }

    public mutating func prepare(for size: Size) {
        screenSize = size
        listCursor.prepare(rows: layout(in: Rect(size: size)).visibleRows, count: shown.count)
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<[Row]> {
        if let mouse = event.mouse { return handle(mouse) }
        guard case .key(let key) = event else {
            isFiltering = true
            return editFilter(event)
        }
        if isFiltering { return handleFiltering(key) }
        switch key {
        case .up, .down, .pageUp, .pageDown, .home, .end: move(key)
        case .left: scrolledColumns = max(0, scrolledColumns - 1)
        case .right:
            guard let screenSize, layout(in: Rect(size: screenSize)).canScrollRight else { return .ignored }
            scrolledColumns += 1
        case .enter:
            let chosen = chosenRows
            return chosen.isEmpty ? .ignored : .submit(chosen)
        case .escape: return .cancel
        case .character(" ") where selection == .multiple:
            guard shown.indices.contains(cursor) else { return .ignored }
            toggleMark()
        case .character("s"): sortByNextColumn()
        case .character("S"): reverseSort()
        case .character("/"): isFiltering = true
        default: return .ignored
        }
        return .handled
    }

    private mutating func handleFiltering(_ key: Key) -> DialogResponse<[Row]> {
        switch key {
        case .up, .down, .pageUp, .pageDown: move(key)
        case .enter, .tab: isFiltering = false
        case .escape:
            isFiltering = false
            guard !filter.isEmpty else { return .handled }
            filter = LineEditor()
            refresh(keeping: currentRow)
        default: return editFilter(.key(key))
        }
        return .handled
    }

    private mutating func editFilter(_ event: InputEvent) -> DialogResponse<[Row]> {
        let before = filter.text
        guard filter.handle(event) != .ignored else { return .ignored }
        if let screenSize { filter.scrollToCursor(width: layout(in: Rect(size: screenSize)).filterField.columns) }
        if filter.text != before { refresh(keeping: currentRow) }
        return .handled
    }

    /// A click on a row moves the cursor there and, where rows are marked, marks or unmarks it
    /// as Space does (a double click twice, as a checklist's); where one row is chosen, a
    /// double click chooses it as Enter does. The wheel moves the cursor a row a notch.
    private mutating func handle(_ mouse: MouseEvent) -> DialogResponse<[Row]> {
        if let position = mouse.clickedRow, shown.indices.contains(position) {
            cursor = position
            if selection == .multiple {
                toggleMark()
                return .handled
            }
            guard mouse.isDoubleClick else { return .handled }
            let chosen = chosenRows
            return chosen.isEmpty ? .handled : .submit(chosen)
        }
        let (rows, count) = (visibleRows, shown.count)
        return listCursor.handle(mouse, rows: rows, count: count) == .moved ? .handled : .ignored
    }

    /// Space: marks the row under the cursor, or unmarks it.
    private mutating func toggleMark() {
        guard let row = currentRow else { return }
        if marked.remove(row) == nil { marked.insert(row) }
    }

    /// The index in `rows` of the row under the cursor.
    var currentRow: Int? { shown.indices.contains(cursor) ? shown[cursor] : nil }

    /// An arrow, a page, Home or End: `ListCursor`'s (letters are the filter's and sorting's).
    private mutating func move(_ key: Key) {
        let (rows, count) = (visibleRows, shown.count)
        _ = listCursor.handle(key, rows: rows, count: count)
    }

}
