/// A field built from a part of the form's value, and built again when that part changes
/// (`Field.depending(on:_:)`): the zones of the region chosen above, a label that names the
/// country's postal code.
///
/// Rebuilt, the field loads the value and fits its part to what it offers: a choice no longer
/// among the options becomes the first option (a select), nothing (a picker), or loses the
/// options gone (a multi-select).
struct DependentField<Value: Sendable, Key: Equatable & Sendable>: FormField, FollowsValue {
    let key: @MainActor (Value) -> Key
    let make: @MainActor (Key) -> Field<Value>
    /// The field and the key it was built for; `nil` until the form loads its value.
    var built: (key: Key, field: Field<Value>)?
    /// Whether the field was rebuilt by `load(from:)`, which cannot fit the value: the next
    /// `follow` does.
    var unfitted = true

    /// The field built for the value last seen; an empty note before the form loads one.
    var field: Field<Value> {
        get { built?.field ?? Field(NoteField<Value>("")) }
        set { built?.field = newValue }
    }

    /// Builds the field again when the key read from `value` is not the one it was built for.
    private mutating func rebuild(for value: Value) {
        let next = MainActor.assumeIsolated { key(value) }
        if let built, built.key == next { return }
        built = (next, MainActor.assumeIsolated { make(next) })
        unfitted = true
    }

    mutating func follow(_ value: inout Value) {
        rebuild(for: value)
        if unfitted {
            field.load(from: value)
            field.fit(&value)
            field.load(from: value)
            unfitted = false
        }
        field.follow(&value)
    }

    mutating func load(from value: Value) {
        rebuild(for: value)
        field.load(from: value)
        unfitted = true
    }

    var label: String { field.label }
    func rows(width: Int) -> Int { field.rows(width: width) }
    var isFocusable: Bool { field.isFocusable }
    func isFocusable(width: Int) -> Bool { field.isFocusable(width: width) }
    var hints: [KeyHint] { field.hints }
    func isShown(in value: Value) -> Bool { field.isShown(in: value) }
    func isEnabled(in value: Value) -> Bool { field.isEnabled(in: value) }
    func validate(_ value: Value) -> String? { field.validate(value) }
    func asyncCheck(_ value: Value) -> AsyncCheck? { field.asyncCheck(value) }

    mutating func prepare(for input: Rect, screen: Size) {
        field.prepare(for: input, screen: screen)
    }

    mutating func handle(_ event: InputEvent, value: inout Value) -> FieldResponse {
        field.handle(event, value: &value)
    }

    func render(_ value: Value, in area: Rect, isFocused: Bool, into frame: inout Frame) {
        field.render(value, in: area, isFocused: isFocused, into: &frame)
    }

    func renderOverlay(_ value: Value, anchor: Rect, into frame: inout Frame) {
        field.renderOverlay(value, anchor: anchor, into: &frame)
    }

    mutating func moveCursorToStart() {
        field.moveCursorToStart()
    }
}

extension DependentField: LineField {
    /// The line form of the field built for the value as it is when the field is asked.
    func askLine(_ value: Value, on prompter: LinePrompter) async throws(CancellationError) -> Value {
        var dependent = self
        var value = value
        dependent.follow(&value)
        return try await dependent.field.askLine(value, on: prompter)
    }
}

extension Field {
    /// A field built by `make` from the part of the form's value that `key` reads, and built
    /// again whenever that part changes: options, a label, a placeholder or rules that follow
    /// another field.
    ///
    /// ```swift
    /// .select("Region", \.region, options: Region.all.map { MenuItem($0.name, value: $0) }),
    /// .depending(on: { $0.region }) { region in
    ///     .select("Zone", \.zone, options: region.zones.map { MenuItem($0, value: $0) })
    /// },
    /// ```
    ///
    /// Rebuilt, the field keeps its part of the value when it still offers it; a choice no
    /// longer among the options becomes the first option (a select), nothing (a picker), or
    /// loses the options gone (a multi-select). A field depends on fields above it: the form
    /// rebuilds them top to bottom after each change. `key` and `make` run on the main
    /// actor, where forms run.
    public static func depending<Key: Equatable & Sendable>(
        on key: @escaping @MainActor (Value) -> Key, _ make: @escaping @MainActor (Key) -> Field
    ) -> Field {
        Field(DependentField(key: key, make: make))
    }
}
