/// One choice of a menu: a title, an optional detail drawn dimmed beside it, and the value
/// choosing it returns.
public struct MenuItem<Value: Sendable>: Sendable {
    public var title: String
    /// A hint beside the title, e.g. a size, a shortcut, or what the choice does.
    public var detail: String?
    /// What choosing the item returns.
    public var value: Value

    public init(_ title: String, detail: String? = nil, value: Value) {
        self.title = title
        self.detail = detail
        self.value = value
    }
}

extension MenuItem where Value == String {
    /// An item whose value is its title.
    public init(_ title: String, detail: String? = nil) {
        self.init(title, detail: detail, value: title)
    }
}
