import CNcurses
import Dispatch
import FormWizard
import Glibc

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
        source.setCancelHandler { Glibc.close(descriptor) }
        source.resume()
        readSource = source
    }

    /// Drains what ncurses can read now and hands it to `inputHandler` in one call.
    ///
    /// It reads bytes and key codes with `wgetch` and leaves UTF-8 to `KeyDecoder` (see
    /// `RawInput` for why not `wget_wch`).
    func readInput() {
        guard !isClosed else { return }
        let window = fw_stdscr()
        var batch: [RawInput] = []
        while batch.count < Self.maximumBatch {
            let input = wgetch(window)
            if input == fw_err() { break }
            batch.append(input <= 0xFF ? .byte(UInt8(input)) : .keyCode(input))
        }
        if batch.isEmpty {
            hangUpIfTTYIsGone()
            return
        }
        if batch.count == Self.maximumBatch {
            Task { [weak self] in self?.readInput() }
        }
        // ncurses reports KEY_RESIZE only if a SIGWINCH reached its own handler (in the moment
        // before the resize source replaced it); the decoder drops it, the size is read here.
        if batch.contains(.keyCode(KEY_RESIZE)) { windowSizeChanged() }
        let events = decoder.decode(batch)
        if !events.isEmpty { inputHandler?(events) }
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
