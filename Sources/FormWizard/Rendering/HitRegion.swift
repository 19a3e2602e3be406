/// Something a dialog drew that the mouse can hit, and where: recorded while rendering
/// (`Frame.addHitRegion(_:in:)`), so that a click lands on what the user sees.
public struct HitRegion: Hashable, Sendable {
    /// The cells it covers.
    public var area: Rect
    /// What it is.
    public var target: HitTarget

    /// `target`, drawn in `area`.
    ///
    /// - Parameters:
    ///   - target: what it is.
    ///   - area: the cells it covers.
    public init(_ target: HitTarget, area: Rect) {
        self.target = target
        self.area = area
    }
}

/// What a hit region stands for; the dialog that drew it decides what a click on it does.
public enum HitTarget: Hashable, Sendable {
    /// The body of a dialog (a `Panel`): the mouse is inside the dialog, on nothing in particular.
    case dialog
    /// The button at this index of a `ButtonBar`.
    case button(Int)
    /// The row of a list showing the item at this index (`ItemList.firstIndex` plus the row).
    case row(Int)
    /// The form field (or a dialog's text field) at this index.
    case field(Int)
    /// A step of a multi-step dialog, by index.
    case step(Int)
    /// Anything else a dialog of your own draws, by a number of its choosing.
    case custom(Int)
}
