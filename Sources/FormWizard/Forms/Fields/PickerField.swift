/// A field that picks one of many items from a pop-up list that filters as you type, such as
/// the 249 countries (`Field.country`).
///
/// Closed, it shows the chosen item (`Choose…` until one is). Enter or Space opens the list
/// under the field, on the chosen item; typing a letter opens it already filtering. While it
/// is open, typing (with the editing keys of a text field) filters, ↑/↓ and PgUp/PgDn move,
/// Enter picks and goes on as Enter does in any field (to the next field, or submitting from
/// the last), Esc closes the list without cancelling the form, and Tab closes it and moves on.
public struct PickerField<Value: Sendable, Option: Equatable & Sendable>: FormField {
    public let label: String
    let path: WritableKeyPath<Value, Option?> & Sendable
    let items: [MenuItem<Option>]
    /// A matcher of the caller's own, asked about every item on every change; `nil` for
    /// `index`'s word matching.
    let matches: (@Sendable (MenuItem<Option>, String) -> Bool)?
    let placeholder: String
    let validator: Validator<Option?>
    let titleWidth: Int
    let detailWidth: Int
    /// The items folded for matching, once (see `PickerPopup.refilter`).
    let index: PickerIndex
    /// The chosen item's index; `nil` when none is.
    var chosen: Int?
    /// The pop-up, while it is open.
    var popup: PickerPopup?
    /// Where the input is and the screen's size, from `prepare(for:screen:)`.
    var anchor = Rect(x: 0, y: 0, columns: 0, rows: 0)
    var screen = Size.zero

    /// - Parameters:
    ///   - label: the label, left of the input.
    ///   - path: where the field's part of the form's value is.
    ///   - items: the choices, top to bottom.
    ///   - placeholder: shown dimmed while the field is empty.
    ///   - matches: whether an item is listed for the filter typed, asked about every item on
    ///     every change; by default (`nil`) each word typed must begin a word of the title,
    ///     ignoring case and Latin accents ("cote" finds "Côte"), with the titles folded once
    ///     and only the items that can still match read again.
    ///   - validate: the rules, e.g. `.required()`.
    public init(
        _ label: String, _ path: WritableKeyPath<Value, Option?> & Sendable, items: [MenuItem<Option>],
        placeholder: String = "Choose…", validate: Validator<Option?> = .alwaysValid,
        matches: (@Sendable (MenuItem<Option>, String) -> Bool)? = nil
    ) {
        self.init(
            label, path, items: items, placeholder: placeholder, validate: validate, matches: matches,
            index: PickerIndex(names: items.map { [$0.title] }))
    }

    /// A picker matching with `index`, made for `items` (or with `matches`, when given).
    init(
        _ label: String, _ path: WritableKeyPath<Value, Option?> & Sendable, items: [MenuItem<Option>],
        placeholder: String, validate: Validator<Option?>, matches: (@Sendable (MenuItem<Option>, String) -> Bool)?,
        index: PickerIndex
    ) {
        self.label = label
        self.path = path
        self.items = items
        self.matches = matches
        self.placeholder = placeholder
        self.validator = validate
        var titleWidth = 0
        var detailWidth = 0
        for item in items {
            titleWidth = max(titleWidth, DisplayWidth.of(item.title))
            detailWidth = max(detailWidth, item.detail.map { DisplayWidth.of($0.plain) } ?? 0)
        }
        self.titleWidth = titleWidth
        self.detailWidth = detailWidth
        self.index = index
        // No title is longer than this, so a longer filter could only repeat words.
        filterLimit = 2 * (items.lazy.map(\.title.count).max() ?? 0) + 16
    }

    /// The most characters the filter holds (a paste is cut to it): twice the longest title
    /// and some, so that what the filter costs per key does not grow with what is pasted.
    let filterLimit: Int

    /// Whether each word of `filter` begins a word of the item's title, ignoring case and Latin
    /// accents.
    public static func titleMatches(_ item: MenuItem<Option>, _ filter: String) -> Bool {
        let wanted = LatinFolding.words(filter)
        let words = LatinFolding.words(item.title)
        return wanted.allSatisfy { word in words.contains { $0.hasPrefix(word) } }
    }

    public mutating func load(from value: Value) {
        let current = value[keyPath: path]
        chosen = current.flatMap { current in items.firstIndex { $0.value == current } }
        popup = nil
    }

    public mutating func prepare(for input: Rect, screen: Size) {
        anchor = input
        self.screen = screen
    }

    public var hints: [KeyHint] {
        popup == nil
            ? [KeyHint("Enter", "choose")] : [KeyHint("↑↓", "move"), KeyHint("Enter", "pick"), KeyHint("Esc", "close")]
    }

    /// The rows of items the pop-up shows, for paging.
    private var pageRows: Int {
        let layout = PickerPopupLayout(anchor: anchor, screen: Rect(size: screen), count: popup?.matching.count ?? 0)
        return max(1, layout.list.rows)
    }

    public mutating func handle(_ event: InputEvent, value: inout Value) -> FieldResponse {
        guard var popup else {
            switch event {
            case .key(.enter), .key(.character(" ")):
                self.popup = open()
                return .handled
            case .paste:
                self.popup = open()
                return handle(event, value: &value)
            case .key(let key) where key.typedCharacter.map { $0.isLetter || $0.isNumber } ?? false:
                self.popup = open()
                return handle(event, value: &value)
            default:
                return .ignored
            }
        }
        let page = pageRows
        switch event {
        case .key(.escape):
            self.popup = nil
            return .handled
        case .key(.tab), .key(.backTab):
            self.popup = nil
            return .ignored
        case .key(.enter):
            guard let item = popup.selectedItem else { return .handled }
            chosen = item
            value[keyPath: path] = items[item].value
            self.popup = nil
            return .done
        case .key(let key) where [.up, .down, .pageUp, .pageDown, .home, .end].contains(key):
            popup.move(key, rows: page)
        default:
            guard popup.filter.handle(event) != .ignored else { return .ignored }
            let items = items
            popup.refilter(index: index, custom: matches.map { matches in { matches(items[$0], $1) } })
        }
        self.popup = popup
        return .handled
    }

    /// The list over every item, the chosen one selected in the middle of the rows.
    private func open() -> PickerPopup {
        var popup = PickerPopup(count: items.count, current: chosen, filterLimit: filterLimit)
        let rows = PickerPopupLayout(anchor: anchor, screen: Rect(size: screen), count: items.count).list.rows
        popup.prepare(rows: rows)
        return popup
    }

    public func validate(_ value: Value) -> String? {
        validator.validate(value[keyPath: path])
    }

    public func render(_ value: Value, in area: Rect, isFocused: Bool, into frame: inout Frame) {
        let row = area.row(0)
        guard !row.isEmpty else { return }
        let theme = frame.theme
        let text = Rect(x: row.x, y: row.y, columns: row.columns - 2, rows: 1)
        if let popup, isFocused {
            frame.render(TextField(editor: popup.filter, placeholder: "Type to filter", isFocused: true), in: text)
        } else {
            frame.buffer.fill(text, style: theme.input)
            let title = chosen.map { items[$0].title }
            let style = title == nil ? theme.hint.adding(theme.input.attributes) : theme.input
            frame.buffer.write(
                TextLayout.truncate(title ?? placeholder, to: text.columns), at: row.origin, style: style, clip: text)
            if isFocused { frame.cursor = row.origin }
        }
        frame.buffer.write(" ▾", at: Point(x: row.maxX - 2, y: row.y), style: theme.dialog, clip: row)
    }

    /// The keys of the open list, on its bottom edge.
    static var popupKeys: String { "Enter pick · Esc close" }

    public func renderOverlay(_ value: Value, anchor: Rect, into frame: inout Frame) {
        guard let popup else { return }
        let theme = frame.theme
        let layout = PickerPopupLayout(anchor: anchor, screen: frame.bounds, count: popup.matching.count)
        let title = popup.filter.isEmpty ? nil : "\(popup.matching.count) of \(items.count)"
        frame.buffer.fill(layout.box, style: theme.dialog)
        frame.buffer.drawBox(layout.box, style: theme.border, title: title, titleStyle: theme.hint)
        // The list may cover the form's footer: its own keys go on its bottom edge.
        let bottom = Rect(x: layout.box.x + 1, y: layout.box.maxY - 1, columns: layout.box.columns - 2, rows: 1)
        let keys = DisplayWidth.of(Self.popupKeys) + 4 <= bottom.columns ? " \(Self.popupKeys) " : Self.popupKeys
        if layout.box.rows >= 3, DisplayWidth.of(keys) + 2 <= bottom.columns {
            frame.buffer.write(keys, at: Point(x: bottom.x + 1, y: bottom.y), style: theme.hint, clip: bottom)
        }
        let list = layout.list
        guard !list.isEmpty else { return }
        if popup.matching.isEmpty {
            frame.render(Paragraph(lines: [" No match"], style: theme.hint), in: list)
            return
        }
        let top = ItemList.top(from: popup.top, showing: popup.selected, rows: list.rows, count: popup.matching.count)
        let shown = top..<min(popup.matching.count, top + list.rows)
        let rows = shown.map {
            ItemList.Row(title: StyledText(items[popup.matching[$0]].title), detail: items[popup.matching[$0]].detail)
        }
        frame.render(
            ItemList(rows: rows, selected: popup.selected - top, titleWidth: titleWidth, detailWidth: detailWidth),
            in: list)
        if top > 0 {
            frame.buffer.write("▲", at: Point(x: layout.box.maxX - 1, y: list.y), style: theme.hint)
        }
        if shown.upperBound < popup.matching.count {
            frame.buffer.write("▼", at: Point(x: layout.box.maxX - 1, y: list.maxY - 1), style: theme.hint)
        }
    }
}

extension Field {
    /// A pop-up list that filters as you type, for many items (see `PickerField`).
    ///
    /// - Parameters:
    ///   - label: the label, left of the input.
    ///   - path: where the field's part of the form's value is.
    ///   - items: the choices, top to bottom.
    ///   - placeholder: shown dimmed while the field is empty.
    ///   - matches: whether an item is listed for the filter typed, asked about every item on
    ///     every change; by default each word typed must begin a word of the title, ignoring
    ///     case and Latin accents (the titles folded once).
    ///   - validate: the rules, e.g. `.required()`.
    public static func picker<Option: Equatable & Sendable>(
        _ label: String, _ path: WritableKeyPath<Value, Option?> & Sendable, items: [MenuItem<Option>],
        placeholder: String = "Choose…", validate: Validator<Option?> = .alwaysValid,
        matches: (@Sendable (MenuItem<Option>, String) -> Bool)? = nil
    ) -> Field {
        Field(PickerField(label, path, items: items, placeholder: placeholder, validate: validate, matches: matches))
    }

    /// A country picker over the 249 of `Country.all`, each with its code beside it; typing
    /// filters with `Country.matches(_:)` ("united", "cote", "uk", "de").
    ///
    /// - Parameters:
    ///   - label: the label, left of the input.
    ///   - path: where the field's part of the form's value is.
    ///   - placeholder: shown dimmed while the field is empty.
    ///   - validate: the rules, e.g. `.required()`.
    public static func country(
        _ label: String, _ path: WritableKeyPath<Value, Country?> & Sendable, placeholder: String = "Choose…",
        validate: Validator<Country?> = .alwaysValid
    ) -> Field {
        Field(
            PickerField(
                label, path, items: Country.menuItems, placeholder: placeholder, validate: validate, matches: nil,
                index: .countries))
    }
}
