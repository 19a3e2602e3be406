import CNcurses
import FormWizard

/// A grapheme cluster ncurses cannot draw whole, to be written after its update.
///
/// ncurses keeps one spacing character per cell (`cchar_t`), measured by `wcwidth`: a ZWJ
/// sequence (👨‍👩‍👧) or a flag (🇫🇷) has several, and a keycap (1️⃣) or an emoji with VS-16 (❤️)
/// is one ncurses measures narrower than the terminal draws it. Such a cluster holds a wide
/// blank (U+3000) in ncurses' screen, which keeps ncurses from clearing over it, and is then
/// written whole where the screen's layout put it, two columns wide as `DisplayWidth` says.
struct ClusterWrite {
    var text: String
    var style: Style
    var position: Point

    /// What ncurses' screen holds in the cluster's two columns: IDEOGRAPHIC SPACE, wide and
    /// not a blank (ncurses clears runs of blanks with one sequence).
    static let placeholder: UInt32 = 0x3000

    /// Whether `character` must be written this way: a cluster of several scalars in which a
    /// later scalar is spacing, or whose width `wcwidth` sees otherwise than `DisplayWidth`.
    static func isNeeded(for character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, scalars.count > 1, DisplayWidth.of(character) == 2 else { return false }
        if scalars.dropFirst().contains(where: { wcwidth(wchar_t(bitPattern: $0.value)) > 0 }) { return true }
        return wcwidth(wchar_t(bitPattern: first.value)) != 2
    }
}

extension CursesTerminal {
    /// Writes the clusters `put` set aside, after ncurses' update: the cursor and attributes
    /// saved (DECSC), each cluster at its place in its style, then both restored (DECRC), so
    /// what ncurses believes of the terminal stays true. Only on UTF-8 terminals, all of which
    /// take these ANSI sequences.
    func drawClusters() {
        guard !clusterWrites.isEmpty else { return }
        var bytes = "\u{1B}7"
        for write in clusterWrites {
            bytes += "\u{1B}[\(write.position.y + 1);\(write.position.x + 1)H\u{1B}[0"
            bytes += selectGraphicRendition(write.style)
            bytes += "m" + write.text
        }
        bytes += "\u{1B}[0m\u{1B}8"
        clusterWrites.removeAll(keepingCapacity: true)
        writeToTTY(bytes)
    }

    /// The SGR parameters (after `0`) for `style` on this terminal: `;1` bold, `;2` dim, `;4`
    /// underline, `;7` reverse, then the colours as the terminal shows them (`ColorPalette`).
    func selectGraphicRendition(_ style: Style) -> String {
        var parameters = ""
        if style.attributes.contains(.bold) { parameters += ";1" }
        if style.attributes.contains(.dim) { parameters += ";2" }
        if style.attributes.contains(.underline) { parameters += ";4" }
        if style.attributes.contains(.reverse) { parameters += ";7" }
        guard hasColors else { return parameters }
        for (color, base) in [(style.foreground, 30), (style.background, 40)] {
            let index = Int(palette.index(of: color))
            if index < 0 { continue }
            if palette.colorCount >= 1 << 24, index >= 8 {
                parameters += ";\(base + 8);2;\(index >> 16);\((index >> 8) & 0xFF);\(index & 0xFF)"
            } else if index < 8 {
                parameters += ";\(base + index)"
            } else if index < 16 {
                parameters += ";\(base + 60 + index - 8)"
            } else {
                parameters += ";\(base + 8);5;\(index)"
            }
        }
        return parameters
    }
}
