/// A field choosing any number of options: it shows the chosen ones' titles (`Apple, Pear`),
/// and Space opens a `Checklist` over the form to change them (Enter does what it does in
/// any field: the next field, or submit).
///
/// In the checklist the keys are a checklist's (Space toggles, Ctrl-A all, Ctrl-N none, `/`
/// filters); Enter keeps the choice and closes it (the field keeps focus, so the choice can be
/// read before going on), Esc puts back what was chosen before. The bound array holds the chosen options in the order of `options`; with a
/// `minimum`, a form whose value holds fewer says "Choose at least 2" under the field.
public struct MultiSelectField<Value: Sendable, Option: Equatable & Sendable>: FormField {
    public let label: String
    let path: WritableKeyPath<Value, [Option]> & Sendable
    let options: [MenuItem<Option>]
    let minimum: Int
    let maximum: Int?
    /// The open checklist, over the options' indices; `nil` while it is closed.
    var list: ChoiceList<Int>?
    var screenSize: Size?

    /// A negative `minimum` counts as 0, and a `maximum` below `minimum` as `minimum`.
    ///
    /// - Precondition: `options` is not empty.
    public init(
        _ label: String, _ path: WritableKeyPath<Value, [Option]> & Sendable, options: [MenuItem<Option>],
        minimum: Int = 0, maximum: Int? = nil
    ) {
        precondition(!options.isEmpty, "a multi-select field needs at least one option")
        let (minimum, maximum) = ChoiceList<Option>.limits(minimum: minimum, maximum: maximum)
        self.label = label
        self.path = path
        self.options = options
        self.minimum = minimum
        self.maximum = maximum
    }

    public mutating func load(from value: Value) {
        list = nil
    }

    public var hints: [KeyHint] { list == nil ? [KeyHint("Space", "choose")] : [] }

    public mutating func prepare(for input: Rect, screen: Size) {
        screenSize = screen
        list?.prepare(for: screen)
    }

    public mutating func handle(_ event: InputEvent, value: inout Value) -> FieldResponse {
        guard var list else {
            guard event == .key(.character(" ")) else { return .ignored }
            open(with: value[keyPath: path])
            return .handled
        }
        switch list.handle(event) {
        case .done:
            value[keyPath: path] = list.markedIndices.map { options[$0].value }
            self.list = nil
        case .cancel:
            self.list = nil
        case .ignored, .handled:
            self.list = list
        }
        return .handled
    }

    /// Opens the checklist with the options in `chosen` marked.
    private mutating func open(with chosen: [Option]) {
        let marked = Set(options.indices.filter { index in chosen.contains { $0 == options[index].value } })
        var list = ChoiceList(
            title: StyledText(label), message: "",
            items: options.indices.map { MenuItem(options[$0].title, detail: options[$0].detail, value: $0) },
            marked: marked, cursor: 0, kind: .many(minimum: minimum, maximum: maximum))
        if let screenSize { list.prepare(for: screenSize) }
        self.list = list
    }

    public func validate(_ value: Value) -> String? {
        let count = value[keyPath: path].count
        if count < minimum { return "Choose at least \(minimum)" }
        if let maximum, count > maximum { return "Choose at most \(maximum)" }
        return nil
    }

    public func render(_ value: Value, in area: Rect, isFocused: Bool, into frame: inout Frame) {
        let row = area.row(0)
        guard !row.isEmpty else { return }
        let theme = frame.theme
        let chosen = value[keyPath: path]
        let titles = options.filter { option in chosen.contains { $0 == option.value } }.map(\.title)
        let style = isFocused ? theme.focused : theme.dialog
        if isFocused { frame.buffer.fill(row, style: style) }
        let text = titles.isEmpty ? "None chosen" : titles.joined(separator: ", ")
        frame.buffer.write(
            TextLayout.truncate(text, to: row.columns), at: row.origin,
            style: titles.isEmpty && !isFocused ? theme.hint : style, clip: row)
    }

    public func renderOverlay(_ value: Value, anchor: Rect, into frame: inout Frame) {
        list?.render(into: &frame)
    }
}

extension Field {
    /// A field choosing any number of options (see `MultiSelectField`): Space opens a
    /// checklist over the form.
    ///
    /// ```swift
    /// .multiSelect("Toppings", \.toppings, options: [MenuItem("Olives", value: .olives), MenuItem("Basil", value: .basil)])
    /// ```
    /// - Precondition: `options` is not empty, and `0 ≤ minimum ≤ maximum` (when given).
    public static func multiSelect<Option: Equatable & Sendable>(
        _ label: String, _ path: WritableKeyPath<Value, [Option]> & Sendable, options: [MenuItem<Option>],
        minimum: Int = 0, maximum: Int? = nil
    ) -> Field {
        Field(MultiSelectField(label, path, options: options, minimum: minimum, maximum: maximum))
    }
}
