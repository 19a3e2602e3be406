import CNcurses
import FormWizard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension CursesTerminal {
    /// The most bytes handed back to ncurses after a paste (its input buffer is small); more,
    /// which takes typing during a paste, are decoded without ncurses' key sequences.
    static let maximumPushBack = 128

    /// Reads the rest of a paste from the tty directly, 64 KiB at a time, until its end marker,
    /// until nothing more is there now, or for 1 MiB (the read source fires again for more).
    /// Bytes after the marker go back to ncurses.
    ///
    /// Only called after ncurses was drained: while a paste is under way ncurses reads nothing,
    /// so it holds no byte of it.
    /// - Returns: how many bytes it read.
    func readPasteDirectly(into events: inout [InputEvent]) -> Int {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var descriptor = pollfd(fd: fileno(tty), events: Int16(POLLIN), revents: 0)
        var total = 0
        for _ in 0..<16 {
            guard decoder.isPasting, poll(&descriptor, 1, 0) > 0, descriptor.revents & Int16(POLLIN) != 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(fileno(tty), $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            total += count
            let (pasted, used) = decoder.decodePaste(bytes: buffer[0..<count])
            events += pasted
            if used < count { pushBack(buffer[used..<count], into: &events) }
        }
        return total
    }

    /// Hands `bytes` back to ncurses (`ungetch`, last first) so that it reads them as keys.
    private func pushBack(_ bytes: ArraySlice<UInt8>, into events: inout [InputEvent]) {
        let kept = bytes.prefix(Self.maximumPushBack)
        if bytes.count > kept.count {
            events += decoder.decode(bytes.dropFirst(kept.count).map(RawInput.byte))
        }
        for byte in kept.reversed() {
            ungetch(Int32(byte))
        }
    }
}
