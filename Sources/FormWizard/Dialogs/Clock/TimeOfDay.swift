/// A time of day to the second, with no date and no time zone: what a time picker returns.
///
/// Its `description` is ISO 8601's `HH:MM:SS` (`09:05:00`); `init?(_:)` reads that form back,
/// or `HH:MM`.
public struct TimeOfDay: Hashable, Comparable, Sendable, CustomStringConvertible, LosslessStringConvertible {
    /// The hour, from 0 to 23.
    public let hour: Int
    /// The minute, from 0 to 59.
    public let minute: Int
    /// The second, from 0 to 59.
    public let second: Int

    /// The time `hour`:`minute`:`second`, or `nil` when one is out of its range.
    public init?(hour: Int, minute: Int, second: Int = 0) {
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return nil }
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Reads `HH:MM:SS` or `HH:MM`; `nil` for anything else.
    public init?(_ description: String) {
        let parts = description.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCIIDigit) }),
            let hour = Int(parts[0]), let minute = Int(parts[1])
        else { return nil }
        self.init(hour: hour, minute: minute, second: parts.count == 3 ? Int(parts[2]) ?? 60 : 0)
    }

    /// `HH:MM:SS`.
    public var description: String {
        [hour, minute, second].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
    }

    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
        (lhs.hour, lhs.minute, lhs.second) < (rhs.hour, rhs.minute, rhs.second)
    }

    /// Midnight, 00:00:00.
    public static let midnight = TimeOfDay(hour: 0, minute: 0)!
}
