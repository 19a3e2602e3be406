/// Text made safe to write to a terminal as it is: the one filter of every line-mode write
/// (`LinePrompter.write`, a line terminal's echo of an answer read from a pipe) and of the
/// messages a program prints on its terminal.
///
/// Text from outside (titles, items, file names, a file's lines, a program's output) may hold
/// sequences a terminal obeys: `ESC ] 0 ; … BEL` renames its window, `ESC ] 52 ; …` writes the
/// clipboard, `ESC [ 6 n` makes it type an answer into the input. Every control character
/// (`DisplayWidth.isControl`: C0, DEL and C1, the set the full screen draws as U+FFFD) becomes
/// U+FFFD here too, but for the line end and the tab, which only move the cursor on (a CR LF
/// pair is a line end). The controls of bidirectional text that can make a line read other than
/// it is (U+202A–U+202E, U+2066–U+2069) are dropped, as the full screen does.
public enum TerminalText {
    /// `text` with every control character but `\n` and `\t` replaced by U+FFFD, a CR before
    /// `\n` dropped, and bidirectional embeddings, overrides and isolates dropped.
    public static func safe(_ text: String) -> String {
        guard needsFiltering(text.utf8) else { return text }
        var safe = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var next = scalars.next()
        while let scalar = next {
            next = scalars.next()
            switch scalar.value {
            case 0x0A, 0x09: safe.append(scalar)
            case 0x0D where next == "\n": continue
            case 0x202A...0x202E, 0x2066...0x2069: continue
            default: safe.append(DisplayWidth.isControl(scalar) ? "\u{FFFD}" : scalar)
            }
        }
        return String(safe)
    }

    /// Whether `bytes` hold anything `safe` changes, looked for byte by byte: a C0 control but
    /// `\n` and `\t`, DEL, a C1 control (`C2 80`–`C2 9F` in UTF-8) or a bidirectional control
    /// (`E2 80 AA`–`E2 80 AE`, `E2 81 A6`–`E2 81 A9`).
    static func needsFiltering(_ bytes: String.UTF8View) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in bytes {
            switch byte {
            case 0x0A, 0x09: break
            case 0..<0x20, 0x7F: return true
            case 0x80...0x9F where previous == 0xC2: return true
            case 0xAA...0xAE where previous == 0x80 && beforePrevious == 0xE2: return true
            case 0xA6...0xA9 where previous == 0x81 && beforePrevious == 0xE2: return true
            default: break
            }
            beforePrevious = previous
            previous = byte
        }
        return false
    }
}
