/// What a child wrote on one stream, kept bounded: its first and last bytes, how much in all,
/// and the first line that holds Swift's `Fatal error` (the runtime's message before a trap).
struct OutputCapture: Sendable {
    private(set) var head: [UInt8] = []
    private(set) var tail: [UInt8] = []
    private(set) var count = 0
    private(set) var fatalLine: String?
    private let limit: Int

    init(limit: Int = 16 * 1024) {
        self.limit = limit
    }

    private static let marker = Array("Fatal error".utf8)

    mutating func append(_ bytes: ArraySlice<UInt8>) {
        count += bytes.count
        let room = limit - head.count
        if room > 0 { head += bytes.prefix(room) }
        tail += bytes
        if tail.count > 2 * limit { tail.removeFirst(tail.count - limit) }
        if fatalLine == nil { findFatal(from: max(0, tail.count - bytes.count - Self.marker.count)) }
    }

    /// Looks for the marker in `tail` from `start`, and takes the line around it.
    private mutating func findFatal(from start: Int) {
        guard tail.count >= Self.marker.count else { return }
        var index = start
        while index + Self.marker.count <= tail.count {
            if tail[index..<index + Self.marker.count].elementsEqual(Self.marker) {
                let lineStart = tail[..<index].lastIndex(of: 10).map { $0 + 1 } ?? 0
                let lineEnd = tail[index...].firstIndex(of: 10) ?? tail.count
                fatalLine = Printable.line(tail[lineStart..<lineEnd], limit: 300)
                return
            }
            index += 1
        }
    }

    /// Everything when it was kept whole, else the head and the tail with `…` between.
    var bytes: [UInt8] {
        count == tail.count ? tail : head + Array(" … ".utf8) + tail.suffix(limit)
    }

    /// Whether anything but blanks was written.
    var hasText: Bool {
        head.contains { $0 != 32 && $0 != 10 && $0 != 13 && $0 != 9 }
    }
}
