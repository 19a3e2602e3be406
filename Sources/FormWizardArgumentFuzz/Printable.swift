/// Bytes a child wrote, made safe to print on the fuzzer's terminal: escape sequences and
/// other control characters shown as `\e`, `\x07`, invalid UTF-8 as U+FFFD.
enum Printable {
    /// `bytes` as one line of at most `limit` characters, line breaks shown as `⏎`.
    static func line(_ bytes: ArraySlice<UInt8>, limit: Int) -> String {
        var text = ""
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            switch scalar.value {
            case 0x0A: text += "⏎"
            case 0x1B: text += "\\e"
            case 0..<0x20, 0x7F..<0xA0, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
                text += "\\x" + String(scalar.value, radix: 16)
            default: text.unicodeScalars.append(scalar)
            }
            if text.count >= limit { return text + "…" }
        }
        return text
    }

    /// `bytes` as lines, each made safe as `line` does, the terminal's own sequences (CSI and
    /// OSC) dropped, so that what the child drew reads as text.
    static func lines(_ bytes: [UInt8], limit: Int) -> [String] {
        var plain: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
                index += 2
                while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
                index += 1
                plain.append(32)
                continue
            }
            if byte == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "]") {
                while index < bytes.count, bytes[index] != 0x07, bytes[index] != 0x9C { index += 1 }
                index += 1
                continue
            }
            if byte == 0x1B, index + 1 < bytes.count {
                // A two-byte sequence (ESC 7, ESC =), or ESC ( B choosing a character set.
                index += "()".utf8.contains(bytes[index + 1]) ? 3 : 2
                continue
            }
            if byte != 13 { plain.append(byte) }
            index += 1
        }
        return plain.split(separator: 10, omittingEmptySubsequences: true)
            .map { line($0, limit: limit) }
            .filter { !$0.allSatisfy { $0 == " " } }
    }
}
