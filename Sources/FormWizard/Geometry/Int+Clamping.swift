extension Int {
    /// The largest size, count, length, index or position a number from outside is taken to
    /// mean: `Int32.max`. Numbers a caller passes (a public initialiser's, a public property's, a
    /// command line's) are clamped to `-entryLimit...entryLimit` where they enter, so that the
    /// layout can add and multiply a few of them without reaching `Int`'s bounds.
    package static let entryLimit = Int(Int32.max)

    /// This number clamped to `-entryLimit...entryLimit` (see `entryLimit`).
    package var clampedAtEntry: Int { clamped(to: -Self.entryLimit...Self.entryLimit) }

    /// This number moved into `range`: its nearest bound when outside.
    package func clamped(to range: ClosedRange<Int>) -> Int {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }

    /// The sum, or the nearest bound of `Int` when it would overflow.
    package func addingSaturated(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other < 0 ? .min : .max) : sum
    }

    /// The product, or the nearest bound of `Int` when it would overflow.
    package func multipliedSaturated(by other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? ((self < 0) == (other < 0) ? .max : .min) : product
    }
}
