/// A menu whose entries can be renamed in place, like dialog's `--inputmenu`: choosing one
/// returns it and every entry's label (`InputMenuResult`).
///
/// The list's keys are `ListCursor`'s (↑/↓, stopping at the ends, PgUp/PgDn, Home/End,
/// digits, type-ahead, the wheel); Enter chooses, Esc cancels. F2 or `r`
/// renames the selected entry: its row becomes a text field over its label, which edits like
/// any (see `LineEditor.handle(_:)`); Enter keeps the new label (an empty one is refused),
/// Esc puts the old one back. A paste renames too. An entry's detail is shown dimmed beside it
/// and never renamed.
public struct InputMenu<Value: Sendable>: Dialog {
    /// The title in the frame.
    public var title: StyledText
    /// What the key hint says Esc does: "cancel", or "leave" as a wizard's step.
    public var escapeAction = "cancel"
    /// The text under the title, wrapped to fit.
    public var message: StyledText
    /// The entries as given: titles (the labels at first), details and values.
    public let items: [MenuItem<Value>]
    /// Every entry's label now.
    public internal(set) var labels: [String]
    /// The selected entry and the view.
    public internal(set) var cursor: ListCursor
    /// The index of the selected entry.
    public var selected: Int { cursor.selected }
    /// How the list's keys move the cursor: the library's by default (`ListCursor.Behavior`).
    public var listBehavior: ListCursor.Behavior {
        get { cursor.behavior }
        set { cursor.behavior = newValue }
    }

    /// The editor over the selected entry's label while it is renamed.
    public internal(set) var renaming: LineEditor?
    /// Why a rename was refused (an empty label), until the next key.
    public internal(set) var notice: String?
    /// Whether keeping a new label (Enter while renaming) also chooses the entry, as dialog's
    /// `--inputmenu` ends with `RENAMED` after a rename; `false` by default (the menu stays).
    public var choosesOnRename = false
    /// Whether renaming starts with the cursor at the start of the label, as dialog's
    /// `--inputmenu` has it; `false` by default (at the end, to add to it).
    public var editsFromTheStart = false
    /// How a label is drawn while it is not being renamed: as typed by default; dialog's
    /// `--inputmenu` with `--colors` draws its `\Z` codes. Renaming edits the label as typed.
    public var drawsLabel: @Sendable (String) -> StyledText = { StyledText($0) }
    /// The first entry in view.
    var top: Int { cursor.top ?? 0 }
    var screenSize: Size?
    let detailWidth: Int

    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - message: text under the title, wrapped to fit.
    ///   - items: the entries; each title is its label at first.
    ///   - selected: the entry selected at first (clamped); the first by default.
    /// - Precondition: `items` is not empty.
    public init(title: StyledText, message: StyledText = "", items: [MenuItem<Value>], selected: Int = 0) {
        precondition(!items.isEmpty, "an input menu needs at least one entry")
        self.title = title
        self.message = message
        self.items = items
        self.labels = items.map(\.title)
        self.cursor = ListCursor(selected: min(max(0, selected), items.count - 1), behavior: .init(opensCentred: false))
        self.detailWidth = items.map { $0.detail.map { DisplayWidth.of($0.plain) } ?? 0 }.max() ?? 0
    }

    /// What choosing the selected entry returns now.
    public var result: InputMenuResult<Value> {
        InputMenuResult(
            index: selected, value: items[selected].value, labels: labels, originalLabels: items.map(\.title))
    }

    public mutating func prepare(for size: Size) {
        screenSize = size
        cursor.prepare(rows: visibleRows, count: items.count)
    }

    /// The entries in view on the screen last prepared for (80x24 before).
    private var visibleRows: Int {
        layout(in: Rect(size: screenSize ?? Size(columns: 80, rows: 24))).list.rows
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<InputMenuResult<Value>> {
        if let mouse = event.mouse { return renaming == nil ? handle(mouse) : .ignored }
        let hadNotice = notice != nil
        notice = nil
        if renaming != nil { return rename(event) }
        if case .paste = event {
            renaming = editor(for: selected)
            return rename(event)
        }
        guard case .key(let key) = event else { return .ignored }
        switch key {
        case .function(2), .character("r"):
            renaming = editor(for: selected)
            scrollEditor()
        case .enter: return .submit(result)
        case .escape: return .cancel
        default:
            let labels = self.labels
            switch cursor.handle(key, rows: visibleRows, count: items.count, title: { labels[$0] }) {
            case .moved, .unchanged, .clicked: return .handled
            case .ignored: return hadNotice ? .handled : .ignored
            }
        }
        return .handled
    }

    /// A click on a row selects it, a double click chooses it as Enter does; the wheel moves
    /// the selection a row a notch (without going round). While a label is being renamed the
    /// mouse does nothing.
    private mutating func handle(_ mouse: MouseEvent) -> DialogResponse<InputMenuResult<Value>> {
        switch cursor.handle(mouse, rows: visibleRows, count: items.count) {
        case .clicked:
            notice = nil
            return mouse.isDoubleClick ? .submit(result) : .handled
        case .moved: return .handled
        case .unchanged, .ignored: return .ignored
        }
    }

    /// A key or paste while renaming.
    private mutating func rename(_ event: InputEvent) -> DialogResponse<InputMenuResult<Value>> {
        guard var editor = renaming else { return .ignored }
        switch event {
        case .key(.enter):
            let label = editor.text
            guard label.contains(where: { !$0.isWhitespace }) else {
                notice = Self.emptyLabelNotice
                return .handled
            }
            labels[selected] = label
            renaming = nil
            if choosesOnRename {
                var chosen = result
                chosen.endedByRename = true
                return .submit(chosen)
            }
        case .key(.escape):
            renaming = nil
        default:
            guard editor.handle(event) != .ignored else { return .ignored }
            renaming = editor
            scrollEditor()
        }
        return .handled
    }

    /// Why a label of spaces only is refused.
    static var emptyLabelNotice: String { "A label cannot be empty" }

    /// The editor a rename of entry `index` starts with.
    private func editor(for index: Int) -> LineEditor {
        var editor = LineEditor(text: labels[index])
        if editsFromTheStart { editor.moveCursor(to: 0) }
        return editor
    }

    private mutating func scrollEditor() {
        let width = layout(in: Rect(size: screenSize ?? Size(columns: 80, rows: 24))).list.columns - 2
        renaming?.scrollToCursor(width: max(1, width))
    }
}
