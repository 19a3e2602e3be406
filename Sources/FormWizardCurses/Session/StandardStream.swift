#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process' standard output and error, written with `write(2)`: unbuffered, so nothing is
/// lost when the process exits right after, and without Foundation.
public enum StandardStream: Int32, Sendable {
    /// Standard output, descriptor 1.
    case output = 1
    /// Standard error, descriptor 2.
    case error = 2

    /// Writes all of `text`, retrying after interruptions; stops silently when the stream is
    /// closed or broken.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard var next = bytes.baseAddress else { return }
            var remaining = bytes.count
            while remaining > 0 {
                let written = SystemCall.write(rawValue, next, remaining)
                if written < 0, errno == EINTR { continue }
                if written <= 0 { return }
                next += written
                remaining -= written
            }
        }
    }
}
