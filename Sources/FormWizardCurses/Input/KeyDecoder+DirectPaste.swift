import FormWizard

extension KeyDecoder {
    /// What ends a bracketed paste, as the terminal sends it.
    static let pasteEndMarker = Array("\u{1B}[201~".utf8)

    /// Continues a paste with bytes read from the tty directly: ncurses reads one byte per
    /// system call, which makes a paste of a megabyte take seconds.
    ///
    /// The bytes are text up to the paste-end marker, which may be split across calls. Does
    /// nothing unless a paste is under way.
    /// - Returns: the paste, once its end marker is in `bytes`, and how many bytes were used;
    ///   the bytes after the marker are input for ncurses to read as keys.
    mutating func decodePaste(bytes: some Collection<UInt8>) -> (events: [InputEvent], used: Int) {
        guard var text = paste else { return ([], 0) }
        paste = nil  // moved out, so that appending does not copy it
        let marker = Self.pasteEndMarker
        var used = 0
        for byte in bytes {
            used += 1
            if byte == marker[pasteEndMatched] {
                pasteEndMatched += 1
                guard pasteEndMatched == marker.count else { continue }
                pasteEndMatched = 0
                utf8.interrupt { text.append($0) }
                return ([.paste(text.text)], used)
            }
            for pending in marker[0..<pasteEndMatched] {
                utf8.feed(pending) { text.append($0) }
            }
            pasteEndMatched = byte == marker[0] ? 1 : 0
            if pasteEndMatched == 0 {
                utf8.feed(byte) { text.append($0) }
            }
        }
        paste = text
        return ([], used)
    }
}
