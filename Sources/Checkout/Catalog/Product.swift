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
