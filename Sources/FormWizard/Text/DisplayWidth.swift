#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The number of terminal columns text takes: the one width function used everywhere.
///
/// Widths are measured per grapheme cluster (a Swift `Character`), with libc's `wcwidth` under
/// them, so that the cell grid agrees with what ncurses and the terminal draw:
/// - printable ASCII is 1;
/// - a cluster takes the width of its first scalar (combining marks add nothing);
/// - emoji shown as pictures (a presentation selector, a ZWJ sequence, a flag) take 2;
/// - control characters and scalars libc does not know are drawn as `�` and take 1;
/// - zero-width clusters (format characters such as U+200B) take 0 and are not drawn.
public enum DisplayWidth {
    /// The columns `character` occupies: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        // One byte is ASCII, printable or a control drawn as �; so is CR LF.
        if character.utf8.count == 1 || character.isASCII { return 1 }
        return width(of: character.unicodeScalars)
    }

    /// The columns `text` occupies; ASCII is counted from its bytes (`ClusterScan`).
    public static func of<S: StringProtocol>(_ text: S) -> Int {
        width(ofText: text)
    }

    /// The columns `text` occupies, as `of(_:)` counts them for any `StringProtocol`; compiled
    /// for `String`, so that a caller in another module does not run the generic version.
    public static func of(_ text: String) -> Int {
        width(ofText: text)
    }

    private static func width<S: StringProtocol>(ofText text: S) -> Int {
        var total = 0
        ClusterScan.forEachRun(
            in: text, ascii: { total += $0.count }, scalar: { total += width(ofScalar: $0) }, other: { total += of($0) }
        )
        return total
    }

    /// The columns a cluster of the one scalar `scalar` occupies: `of(Character(scalar))`,
    /// without making the character.
    package static func width(ofScalar scalar: Unicode.Scalar) -> Int {
        if scalar.value < 0x80 || isControl(scalar) { return 1 }
        if isEmojiPicture(scalar) { return 2 }
        let width = libcWidth(scalar)
        return width < 0 ? 1 : width
    }

    /// `needsReplacement(Character(scalar))`, without making the character.
    static func needsReplacement(scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value < 0x20 || scalar.value == 0x7F }
        if isControl(scalar) { return true }
        if isEmojiPicture(scalar) { return false }
        return libcWidth(scalar) < 0
    }

    /// `isEmojiPicture` for a cluster of one scalar.
    private static func isEmojiPicture(_ scalar: Unicode.Scalar) -> Bool {
        if (0x1F1E6...0x1F1FF).contains(scalar.value) { return false }
        guard !cannotBeEmoji(scalar), scalar.properties.isEmoji else { return false }
        return scalar.properties.isEmojiPresentation || scalar.value == 0xFE0F || scalar.value == 0x200D
    }

    /// Whether `character` must be drawn as U+FFFD: control characters, and scalars libc cannot
    /// measure (the terminal could not draw them consistently either).
    public static func needsReplacement(_ character: Character) -> Bool {
        if character.utf8.count == 1, let byte = character.utf8.first { return byte < 0x20 || byte == 0x7F }
        if let ascii = character.asciiValue {
            return ascii < 0x20 || ascii == 0x7F
        }
        guard let first = character.unicodeScalars.first else { return true }
        if isControl(first) { return true }
        if isEmojiPicture(character.unicodeScalars) { return false }
        return libcWidth(first) < 0
    }

    static func width(of scalars: Character.UnicodeScalarView) -> Int {
        guard let first = scalars.first else { return 0 }
        if isControl(first) { return 1 }
        if isEmojiPicture(scalars) { return 2 }
        let width = libcWidth(first)
        if width < 0 { return 1 }
        return width
    }

    private static func isEmojiPicture(_ scalars: Character.UnicodeScalarView) -> Bool {
        guard let first = scalars.first else { return false }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return scalars.count > 1 }
        guard !cannotBeEmoji(first), first.properties.isEmoji else { return false }
        if first.properties.isEmojiPresentation { return true }
        return scalars.contains { $0.value == 0xFE0F || $0.value == 0x200D }
    }

    /// Whether `scalar` is in general category Cc (control): exactly C0, DEL and C1, a set
    /// Unicode promises never to change. Asked by range, not through the property tables.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Whether `scalar` is certainly not an emoji (property `Emoji`), answered without Unicode's
    /// property tables so that ordinary text and frames never load them: below U+203C only `#`,
    /// `*`, the digits, `©` and `®` are emoji, and no box-drawing or block character
    /// (U+2500–U+25A9) is. `TestDisplayWidth` checks this against the tables.
    static func cannotBeEmoji(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x203C {
            return !(value == 0x23 || value == 0x2A || (0x30...0x39).contains(value) || value == 0xA9 || value == 0xAE)
        }
        return (0x2500...0x25A9).contains(value)
    }

    private static func libcWidth(_ scalar: Unicode.Scalar) -> Int {
        Int(wcwidth(wchar_t(bitPattern: scalar.value)))
    }

    /// libc's `wcwidth`, which Glibc's module does not export (it sits behind `_XOPEN_SOURCE`);
    /// looked up once, with the C calling convention.
    ///
    /// It answers by the character-type locale; in the "C" locale every non-ASCII scalar is -1,
    /// so the locale is made UTF-8 first (ncurses needs the same for wide characters).
    private static let wcwidth: @convention(c) (wchar_t) -> Int32 = {
        UTF8Locale.activate()
        #if canImport(Darwin)
            let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #else
            let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
        #endif
        guard let symbol = dlsym(everywhere, "wcwidth") else {
            preconditionFailure("libc has no wcwidth")
        }
        return unsafeBitCast(symbol, to: (@convention(c) (wchar_t) -> Int32).self)
    }()
}
