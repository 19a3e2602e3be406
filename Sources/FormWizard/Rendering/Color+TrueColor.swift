extension Color {
    /// A true colour, shown as it is where the terminal has true colours and as the nearest
    /// palette colour elsewhere.
    ///
    /// Cells keep a colour in nine bits, so true colours are numbered in a table the process
    /// keeps (`TrueColorTable`): up to 255 of them, more than any set of themes needs. Past
    /// that, a new one is the nearest of the 256 palette colours.
    /// - Parameters:
    ///   - red: 0–255.
    ///   - green: 0–255.
    ///   - blue: 0–255.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        let value = UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        if let number = TrueColorTable.shared.number(for: value) {
            self.init(raw: Int16(256 + number))
        } else {
            self.init(raw: Int16(Color.nearestIndex(to: value, among: 256)))
        }
    }

    /// The value (`0xRRGGBB`) of a true colour; `nil` for the default and palette colours.
    public var rgb: UInt32? {
        index >= 256 ? TrueColorTable.shared.value(of: Int(index) - 256) : nil
    }

    /// The colour's value as red, green and blue (`0xRRGGBB`): a true colour's own, a palette
    /// colour's usual one (xterm's); `nil` for the default.
    public var approximateRGB: UInt32? {
        if let rgb { return rgb }
        return index < 0 ? nil : Color.paletteValue(Int(index))
    }

    /// The colour as a terminal of `count` colours shows it: itself when it has it, else the
    /// nearest it has (a true colour on a 256-colour terminal, `brightRed` on an 8-colour one).
    ///
    /// `count` is what terminfo says (`colors`): 8, 16, 88, 256, or 16,777,216 for true colour.
    /// The default colour stays the default.
    public func reduced(toColors count: Int) -> Color {
        guard index >= 0 else { return self }
        if rgb != nil, count >= 1 << 24 { return self }
        if rgb == nil, Int(index) < count { return self }
        guard let value = approximateRGB else { return .default }
        if rgb == nil, index < 16, count >= 8 { return Color(raw: index - 8) }  // bright onto basic
        let palette = count >= 256 ? 256 : count >= 16 ? 16 : 8
        return Color(raw: Int16(Color.nearestIndex(to: value, among: palette)))
    }

    /// The palette index (below `count`: 8, 16 or 256) nearest to `value` (`0xRRGGBB`).
    ///
    /// Among 256 the greys and the 6×6×6 cube are searched, not the 16 standard colours, whose
    /// values terminals change; among 16 or 8, xterm's values of those.
    static func nearestIndex(to value: UInt32, among count: Int) -> Int {
        let candidates = count >= 256 ? 16..<256 : 0..<min(count, 16)
        var best = candidates.lowerBound
        var bestDistance = Int.max
        for index in candidates {
            let distance = squaredDistance(value, paletteValue(index))
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }

    private static func squaredDistance(_ a: UInt32, _ b: UInt32) -> Int {
        var total = 0
        for shift: UInt32 in [16, 8, 0] {
            let difference = Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)
            total += difference * difference
        }
        return total
    }

    /// xterm's value of palette colour `index` (0–255).
    static func paletteValue(_ index: Int) -> UInt32 {
        switch index {
        case 0..<16: return standardValues[index]
        case 16..<232:
            let cube = index - 16
            let levels: [UInt32] = [0, 95, 135, 175, 215, 255]
            return levels[cube / 36] << 16 | levels[cube / 6 % 6] << 8 | levels[cube % 6]
        default:
            let grey = UInt32(8 + 10 * (index - 232))
            return grey << 16 | grey << 8 | grey
        }
    }

    private static let standardValues: [UInt32] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ]
}

/// The true colours the process has made, numbered in order (`Color(red:green:blue:)`).
///
/// Bounded (255) and filled by themes, not by what is drawn.
final class TrueColorTable: Sendable {
    static let shared = TrueColorTable()
    static let capacity = 255

    private let values = Lock<[UInt32]>([])

    /// The number of `value`, added if new; `nil` when the table is full.
    func number(for value: UInt32) -> Int? {
        values.withLock { values in
            if let number = values.firstIndex(of: value) { return number }
            guard values.count < Self.capacity else { return nil }
            values.append(value)
            return values.count - 1
        }
    }

    /// The value numbered `number`.
    func value(of number: Int) -> UInt32? {
        values.withLock { number < $0.count ? $0[number] : nil }
    }
}
