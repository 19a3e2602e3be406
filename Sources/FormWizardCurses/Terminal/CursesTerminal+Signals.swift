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
    /// Reports resizes as they happen. ncurses would notice a resize only on its next read
    /// (`KEY_RESIZE`), so SIGWINCH is taken with a Dispatch signal source instead, and the
    /// screen relayouts at once. A resize before the source is installed (at startup, while
    /// ncurses' own handler still takes the signal) is caught by reading the size once then.
    func startWatchingResizes() {
        let source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.windowSizeChanged() }
        }
        source.setRegistrationHandler { [weak self] in
            MainActor.assumeIsolated { self?.windowSizeChanged() }
        }
        source.resume()
        resizeSource = source
    }

    /// Turns bracketed paste back on after Ctrl-Z and `fg` (ncurses' SIGTSTP handler restores
    /// the screen, but the shell turns the mode off while it runs), and picks up a resize that
    /// happened meanwhile.
    func startWatchingContinues() {
        let source = DispatchSource.makeSignalSource(signal: SIGCONT, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self, !self.isClosed else { return }
                self.writeToTTY(Self.bracketedPasteOn)
                self.windowSizeChanged()
            }
        }
        source.resume()
        continueSource = source
    }

    /// Reads the kernel's window size, resizes ncurses' screens, and reports `.resize`.
    func windowSizeChanged() {
        guard !isClosed else { return }
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard fw_window_size(fileno(tty), &rows, &columns) == 0, rows > 0, columns > 0 else { return }
        let newSize = Size(columns: Int(columns), rows: Int(rows))
        guard newSize != size else { return }
        resizeterm(rows, columns)
        size = newSize
        inputHandler?([.resize(newSize)])
    }
}
