/// One field of a `Form`: it edits its part of the form's value and draws its input.
///
/// The form draws the label and the message row (errors, notices, "Checking…") and moves focus;
/// a field only handles the keys it understands while it has focus, and answers `.ignored` to
/// the rest (Tab, Enter, Esc…), which the form then handles. A field that opens a pop-up list
/// keeps the keys it needs while the pop-up is open.
///
/// Only `label`, `load`, `handle` and `render` are required; the rest have defaults for a
/// one-row field without rules.
public protocol FormField<Value>: Sendable {
    /// The form's value type.
    associatedtype Value: Sendable

    /// The label, left of the input (or above it on narrow screens).
    var label: String { get }

    /// Takes the field's part of `value`: when the form is made, prefilled, or reset.
    mutating func load(from value: Value)

    /// Learns where its input is, just before `handle(_:value:)` while it has focus: fields
    /// that scroll (long text, a pop-up list) keep their scroll position as state and need the
    /// size to move it by the right amount. `render` must still cope with any area, as the
    /// terminal may be resized between two events. The default does nothing.
    mutating func prepare(for input: Rect, screen: Size)

    /// Handles a key or paste while the field has focus, writing its part of `value`.
    mutating func handle(_ event: InputEvent, value: inout Value) -> FieldResponse

    /// Draws the input in `area`, and sets `frame.cursor` when focused and editing text.
    func render(_ value: Value, in area: Rect, isFocused: Bool, into frame: inout Frame)

    /// Checks the field's part of `value` (or the whole value, for a rule that depends on
    /// another field): a short message, or `nil` when valid.
    func validate(_ value: Value) -> String?

    /// The rows the input takes when it is `width` columns wide: 1 for one-line fields, the
    /// wrapped lines for a note.
    func rows(width: Int) -> Int

    /// Whether the field takes focus; a note does not.
    var isFocusable: Bool { get }

    /// Whether the field takes focus when its input is `width` columns wide: `isFocusable` by
    /// default. A note takes focus only when it is taller than the rows it may have, so that
    /// its text can be scrolled.
    func isFocusable(width: Int) -> Bool

    /// Keys that work in this field now, for the form's footer, e.g. `←→ choose`. A hint for
    /// Tab, Enter or Esc replaces the form's own (a multi-line field's `Enter new line`).
    var hints: [KeyHint] { get }

    /// A check the field needs from a service, run debounced after each change (see `AsyncCheck`).
    func asyncCheck(_ value: Value) -> AsyncCheck?

    /// Draws what the field shows above the whole form while it has focus (a pop-up list);
    /// `anchor` is where its input is.
    func renderOverlay(_ value: Value, anchor: Rect, into frame: inout Frame)

    /// Puts the field's text cursor at the start of its text (a form that `editsFromTheStart`
    /// does it when the field gets the focus); by default nothing, for fields without one.
    mutating func moveCursorToStart()

    /// Whether the field is on the form for `value`: a hidden field takes no rows and no focus,
    /// is not checked, and is not asked in line mode. `true` by default; `Field.shown(when:)`
    /// adds a condition to any field.
    func isShown(in value: Value) -> Bool

    /// Whether the field can be edited for `value`: a disabled field is drawn dimmed, takes no
    /// focus, is not checked, and is not asked in line mode. `true` by default;
    /// `Field.enabled(when:)` adds a condition to any field.
    func isEnabled(in value: Value) -> Bool
}

extension FormField {
    public mutating func moveCursorToStart() {}
    public mutating func prepare(for input: Rect, screen: Size) {}
    public func validate(_ value: Value) -> String? { nil }
    public func rows(width: Int) -> Int { 1 }
    public var isFocusable: Bool { true }
    public func isFocusable(width: Int) -> Bool { isFocusable }
    public var hints: [KeyHint] { [] }
    public func asyncCheck(_ value: Value) -> AsyncCheck? { nil }
    public func renderOverlay(_ value: Value, anchor: Rect, into frame: inout Frame) {}
    public func isShown(in value: Value) -> Bool { true }
    public func isEnabled(in value: Value) -> Bool { true }
}
