/// A cell as a `CellBuffer` stores it: eight bytes of plain data, so that a frame of them is
/// filled, copied and compared as memory.
///
/// Bits 0–31 hold the glyph (a scalar, or with bit 31 set the number of a cluster in the
/// buffer's `ClusterStore`), 32–40 and 41–49 the foreground and background colour (palette
/// index + 1, 0 for the default), 50–57 the attributes, bit 63 the continuation flag.
struct PackedCell: Hashable, Sendable, BitwiseCopyable {
    var bits: UInt64

    static let clusterFlag: UInt32 = 1 << 31
    private static let continuationFlag: UInt64 = 1 << 63
    private static let styleMask: UInt64 = 0x3FF_FFFF << 32

    init(bits: UInt64) {
        self.bits = bits
    }

    init(glyph: UInt32, style: Style, isContinuation: Bool = false) {
        bits = UInt64(glyph) | Self.styleBits(style) | (isContinuation ? Self.continuationFlag : 0)
    }

    /// An ASCII or single-scalar glyph in a style already packed by `styleBits(_:)`.
    init(scalar: UInt32, styleBits: UInt64) {
        bits = UInt64(scalar) | styleBits
    }

    static func continuation(styleBits: UInt64) -> PackedCell {
        PackedCell(bits: UInt64(0x20) | styleBits | continuationFlag)
    }

    /// The glyph word: a scalar's value, or `clusterFlag` and a cluster's number.
    var glyph: UInt32 { UInt32(truncatingIfNeeded: bits) }
    var isCluster: Bool { glyph & Self.clusterFlag != 0 }
    var clusterNumber: Int { Int(glyph & ~Self.clusterFlag) }
    var isContinuation: Bool { bits & Self.continuationFlag != 0 }
    var styleBits: UInt64 { bits & Self.styleMask }

    var style: Style {
        get {
            Style(
                foreground: Color(raw: Int16(truncatingIfNeeded: (bits >> 32) & 0x1FF) - 1),
                background: Color(raw: Int16(truncatingIfNeeded: (bits >> 41) & 0x1FF) - 1),
                attributes: Style.Attributes(rawValue: UInt8(truncatingIfNeeded: bits >> 50)))
        }
        set { bits = bits & ~Self.styleMask | Self.styleBits(newValue) }
    }

    /// The same cell blanked: a space, keeping the style.
    var blanked: PackedCell { PackedCell(bits: styleBits | 0x20) }

    static func styleBits(_ style: Style) -> UInt64 {
        let foreground = UInt64(UInt16(bitPattern: style.foreground.index &+ 1) & 0x1FF)
        let background = UInt64(UInt16(bitPattern: style.background.index &+ 1) & 0x1FF)
        return foreground << 32 | background << 41 | UInt64(style.attributes.rawValue) << 50
    }
}
