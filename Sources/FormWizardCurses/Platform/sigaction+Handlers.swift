#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The handler fields of `struct sigaction`, one spelling for every C library: glibc keeps
/// them in the union `__sigaction_handler`, Darwin in `__sigaction_u` with other names.
extension sigaction {
    /// The plain handler (`sa_handler`), also `SIG_DFL` and `SIG_IGN`.
    var handler: (@convention(c) (Int32) -> Void)? {
        get {
            #if canImport(Darwin)
                __sigaction_u.__sa_handler
            #else
                __sigaction_handler.sa_handler
            #endif
        }
        set {
            #if canImport(Darwin)
                __sigaction_u.__sa_handler = newValue
            #else
                __sigaction_handler.sa_handler = newValue
            #endif
        }
    }

    /// The handler given the signal's details (`sa_sigaction`, with `SA_SIGINFO`).
    var infoHandler: (@convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void)? {
        get {
            #if canImport(Darwin)
                __sigaction_u.__sa_sigaction
            #else
                __sigaction_handler.sa_sigaction
            #endif
        }
        set {
            #if canImport(Darwin)
                __sigaction_u.__sa_sigaction = newValue
            #else
                __sigaction_handler.sa_sigaction = newValue
            #endif
        }
    }
}
