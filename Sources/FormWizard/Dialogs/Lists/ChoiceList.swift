/// The state and keys of a list whose items are marked: what `Checklist` (many) and
/// `RadioList` (one) are made of, so that both move, filter and mark the same way.
///
/// Keys: those of `ListCursor` (arrows, pages, digits 1–9, type-ahead); Space marks the
/// item under the cursor (a checklist toggles it, a radio list moves its one mark there);
/// Ctrl-A marks and Ctrl-N unmarks every item in view (a checklist only); `/` starts a filter:
/// then letters and digits go to the filter (Backspace on an empty filter, Enter or Esc end
/// it; Esc also clears it), the arrows and Space still work. Enter is done; Esc clears a
/// filter there is, and cancels otherwise. A click on a row marks it as Space does; the wheel
/// moves the cursor.
struct ChoiceList<Value: Sendable>: Sendable {
    /// How many items may be marked.
    enum Kind: Hashable, Sendable {
        /// Between `minimum` and `maximum` (no limit when `nil`).
        case many(minimum: Int, maximum: Int?)
        /// Exactly one.
        case one
    }

    /// Why Enter or Space was refused.
    enum Notice: Hashable, Sendable {
        case atLeast(Int), atMost(Int), chooseOne

        /// What the list says, longest first.
        var texts: [String] {
            switch self {
            case .atLeast(let count): ["Choose at least \(count)", "At least \(count)"]
            case .atMost(let count): ["Choose at most \(count)", "At most \(count)"]
            case .chooseOne: ["Press Space to choose one", "Space to choose"]
            }
        }
    }

    /// What a key did.
    enum Outcome: Sendable {
        case ignored, handled, done, cancel
    }

    var title: StyledText
    var message: StyledText
    let items: [MenuItem<Value>]
    let kind: Kind
    /// Whether Enter with nothing marked is done, for a `.one` list (dialog's `--radiolist`).
    var allowsNone = false
    /// What the key hint says Esc does when no filter is there to clear.
    var escapeAction = "cancel"
    /// The rows the list shows (whiptail's list height); `nil` or 0: as many as fit.
    var listHeight: Int?
    /// Whose look the list has: whiptail's lists (by their keys) look as newt draws them.
    var look: ListLayout.Look { ListLayout.Look(cursor.behavior) }
    /// Whether each item is marked.
    private(set) var marked: [Bool]
    private(set) var markedCount: Int
    /// The items in view, in item order: all of them, or those the filter matches.
    private(set) var shown: [Int]
    /// For each shown item while a filter is there, the title's characters it matched.
    private(set) var matches: [[Int]] = []
    /// The filter's text.
    private(set) var filter = LineEditor()
    /// Whether keys go to the filter.
    private(set) var isFiltering = false
    /// The selected row among `shown`, and the view (`ListCursor`'s keys, wheel and clicks).
    var cursor: ListCursor
    /// Why Enter or Space was refused ("Choose at least 2"), until the next key.
    private(set) var notice: Notice?
    var screenSize: Size?
    /// The widest title and detail, measured once.
    let titleWidth: Int
    let detailWidth: Int

    /// - Precondition: `items` is not empty.
    /// - Parameter cursor: the item the cursor starts on; `nil` for the first marked one.
    init(title: StyledText, message: StyledText, items: [MenuItem<Value>], marked: Set<Int>, cursor: Int?, kind: Kind) {
        precondition(!items.isEmpty, "a list needs at least one item")
        self.title = title
        self.message = message
        self.items = items
        self.kind = kind
        var flags = [Bool](repeating: false, count: items.count)
        for index in marked where items.indices.contains(index) { flags[index] = true }
        self.marked = flags
        self.markedCount = flags.count { $0 }
        self.shown = Array(items.indices)
        let first = cursor ?? marked.filter { items.indices.contains($0) }.min() ?? 0
        self.cursor = ListCursor(selected: min(max(0, first), items.count - 1))
        var titleWidth = 0
        var detailWidth = 0
        for item in items {
            titleWidth = max(titleWidth, DisplayWidth.of(item.title))
            detailWidth = max(detailWidth, item.detail.map { DisplayWidth.of($0.plain) } ?? 0)
        }
        self.titleWidth = titleWidth
        self.detailWidth = detailWidth
    }

    /// A caller's `minimum` and `maximum` of marked items made sane where they enter: the
    /// minimum from 0 to `Int32.max`, the maximum (when given) no less than it.
    static func limits(minimum: Int, maximum: Int?) -> (minimum: Int, maximum: Int?) {
        let minimum = minimum.clamped(to: 0...Int.entryLimit)
        return (minimum, maximum.map { $0.clamped(to: minimum...Int.entryLimit) })
    }

    /// What a wizard keeps of the list across Back: the marks and the item under the cursor.
    struct Draft: Sendable {
        let marked: [Bool]
        let current: Int?
    }

    var draft: Draft { Draft(marked: marked, current: current) }

    /// The draft of the list with the items at `indices` marked, as a line form answered it:
    /// the cursor on the first of them.
    func draft(marking indices: some Sequence<Int>) -> Draft {
        var flags = [Bool](repeating: false, count: items.count)
        for index in indices where items.indices.contains(index) { flags[index] = true }
        return Draft(marked: flags, current: flags.firstIndex(of: true) ?? current)
    }

    /// Shows `draft` again: the marks of the items it knew (no more than `maximum`), the cursor
    /// on its item, and no filter.
    mutating func restore(_ draft: Draft) {
        filter = LineEditor()
        isFiltering = false
        shown = Array(items.indices)
        matches = []
        var flags = [Bool](repeating: false, count: items.count)
        var count = 0
        for index in items.indices where index < draft.marked.count && draft.marked[index] {
            if case .many(_, let maximum?) = kind, count >= maximum { break }
            if case .one = kind, count >= 1 { break }
            flags[index] = true
            count += 1
        }
        marked = flags
        markedCount = count
        if let current = draft.current {
            cursor.reset(selecting: min(max(0, current), items.count - 1), rows: visibleRows, count: items.count)
        }
    }

    /// The indices of the marked items, ascending.
    var markedIndices: [Int] { items.indices.filter { marked[$0] } }

    /// The index in `items` of the item under the cursor, if any is shown.
    var current: Int? { shown.isEmpty ? nil : shown[min(cursor.selected, shown.count - 1)] }

    mutating func prepare(for size: Size) {
        screenSize = size
        cursor.prepare(rows: layout(in: Rect(size: size)).visibleRows, count: shown.count)
    }

    /// The rows in view on the screen last prepared for.
    private var visibleRows: Int? { screenSize.map { layout(in: Rect(size: $0)).visibleRows } }

    mutating func handle(_ event: InputEvent) -> Outcome {
        notice = nil
        if let mouse = event.mouse { return handle(mouse) }
        if isFiltering, let outcome = handleFiltering(event) { return outcome }
        guard case .key(let key) = event else { return .ignored }
        switch key {
        case .character(" "): mark()
        case .ctrl("a"): markAll(true)
        case .ctrl("n"): markAll(false)
        case .character("/") where cursor.behavior == .standard: isFiltering = true
        case .enter: return finish()
        case .escape:
            guard filter.isEmpty else {
                setFilter(LineEditor())
                return .handled
            }
            return .cancel
        default:
            let items = self.items
            let shown = self.shown
            switch cursor.handle(key, rows: visibleRows, count: shown.count, title: { items[shown[$0]].title }) {
            case .moved, .unchanged, .clicked: return .handled
            case .ignored: return .ignored
            }
        }
        return .handled
    }

    /// Keys while filtering: `nil` for those the list handles as usual (arrows, pages, Space,
    /// Ctrl-A, Ctrl-N).
    private mutating func handleFiltering(_ event: InputEvent) -> Outcome? {
        if case .key(let key) = event {
            switch key {
            case .up, .down, .pageUp, .pageDown, .character(" "), .ctrl("a"), .ctrl("n"): return nil
            case .enter:
                isFiltering = false
                return .handled
            case .escape:
                isFiltering = false
                setFilter(LineEditor())
                return .handled
            case .backspace where filter.isEmpty:
                isFiltering = false
                return .handled
            default: break
            }
        }
        var editor = filter
        guard editor.handle(event) != .ignored else { return .ignored }
        setFilter(editor)
        return .handled
    }

    /// Filters the items with `editor`'s text, keeping the item under the cursor selected when
    /// it is still shown.
    private mutating func setFilter(_ editor: LineEditor) {
        let previous = current
        let textChanged = editor.text != filter.text
        filter = editor
        guard textChanged else { return }
        let query = FuzzyQuery(editor.text)
        if query.isEmpty {
            shown = Array(items.indices)
            matches = []
        } else {
            shown = []
            matches = []
            for index in items.indices {
                guard let match = query.match(items[index].title) else { continue }
                shown.append(index)
                matches.append(match.positions)
            }
        }
        let selected = previous.flatMap { shown.firstIndex(of: $0) } ?? 0
        cursor.reset(selecting: selected, rows: visibleRows, count: shown.count)
    }

    /// A click on a row (its box or its text) moves the cursor there and marks it as Space
    /// does (dialog's way): in a checklist every click toggles, a double click too (twice); in
    /// a radio list a double click then chooses as Enter does. The wheel moves the cursor a
    /// row a notch.
    private mutating func handle(_ mouse: MouseEvent) -> Outcome {
        switch cursor.handle(mouse, rows: visibleRows, count: shown.count) {
        case .clicked:
            mark()
            guard case .one = kind, mouse.isDoubleClick else { return .handled }
            return finish()
        case .moved: return .handled
        case .unchanged, .ignored: return .ignored
        }
    }

    /// Space: toggles the item under the cursor (many), or moves the mark to it (one).
    private mutating func mark() {
        guard let index = current else { return }
        switch kind {
        case .one:
            marked = [Bool](repeating: false, count: items.count)
            marked[index] = true
            markedCount = 1
        case .many(_, let maximum):
            if marked[index] {
                marked[index] = false
                markedCount -= 1
            } else if let maximum, markedCount >= maximum {
                notice = .atMost(maximum)
            } else {
                marked[index] = true
                markedCount += 1
            }
        }
    }

    /// Ctrl-A, Ctrl-N: marks or unmarks every item in view (refused past the maximum).
    private mutating func markAll(_ isMarked: Bool) {
        guard case .many(_, let maximum) = kind else { return }
        let changing = shown.filter { marked[$0] != isMarked }
        if isMarked, let maximum, markedCount + changing.count > maximum {
            notice = .atMost(maximum)
            return
        }
        for index in changing { marked[index] = isMarked }
        markedCount += isMarked ? changing.count : -changing.count
    }

    /// Enter: done, unless the marks are outside the limits.
    private mutating func finish() -> Outcome {
        switch kind {
        case .one:
            guard markedCount == 1 || (allowsNone && markedCount == 0) else {
                notice = .chooseOne
                return .handled
            }
        case .many(let minimum, let maximum):
            if markedCount < minimum {
                notice = .atLeast(minimum)
                return .handled
            }
            if let maximum, markedCount > maximum {
                notice = .atMost(maximum)
                return .handled
            }
        }
        return .done
    }
}
