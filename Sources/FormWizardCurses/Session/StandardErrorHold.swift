import CNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Holds what is written to stderr while the screen is up, when stderr is the terminal.
///
/// Written there, it would land on the dialogs and vanish with the alternate screen: a log
/// line, or a `fatalError`'s message just before the crash. It goes to a file in memory
/// instead (an unlinked temporary file where there is none), and is copied to stderr once the
/// terminal is restored: by `release()`, or from a crash's signal handler
/// (`EmergencyRestore.restore()`). When stderr is a file or a pipe, nothing is held: there it
/// harms nothing, and a log should not be delayed.
@MainActor
final class StandardErrorHold {
    private let descriptor: Int32

    /// Starts holding stderr; `nil` when it is not a terminal or no file can be made.
    init?() {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        let descriptor = Self.makeFile()
        guard descriptor >= 0 else { return nil }
        let original = dup(STDERR_FILENO)
        guard original >= 0, dup2(descriptor, STDERR_FILENO) >= 0 else {
            if original >= 0 { close(original) }
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        EmergencyRestore.holdError(in: descriptor, original: original)
    }

    /// Points stderr back at the terminal and writes what it held there.
    func release() {
        EmergencyRestore.releaseError()
        close(descriptor)
    }

    /// A file for stderr to go to: in memory (about a microsecond, where a temporary file on
    /// disk takes 20 µs and more before the first frame), else an unlinked temporary file.
    private static func makeFile() -> Int32 {
        let descriptor = fw_memory_file("formwizard-stderr")
        if descriptor >= 0 { return descriptor }
        guard let file = tmpfile() else { return -1 }
        defer { fclose(file) }
        return dup(fileno(file))
    }
}
