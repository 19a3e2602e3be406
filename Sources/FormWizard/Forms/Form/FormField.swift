/// One field of a `Form`: it edits its part of the form's value and draws its input.
///
/// The form draws the label and the message row (errors, notices, "checking…") and moves focus;
/// a field only handles the keys it understands while it has focus, and answers `.ignored` to
/// the rest (Tab, Enter, Esc…), which the form then handles. A field that opens a pop-up list
/// keeps the keys it needs while the pop-up is open.
public protocol FormField<Value>: Sendable {
    /// The form's value type.
    associatedtype Value: Sendable

    /// The label, left of the input (or above it on narrow screens).
    var label: String { get }

    /// Takes the field's part of `value`: when the form is made, prefilled, or reset.
    mutating func load(from value: Value)

    /// Handles a key or paste while the field has focus, writing its part of `value`.
    mutating func handle(_ event: InputEvent, value: inout Value) -> FieldResponse

    /// Draws the input in `area`, and sets `frame.cursor` when focused and editing text.
    func render(_ value: Value, in area: Rect, isFocused: Bool, into frame: inout Frame)

    /// Checks the field's part of `value`: a short message, or `nil` when valid.
    func validate(_ value: Value) -> String?

    /// The rows the input takes: 1 for one-line fields.
    var rows: Int { get }

    /// Whether the field takes focus; a note does not.
    var isFocusable: Bool { get }

    /// Keys that work in this field, for the form's footer, e.g. `["←→ choose"]`.
    var hints: [String] { get }

    /// A check the field needs from a service, run debounced after each change (see `AsyncCheck`).
    func asyncCheck(_ value: Value) -> AsyncCheck?

    /// Draws what the field shows above the whole form while it has focus (a pop-up list);
    /// `anchor` is where its input is.
    func renderOverlay(_ value: Value, anchor: Rect, into frame: inout Frame)
}

extension FormField {
    public func validate(_ value: Value) -> String? { nil }
    public var rows: Int { 1 }
    public var isFocusable: Bool { true }
    public var hints: [String] { [] }
    public func asyncCheck(_ value: Value) -> AsyncCheck? { nil }
    public func renderOverlay(_ value: Value, anchor: Rect, into frame: inout Frame) {}
}

/// What a field did with an event.
public enum FieldResponse: Hashable, Sendable {
    /// Not the field's key: the form handles it (Tab, Enter, Esc…).
    case ignored
    /// The field or its part of the value changed.
    case handled
    /// Changed, with a notice to show under the field until the next key (a paste was cut).
    case notice(String)
}

/// A validation that asks a service, e.g. whether an e-mail address is registered.
///
/// The form runs it after the field's own checks pass, `debounce` after the last change; a
/// change or closing the form cancels it, and submitting waits for it.
public struct AsyncCheck: Sendable {
    /// The value checked; a new id cancels the check running for the old one.
    public let id: any Hashable & Sendable
    /// How long the value must stay unchanged before the check runs.
    public let debounce: Duration
    /// Returns a message when the value is not acceptable, `nil` when it is.
    public let run: @Sendable () async throws -> String?

    public init(
        id: some Hashable & Sendable, debounce: Duration = .milliseconds(300),
        run: @escaping @Sendable () async throws -> String?
    ) {
        self.id = id
        self.debounce = debounce
        self.run = run
    }
}
