import Glibc

/// Holds what is written to stderr while the screen is up, when stderr is the terminal.
///
/// Written there, it would land on the dialogs and vanish with the alternate screen: a log
/// line, or a `fatalError`'s message just before the crash. It goes to an unlinked temporary
/// file instead, and is copied to stderr once the terminal is restored: by `release()`, or from
/// a crash's signal handler (`EmergencyRestore.restore()`). When stderr is a file or a pipe,
/// nothing is held: there it harms nothing, and a log should not be delayed.
@MainActor
final class StandardErrorHold {
    private let file: UnsafeMutablePointer<FILE>

    /// Starts holding stderr; `nil` when it is not a terminal or no temporary file can be made.
    init?() {
        guard isatty(STDERR_FILENO) == 1, let file = tmpfile() else { return nil }
        let original = dup(STDERR_FILENO)
        guard original >= 0, dup2(fileno(file), STDERR_FILENO) >= 0 else {
            if original >= 0 { close(original) }
            fclose(file)
            return nil
        }
        self.file = file
        EmergencyRestore.holdError(in: fileno(file), original: original)
    }

    /// Points stderr back at the terminal and writes what it held there.
    func release() {
        EmergencyRestore.releaseError()
        fclose(file)
    }
}
