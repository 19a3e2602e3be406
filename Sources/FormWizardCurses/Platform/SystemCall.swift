#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library's `write`, `close` and `raise` for code inside types whose own `write` or `close`
/// hides them: spelled `Glibc.write` there, they would build on Linux only.
enum SystemCall {
    /// `write(2)`: the number of bytes written, or -1 with `errno` set.
    static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, bytes, count)
        #elseif canImport(Musl)
            Musl.write(descriptor, bytes, count)
        #else
            Darwin.write(descriptor, bytes, count)
        #endif
    }

    /// `close(2)`: 0, or -1 with `errno` set.
    @discardableResult
    static func close(_ descriptor: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.close(descriptor)
        #elseif canImport(Musl)
            Musl.close(descriptor)
        #else
            Darwin.close(descriptor)
        #endif
    }

    /// `raise(3)`: 0, or nonzero when the signal could not be sent. Async-signal-safe.
    @discardableResult
    static func raise(_ signal: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.raise(signal)
        #elseif canImport(Musl)
            Musl.raise(signal)
        #else
            Darwin.raise(signal)
        #endif
    }
}
