/// A field of a form, of any kind: `.text`, `.secret`, and the other static members, or your
/// own `FormField` wrapped with `Field(_:)`.
public struct Field<Value: Sendable>: FormField {
    private var base: any FormField<Value>

    /// Wraps a field of your own.
    public init(_ field: some FormField<Value>) {
        base = field
    }

    public var label: String { base.label }
    public var rows: Int { base.rows }
    public var isFocusable: Bool { base.isFocusable }
    public var hints: [String] { base.hints }

    public mutating func load(from value: Value) {
        base.load(from: value)
    }

    public mutating func handle(_ event: InputEvent, value: inout Value) -> FieldResponse {
        base.handle(event, value: &value)
    }

    public func render(_ value: Value, in area: Rect, isFocused: Bool, into frame: inout Frame) {
        base.render(value, in: area, isFocused: isFocused, into: &frame)
    }

    public func validate(_ value: Value) -> String? {
        base.validate(value)
    }

    public func asyncCheck(_ value: Value) -> AsyncCheck? {
        base.asyncCheck(value)
    }

    public func renderOverlay(_ value: Value, anchor: Rect, into frame: inout Frame) {
        base.renderOverlay(value, anchor: anchor, into: &frame)
    }
}
