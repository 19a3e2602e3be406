/// The month and year a card expires, shown as `MM/YY`; the card is good until the end of that
/// month.
///
/// An expiry field keeps what is typed and shows `CardExpiry.format(typing:)`, which inserts
/// the slash as soon as the month is complete; Backspace goes through
/// `CardExpiry.deleteBackward(in:)` so it can take the slash away with the digit before it.
public struct CardExpiry: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The month, 1 to 12.
    public let month: Int
    /// The year, with four digits.
    public let year: Int

    /// The expiry `month` (1 to 12) of `year` (four digits, 2000 to 2099); `nil` otherwise.
    public init?(month: Int, year: Int) {
        guard (1...12).contains(month), (2000...2099).contains(year) else { return nil }
        self.month = month
        self.year = year
    }

    /// The expiry in typed text such as `"12/27"`, `"1227"`, `"1/27"` or `"12/2027"`; `nil` while
    /// it is incomplete (`"12/2"`) or when the month is not 1 to 12 (`"13/27"`).
    public init?(_ text: some StringProtocol) {
        guard case .complete(let month, let year) = ExpiryText(text).state else { return nil }
        self.init(month: month, year: year)
    }

    /// The expiry as `MM/YY`, e.g. `12/27`.
    public var formatted: String {
        ExpiryText.twoDigits(month) + "/" + ExpiryText.twoDigits(year % 100)
    }

    /// The expiry as `MM/YY`.
    public var description: String { formatted }

    /// The month the card expires in.
    public var yearMonth: YearMonth {
        YearMonth(year: year, month: month)
    }

    /// Whether the card can no longer be used in the month `today`: it is good through the whole
    /// month it expires in.
    public func isExpired(in today: YearMonth) -> Bool {
        yearMonth < today
    }

    public static func < (lhs: CardExpiry, rhs: CardExpiry) -> Bool {
        lhs.yearMonth < rhs.yearMonth
    }

    /// What an expiry field shows for the typed `text`: `MM/YY`, as far as typed.
    ///
    /// The slash appears once the month is complete (`"12"` → `"12/"`); a first digit 2 to 9 can
    /// only be a month `0N` (`"4"` → `"04/"`); a typed slash completes a one-digit month (`"1/"` →
    /// `"01/"`); a `1` waits for a second digit, so `"127"` is `"12/7"`, not January 2027. A
    /// four-digit year `20YY` is shortened to `YY`; anything past `MM/YY` and any character
    /// other than digits and the slash are dropped.
    public static func format(typing text: some StringProtocol) -> String {
        let expiry = ExpiryText(text)
        switch expiry.month.count {
        case 0: return ""
        case 1: return expiry.month
        default: return expiry.month + "/" + expiry.year
        }
    }

    /// What Backspace at the end of an expiry field leaves: the last digit removed, with a slash
    /// the formatting inserted (`"12/"` → `"1"`, `"12/27"` → `"12/2"`).
    public static func deleteBackward(in text: some StringProtocol) -> String {
        var shown = format(typing: text)
        if shown.last == "/" { shown.removeLast() }
        if !shown.isEmpty { shown.removeLast() }
        return format(typing: shown)
    }
}
