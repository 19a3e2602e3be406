import CNcurses
import Dispatch
import FormWizard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension CursesTerminal {
    /// At most this many inputs are read per batch, so that a huge paste does not hold the
    /// main actor; the rest is read in a task of its own (ncurses may already hold it, so
    /// the read source would not fire for it).
    static let maximumBatch = 64 * 1024

    /// Reads keys whenever the tty has input, on the main queue. The source watches a
    /// duplicate of the tty's descriptor, which its cancel handler closes: the tty itself can
    /// be closed at once, and Dispatch never watches a closed descriptor.
    func startReadingInput() {
        let descriptor = dup(fileno(tty))
        guard descriptor >= 0 else { return }
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readInput() }
        }
        source.setCancelHandler { SystemCall.close(descriptor) }
        source.resume()
        readSource = source
    }

    /// Drains what can be read now and hands it to `inputHandler` in one call.
    ///
    /// Keys come through ncurses, as bytes and key codes from `wgetch`; UTF-8 is left to
    /// `KeyDecoder` (see `RawInput` for why not `wget_wch`). Once a paste has started, its
    /// bytes are read directly (`readPasteDirectly`), and ncurses reads again after its end.
    func readInput() {
        guard !isClosed else { return }
        var events: [InputEvent] = []
        var readAnything = false
        for _ in 0..<4 {
            if decoder.isPasting {
                readAnything = readPasteDirectly(into: &events) > 0 || readAnything
                if decoder.isPasting { break }
            }
            let batch = readThroughNcurses()
            if batch.isEmpty { break }
            readAnything = true
            // ncurses reports KEY_RESIZE only if a SIGWINCH reached its own handler (in the
            // moment before the resize source replaced it); the decoder drops it.
            if batch.contains(.keyCode(KEY_RESIZE)) { windowSizeChanged() }
            events += decoder.decode(batch)
            if batch.count == Self.maximumBatch {
                Task { [weak self] in self?.readInput() }
                break
            }
            if !decoder.isPasting { break }
        }
        guard readAnything else {
            hangUpIfTTYIsGone()
            return
        }
        if !events.isEmpty { inputHandler?(events) }
    }

    /// What ncurses can read now, up to `maximumBatch` inputs or the start of a paste (whose
    /// bytes are read directly).
    private func readThroughNcurses() -> [RawInput] {
        let window = fw_stdscr()
        var batch: [RawInput] = []
        while batch.count < Self.maximumBatch {
            let input = wgetch(window)
            if input == fw_err() { break }
            if input <= 0xFF {
                batch.append(.byte(UInt8(input)))
                continue
            }
            batch.append(.keyCode(input))
            if decoder.keyCodes[input] == .pasteStart { break }
        }
        return batch
    }

    /// A tty that hangs up stays readable (end of file) and would wake the read source forever:
    /// stop reading, and raise SIGHUP so that whoever runs the program shuts down.
    private func hangUpIfTTYIsGone() {
        var descriptor = pollfd(fd: fileno(tty), events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0, descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 else {
            return
        }
        readSource?.cancel()
        readSource = nil
        raise(SIGHUP)
    }
}
