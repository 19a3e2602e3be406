/// A grapheme cluster as a cell holds it: its scalar when it has one, otherwise the cluster's
/// text itself (emoji sequences, letters with combining marks).
///
/// Nothing is kept for the process: a cluster lives as long as the cells showing it (buffers
/// keep theirs in a `ClusterStore` of their own). Two glyphs are equal when their bytes are,
/// so a diff never takes one spelling of a cluster for another.
@usableFromInline
struct Glyph: Hashable, Sendable {
    /// The scalar's value, or `Glyph.multiScalar` when `cluster` holds the text.
    @usableFromInline let scalar: UInt32
    /// The text of a cluster of more than one scalar; `nil` otherwise.
    @usableFromInline let cluster: String?

    static let multiScalar: UInt32 = 0xFFFF_FFFF

    init(scalar: UInt32) {
        self.scalar = scalar
        self.cluster = nil
    }

    init(cluster: String) {
        scalar = Self.multiScalar
        self.cluster = cluster
    }

    init(_ character: Character) {
        let scalars = character.unicodeScalars
        if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            self.init(scalar: first.value)
        } else {
            self.init(cluster: String(character))
        }
    }

    static let space = Glyph(scalar: 0x20)
    static let replacement = Glyph(scalar: 0xFFFD)

    var character: Character {
        if let cluster { return Character(cluster) }
        return Character(Unicode.Scalar(scalar) ?? " ")
    }

    @usableFromInline static func == (lhs: Glyph, rhs: Glyph) -> Bool {
        guard lhs.scalar == rhs.scalar else { return false }
        guard let left = lhs.cluster, let right = rhs.cluster else { return true }
        return left.utf8.elementsEqual(right.utf8)
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
        hasher.combine(scalar)
        if let cluster {
            for byte in cluster.utf8 { hasher.combine(byte) }
        }
    }
}
