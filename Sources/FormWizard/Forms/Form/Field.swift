/// A field of a form, of any kind: `.text`, `.secret`, `.number`, `.select`, `.country`… (the
/// static members), or your own `FormField` wrapped with `Field(_:)`.
///
/// Any field takes the same modifiers: `validating(_:)` (a rule over the whole value),
/// `checking(_:debounce:_:)` (a check that asks a service), `shown(when:)` and
/// `enabled(when:)` (conditions on the form's value); `depending(on:_:)` builds a field from
/// part of the value, for options or a label that follow another field.
public struct Field<Value: Sendable>: FormField {
    var base: any FormField<Value>
    /// Rules over the whole value added with `validating(_:)`.
    private var rules: Validator<Value>?
    /// The checks added with `checking(_:debounce:_:)`, for a value.
    var check: (@Sendable (Value) -> AsyncCheck?)?
    /// The conditions added with `shown(when:)` and `enabled(when:)`.
    var shownWhen: (@MainActor (Value) -> Bool)?
    var enabledWhen: (@MainActor (Value) -> Bool)?
    /// Whether `base` follows the form's value (`FollowsValue`): asked once, not on every key.
    let follows: Bool

    /// Wraps a field of your own.
    public init(_ field: some FormField<Value>) {
        base = field
        follows = field is any FollowsValue<Value>
    }

    /// This field with a rule that reads the whole value, checked after the field's own rules;
    /// its message shows under this field. For a rule that depends on another field:
    ///
    /// ```swift
    /// .text("Postal code", \.postalCode, validate: .required())
    ///     .validating(Validator { $0.country.map { Validator.postalCode(for: $0).validate($0.postalCode) } ?? nil })
    /// ```
    public func validating(_ rule: Validator<Value>) -> Field {
        var field = self
        field.rules = rules.map { $0.and(rule) } ?? rule
        return field
    }

    public var label: String { base.label }
    public func rows(width: Int) -> Int { base.rows(width: width) }
    public var isFocusable: Bool { base.isFocusable }
    public func isFocusable(width: Int) -> Bool { base.isFocusable(width: width) }
    public var hints: [KeyHint] { base.hints }

    public mutating func load(from value: Value) {
        base.load(from: value)
    }

    public mutating func prepare(for input: Rect, screen: Size) {
        base.prepare(for: input, screen: screen)
    }

    public mutating func handle(_ event: InputEvent, value: inout Value) -> FieldResponse {
        base.handle(event, value: &value)
    }

    public func render(_ value: Value, in area: Rect, isFocused: Bool, into frame: inout Frame) {
        base.render(value, in: area, isFocused: isFocused, into: &frame)
    }

    public func validate(_ value: Value) -> String? {
        base.validate(value) ?? rules?.validate(value)
    }

    /// The field's own check, then those added with `checking(_:debounce:_:)`, as one.
    public func asyncCheck(_ value: Value) -> AsyncCheck? {
        let own = base.asyncCheck(value)
        guard let added = check?(value) else { return own }
        return own.map { $0.followed(by: added) } ?? added
    }

    public func renderOverlay(_ value: Value, anchor: Rect, into frame: inout Frame) {
        base.renderOverlay(value, anchor: anchor, into: &frame)
    }

    public mutating func moveCursorToStart() {
        base.moveCursorToStart()
    }

    public func isShown(in value: Value) -> Bool {
        guard base.isShown(in: value) else { return false }
        guard let shownWhen else { return true }
        return MainActor.assumeIsolated { shownWhen(value) }
    }

    public func isEnabled(in value: Value) -> Bool {
        guard base.isEnabled(in: value) else { return false }
        guard let enabledWhen else { return true }
        return MainActor.assumeIsolated { enabledWhen(value) }
    }
}
