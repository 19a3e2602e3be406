extension Point {
    /// This point with each coordinate clamped to ±`Int32.max` (`Int.entryLimit`): a position a
    /// caller passes, made safe for arithmetic where it enters.
    package var clampedAtEntry: Point {
        Point(x: x.clampedAtEntry, y: y.clampedAtEntry)
    }
}
