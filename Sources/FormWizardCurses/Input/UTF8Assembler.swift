/// Puts UTF-8 bytes together into scalars, one byte at a time, across batches.
///
/// Invalid input becomes U+FFFD, one for each maximal ill-formed subpart (as Unicode and
/// Swift's own decoding do): a stray continuation byte, a byte that can never occur, an
/// overlong form, a surrogate, a value above U+10FFFF, or a sequence that another byte or a
/// key code cuts short. A sequence that is incomplete at the end of a batch waits for the next.
struct UTF8Assembler: Hashable, Sendable {
    /// The scalar value so far of the sequence under way.
    private var value: UInt32 = 0
    /// How many continuation bytes the sequence still needs; 0 when none is under way.
    private var remaining = 0
    /// The range the next continuation byte must be in (narrower after E0, ED, F0, F4).
    private var nextRange: ClosedRange<UInt8> = 0x80...0xBF

    /// Whether a sequence has started and not ended.
    var isPending: Bool { remaining > 0 }

    /// Feeds one byte; `emit` gets the scalars it completes or replaces (zero, one or two).
    mutating func feed(_ byte: UInt8, emit: (Unicode.Scalar) -> Void) {
        if remaining > 0 {
            if nextRange.contains(byte) {
                value = value << 6 | UInt32(byte & 0x3F)
                remaining -= 1
                nextRange = 0x80...0xBF
                if remaining == 0 { emit(Unicode.Scalar(value) ?? "\u{FFFD}") }
                return
            }
            remaining = 0
            emit("\u{FFFD}")
        }
        start(byte, emit: emit)
    }

    /// Ends a sequence cut short (by a key code): emits U+FFFD for it.
    mutating func interrupt(emit: (Unicode.Scalar) -> Void) {
        guard remaining > 0 else { return }
        remaining = 0
        emit("\u{FFFD}")
    }

    private mutating func start(_ byte: UInt8, emit: (Unicode.Scalar) -> Void) {
        nextRange = 0x80...0xBF
        switch byte {
        case 0x00...0x7F:
            emit(Unicode.Scalar(byte))
            return
        case 0xC2...0xDF:
            remaining = 1
        case 0xE0...0xEF:
            remaining = 2
            if byte == 0xE0 { nextRange = 0xA0...0xBF }
            if byte == 0xED { nextRange = 0x80...0x9F }
        case 0xF0...0xF4:
            remaining = 3
            if byte == 0xF0 { nextRange = 0x90...0xBF }
            if byte == 0xF4 { nextRange = 0x80...0x8F }
        default:
            emit("\u{FFFD}")
            return
        }
        value = UInt32(byte & (0x7F >> (remaining + 1)))  // 0x1F, 0x0F or 0x07
    }
}
