/// A progress bar with its percentage: the done part in the gauge style (reverse video by
/// default), the rest as a dim `░` track, and the percentage right of it (` 58%`).
///
/// The fraction is clamped to 0…1 and NaN counts as 0. Both the bar and the percentage round
/// down, so neither claims 100% before the work is done.
public struct GaugeBar: Widget {
    /// How much is done, 0 to 1 (clamped when drawn).
    public var fraction: Double

    /// A bar filled to `fraction`, from 0 to 1.
    public init(fraction: Double) {
        self.fraction = fraction
    }

    /// `fraction` within 0…1; NaN is 0.
    public static func clamped(_ fraction: Double) -> Double {
        fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    }

    /// The whole percent done, 0 to 100, rounded down.
    public var percent: Int { Self.whole(fraction, of: 100) }

    /// How many whole units of `total` the fraction covers, rounded down; a hair of slack
    /// keeps binary rounding (0.58 × 100 = 57.99…) from losing a unit.
    static func whole(_ fraction: Double, of total: Int) -> Int {
        Int((clamped(fraction) * Double(total) + 1e-9).rounded(.down))
    }

    /// Draws on the first row of `area`.
    public func render(in area: Rect, into frame: inout Frame) {
        let row = area.row(0)
        guard !row.isEmpty else { return }
        let theme = frame.theme
        let digits = String(percent)
        let label = String(repeating: " ", count: max(0, 3 - digits.count)) + digits + "%"
        let barWidth = row.columns - 5
        if barWidth >= 1 {
            let filled = Self.whole(fraction, of: barWidth)
            frame.buffer.fill(Rect(x: row.x, y: row.y, columns: filled, rows: 1), style: theme.gaugeFilled)
            frame.buffer.fill(
                Rect(x: row.x + filled, y: row.y, columns: barWidth - filled, rows: 1), with: "░", style: theme.hint)
        }
        frame.buffer.write(
            label, at: Point(x: row.maxX - DisplayWidth.of(label), y: row.y), style: theme.dialog, clip: row)
    }
}
