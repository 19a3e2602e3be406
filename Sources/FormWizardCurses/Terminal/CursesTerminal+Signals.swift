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
            MainActor.assumeIsolated {
                SignalHandlers.unblockQuitAndSuspend()
                self?.windowSizeChanged()
            }
        }
        source.setRegistrationHandler { [weak self] in
            MainActor.assumeIsolated {
                // `init` set SIGWINCH to SIG_IGN again, which Dispatch does not undo after the
                // first terminal of the process.
                SignalWatcher.installDispatchHandler(for: SIGWINCH)
                self?.windowSizeChanged()
            }
        }
        source.resume()
        resizeSource = source
    }

    /// Turns keypad transmit, bracketed paste and the mouse back on after Ctrl-Z and `fg`, picks
    /// up a resize that happened meanwhile, and asks the screen for everything again. ncurses'
    /// SIGTSTP handler restores the screen but leaves keypad transmit off until its next read,
    /// which comes only after the next key: so the first arrow key would arrive in the
    /// terminal's other encoding and be lost. The shell turns bracketed paste off while it runs.
    func startWatchingContinues() {
        let source = DispatchSource.makeSignalSource(signal: SIGCONT, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                SignalHandlers.unblockQuitAndSuspend()
                guard let self, !self.isClosed else { return }
                keypad(fw_stdscr(), true)
                self.writeToTTY(Self.bracketedPasteOn)
                if self.reportsMouse, self.hasMouse { self.writeToTTY(Self.mouseOn) }
                self.windowSizeChanged()
                // ncurses repainted from its copy of the screen, which holds placeholders
                // where clusters were written beside it: everything is sent again.
                self.repaintHandler?()
            }
        }
        source.setRegistrationHandler {
            MainActor.assumeIsolated { SignalWatcher.installDispatchHandler(for: SIGCONT) }
        }
        source.resume()
        continueSource = source
    }

    /// Stops watching resizes and continues, and gives SIGWINCH and SIGCONT their default
    /// dispositions back: Dispatch's handler, left in place, would take them on the main
    /// thread and block nearly every signal there (see `SignalHandlers.release`).
    func stopWatchingSignals() {
        resizeSource?.cancel()
        continueSource?.cancel()
        signal(SIGWINCH, SIG_DFL)
        signal(SIGCONT, SIG_DFL)
    }

    /// Reads the kernel's window size, resizes ncurses' screens, and reports `.resize`.
    func windowSizeChanged() {
        guard !isClosed else { return }
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard fw_window_size(fileno(tty), &rows, &columns) == 0, rows > 0, columns > 0 else { return }
        let newSize = Size(columns: Int(columns), rows: Int(rows))
        guard newSize != size else { return }
        dropColumnWindows()
        resizeterm(rows, columns)
        size = newSize
        cursorAddresses = []
        // The region the restore resets is the whole screen of the new size.
        if scrollSequence != nil { armEmergencyRestore() }
        inputHandler?([.resize(newSize)])
    }
}

extension CursesTerminal {
    /// Prepares the restore that a crash or SIGQUIT performs from its signal handler: the tty's
    /// modes from before ncurses changed them, and the bytes for this terminal type and size
    /// (the scrolling region `ScrollSequence` sets is reset to the whole screen; a resize arms
    /// it again).
    func armEmergencyRestore() {
        let reset = scrollSequence?.reset(rows: size.rows) { capability, first, second in
            fw_tparm2(capability, Int32(first), Int32(second)).map { String(cString: $0) }
        }
        let sequence = RestoreSequence(
            capability: { name in fw_tigetstr(name).map { String(cString: $0) } }, scrollRegionReset: reset ?? "")
        EmergencyRestore.arm(descriptor: fileno(tty), modes: shellModes, sequence: sequence.bytes)
    }
}
