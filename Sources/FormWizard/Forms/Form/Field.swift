/// A field of a form, of any kind: `.text`, `.secret`, `.number`, `.select`, `.country`… (the
/// static members), or your own `FormField` wrapped with `Field(_:)`.
public struct Field<Value: Sendable>: FormField {
    var base: any FormField<Value>
    /// Rules over the whole value added with `validating(_:)`.
    private var rules: Validator<Value>?

    /// Wraps a field of your own.
    public init(_ field: some FormField<Value>) {
        base = field
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

    public func asyncCheck(_ value: Value) -> AsyncCheck? {
        base.asyncCheck(value)
    }

    public func renderOverlay(_ value: Value, anchor: Rect, into frame: inout Frame) {
        base.renderOverlay(value, anchor: anchor, into: &frame)
    }

    public mutating func moveCursorToStart() {
        base.moveCursorToStart()
    }
}
