/// A field over one part of the form's value, reached through main-actor code: what
/// `Field`'s factories make from a key path into a main-actor type (`Field+MainActor.swift`).
///
/// The field of the part (`inner`, e.g. a text entry over a `String`) does the work; reading
/// and writing the part are main-actor closures, so that they may hold what is not `Sendable`:
/// a key path to a main-actor property, a main-actor `==`. Forms run on the main actor (the
/// screen's); using this field anywhere else stops the program (`MainActor.assumeIsolated`).
struct ProjectedField<Value: Sendable, Part: Sendable>: FormField {
    var inner: Field<Part>
    let get: @MainActor (Value) -> Part
    let set: @MainActor (inout Value, Part) -> Void

    var label: String { inner.label }
    var isFocusable: Bool { inner.isFocusable }
    func isFocusable(width: Int) -> Bool { inner.isFocusable(width: width) }
    var hints: [KeyHint] { inner.hints }
    func rows(width: Int) -> Int { inner.rows(width: width) }

    private func part(of value: Value) -> Part {
        MainActor.assumeIsolated { get(value) }
    }

    mutating func moveCursorToStart() {
        inner.moveCursorToStart()
    }

    mutating func load(from value: Value) {
        inner.load(from: part(of: value))
    }

    mutating func prepare(for input: Rect, screen: Size) {
        inner.prepare(for: input, screen: screen)
    }

    mutating func handle(_ event: InputEvent, value: inout Value) -> FieldResponse {
        var part = part(of: value)
        let response = inner.handle(event, value: &part)
        MainActor.assumeIsolated { set(&value, part) }
        return response
    }

    func render(_ value: Value, in area: Rect, isFocused: Bool, into frame: inout Frame) {
        inner.render(part(of: value), in: area, isFocused: isFocused, into: &frame)
    }

    func validate(_ value: Value) -> String? {
        inner.validate(part(of: value))
    }

    func asyncCheck(_ value: Value) -> AsyncCheck? {
        inner.asyncCheck(part(of: value))
    }

    func renderOverlay(_ value: Value, anchor: Rect, into frame: inout Frame) {
        inner.renderOverlay(part(of: value), anchor: anchor, into: &frame)
    }

    func isShown(in value: Value) -> Bool {
        inner.isShown(in: part(of: value))
    }

    func isEnabled(in value: Value) -> Bool {
        inner.isEnabled(in: part(of: value))
    }
}

extension Field {
    /// `inner`, a field over the part of the value `path` leads to.
    @MainActor
    static func projecting<Part: Sendable>(_ path: WritableKeyPath<Value, Part>, _ inner: Field<Part>) -> Field {
        Field(ProjectedField(inner: inner, get: { $0[keyPath: path] }, set: { $0[keyPath: path] = $1 }))
    }
}
