import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process' standard output and error, written with `write(2)`: unbuffered, so nothing is
/// lost when the process exits right after (there is nothing to flush), and without Foundation.
public enum StandardStream: Int32, Sendable {
    /// Standard output, descriptor 1.
    case output = 1
    /// Standard error, descriptor 2.
    case error = 2

    /// The standard descriptors found closed by `reserveClosedDescriptors()`, one bit each.
    private static let closedDescriptors = Atomic<UInt8>(0)

    /// Writes all of `text`, retrying after interruptions; stops when the stream is closed or
    /// broken.
    ///
    /// - Returns: whether all of it was written (`checkedWrite(_:)` says why not).
    @discardableResult
    public func write(_ text: String) -> Bool {
        do {
            try checkedWrite(text)
            return true
        } catch {
            return false
        }
    }

    /// Writes all of `text`, retrying after interruptions.
    ///
    /// - Throws: `StandardStream.WriteError` when not all of it could be written: the stream
    ///   is closed, the disk is full (`ENOSPC`), or the write fails otherwise.
    public func checkedWrite(_ text: String) throws(WriteError) {
        if Self.closedDescriptors.load(ordering: .relaxed) & (1 << rawValue) != 0 {
            throw WriteError(errorNumber: EBADF)
        }
        var text = text
        let failure: Int32? = text.withUTF8 { bytes in
            guard var next = bytes.baseAddress else { return nil }
            var remaining = bytes.count
            while remaining > 0 {
                let written = SystemCall.write(rawValue, next, remaining)
                if written < 0, errno == EINTR { continue }
                if written < 0 { return errno }
                if written == 0 { return EIO }
                next += written
                remaining -= written
            }
            return nil
        }
        if let failure { throw WriteError(errorNumber: failure) }
    }

    /// Opens `/dev/null` in place of each standard descriptor (0, 1, 2) that is closed, and
    /// remembers that it was: otherwise the terminal opened next would take its number, and
    /// an answer for a closed stdout would land on the terminal instead of failing.
    static func reserveClosedDescriptors() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", O_RDWR)
            if opened != descriptor, opened >= 0 {
                dup2(opened, descriptor)
                SystemCall.close(opened)
            }
            closedDescriptors.bitwiseOr(1 << UInt8(descriptor), ordering: .relaxed)
        }
    }

    /// Why a write to a standard stream failed; the description is the reason to show a user.
    public struct WriteError: Error, Hashable, CustomStringConvertible {
        /// The `errno` of the failure (`EBADF` for a closed stream).
        public var errorNumber: Int32

        /// A failure with `errno` `errorNumber`.
        public init(errorNumber: Int32) {
            self.errorNumber = errorNumber
        }

        public var description: String {
            errorNumber == EBADF ? "it is closed" : String(cString: strerror(errorNumber))
        }
    }
}
