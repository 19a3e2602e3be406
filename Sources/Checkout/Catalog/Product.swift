/// Something the demo store sells.
public struct Product: Hashable, Sendable, Identifiable {
    public let id: Int
    public let name: String
    /// The price in cents.
    public let price: Int

    public init(id: Int, name: String, price: Int) {
        self.id = id
        self.name = name
        self.price = price
    }
}

/// An amount of money in cents, shown as `$1,234.56`.
public struct Money: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var cents: Int

    public init(cents: Int) {
        self.cents = cents
    }

    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }
    public static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }
    public static func * (lhs: Money, rhs: Int) -> Money { Money(cents: lhs.cents * rhs) }

    public var description: String {
        guard cents >= 0 else { return Self.describe(cents: cents) }
        // `$1,234.05` from the digits, right to left, into a buffer on the stack.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            var start = buffer.count
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            var rest = cents
            for _ in 0..<2 {
                put(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            }
            put(UInt8(ascii: "."))
            var digits = 0
            repeat {
                if digits > 0, digits % 3 == 0 { put(UInt8(ascii: ",")) }
                put(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
                digits += 1
            } while rest > 0
            put(UInt8(ascii: "$"))
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }

    /// The description of any amount, a negative one too, character by character.
    static func describe(cents: Int) -> String {
        let dollars = String(cents / 100)
        var grouped = ""
        for (index, digit) in dollars.enumerated() {
            if index > 0, (dollars.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        let rest = cents % 100
        return "$\(grouped).\(rest < 10 ? "0" : "")\(rest)"
    }
}
