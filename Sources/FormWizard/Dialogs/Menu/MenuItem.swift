/// One choice of a menu: a title, an optional detail drawn dimmed beside it, and the value
/// choosing it returns.
///
/// It is `Sendable` when its value is; a menu needs that, a `select` field over a main-actor
/// type does not (see `Field+MainActor.swift`).
public struct MenuItem<Value> {
    /// What the menu shows for the item.
    public var title: String
    /// A hint beside the title, e.g. a size, a shortcut, or what the choice does; its
    /// attributes drawn over the list's dimmed style (see `StyledText`).
    public var detail: StyledText?
    /// What choosing the item returns.
    public var value: Value

    /// An item showing `title` (and `detail`, dimmed) that returns `value`.
    public init(_ title: String, detail: StyledText? = nil, value: Value) {
        self.title = title
        self.detail = detail
        self.value = value
    }
}

extension MenuItem where Value == String {
    /// An item whose value is its title.
    public init(_ title: String, detail: StyledText? = nil) {
        self.init(title, detail: detail, value: title)
    }
}

extension MenuItem: Sendable where Value: Sendable {}
