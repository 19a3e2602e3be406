/// One terminal cell: a grapheme cluster and its style.
///
/// A wide character (CJK, most emoji) occupies two cells: its own, and a continuation cell to
/// the right that holds no text and carries the same style.
public struct Cell: Hashable, Sendable {
    @usableFromInline var glyph: Glyph
    /// The character's colours and attributes.
    public var style: Style
    /// Whether this is the right half of the wide character to its left.
    public var isContinuation: Bool

    /// A cell showing `character` in `style`.
    public init(_ character: Character, style: Style = .plain) {
        self.init(glyph: Glyph(character), style: style)
    }

    init(glyph: Glyph, style: Style, isContinuation: Bool = false) {
        self.glyph = glyph
        self.style = style
        self.isContinuation = isContinuation
    }

    /// The grapheme cluster drawn in this cell; a space for continuation cells.
    public var character: Character {
        get { glyph.character }
        set { glyph = Glyph(newValue) }
    }

    /// The cell's scalar when its cluster is a single scalar (all ASCII, most text); `nil` for
    /// a cluster of several (emoji sequences, letters with combining marks).
    ///
    /// Cheaper than `character` for a terminal drawing the cell: no string is made.
    @inlinable public var scalar: Unicode.Scalar? {
        glyph.cluster == nil ? Unicode.Scalar(glyph.scalar) : nil
    }

    /// A space in the default style.
    public static let blank = Cell(glyph: .space, style: .plain)

    static func continuation(style: Style) -> Cell {
        Cell(glyph: .space, style: style, isContinuation: true)
    }
}
