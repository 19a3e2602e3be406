/// One terminal cell: a grapheme cluster and its style.
///
/// A wide character (CJK, most emoji) occupies two cells: its own, and a continuation cell to
/// the right that holds no text and carries the same style.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster drawn in this cell; a space for continuation cells.
    public var character: Character
    public var style: Style
    /// Whether this is the right half of the wide character to its left.
    public var isContinuation: Bool

    public init(_ character: Character, style: Style = .plain) {
        self.character = character
        self.style = style
        self.isContinuation = false
    }

    /// A space in the default style.
    public static let blank = Cell(" ")

    static func continuation(style: Style) -> Cell {
        var cell = Cell(" ", style: style)
        cell.isContinuation = true
        return cell
    }
}
