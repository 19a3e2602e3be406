import FormWizard
import Testing

struct TestCardExpiry {
    @Test(
        arguments: [
            ("", ""), ("1", "1"), ("12", "12/"), ("12/", "12/"), ("12/2", "12/2"), ("12/27", "12/27"),
            ("1227", "12/27"),
            ("127", "12/7"), ("0", "0"), ("01", "01/"), ("2", "02/"), ("9", "09/"), ("20", "02/0"), ("1/", "01/"),
            ("1/27", "01/27"), ("13", "13/"), ("00", "00/"), ("12/2027", "12/27"), ("12/27/99", "12/27"),
            ("12 / 27", "12/27"), ("12345", "12/34"), ("ab", ""), ("/12", "12/"), ("123/4", "12/34"),
        ] as [(String, String)])
    func formatsWhatIsTyped(typed: String, shown: String) {
        #expect(CardExpiry.format(typing: typed) == shown)
    }

    @Test func typingOneKeyAtATime() {
        func type(_ keys: String) -> [String] {
            var shown = ""
            return keys.map { key in
                shown = CardExpiry.format(typing: shown + String(key))
                return shown
            }
        }
        #expect(type("1227") == ["1", "12/", "12/2", "12/27"])
        #expect(type("127") == ["1", "12/", "12/7"])
        #expect(type("1/27") == ["1", "01/", "01/2", "01/27"])
        #expect(type("0127") == ["0", "01/", "01/2", "01/27"])
        #expect(type("427") == ["04/", "04/2", "04/27"])
        #expect(type("12/27") == ["1", "12/", "12/", "12/2", "12/27"])
    }

    @Test(
        arguments: [
            ("12/", "1"), ("12/27", "12/2"), ("12/2", "12/"), ("02/", "0"), ("01/", "0"), ("1", ""), ("", ""),
            ("1227", "12/2"),
        ] as [(String, String)])
    func backspaceTakesTheInsertedSlashWithTheDigit(shown: String, after: String) {
        #expect(CardExpiry.deleteBackward(in: shown) == after)
    }

    @Test(
        arguments: [
            ("12/27", CardExpiry(month: 12, year: 2027)), ("1227", CardExpiry(month: 12, year: 2027)),
            ("1/27", CardExpiry(month: 1, year: 2027)), ("01/27", CardExpiry(month: 1, year: 2027)),
            ("12/2027", CardExpiry(month: 12, year: 2027)), ("4/30", CardExpiry(month: 4, year: 2030)),
            ("13/27", nil), ("00/27", nil), ("12/2", nil), ("1", nil), ("127", nil), ("", nil), ("12", nil),
        ] as [(String, CardExpiry?)])
    func parsesACompleteExpiry(text: String, expiry: CardExpiry?) {
        #expect(CardExpiry(text) == expiry)
    }

    @Test func monthAndYearMustBeInRange() throws {
        #expect(CardExpiry(month: 0, year: 2027) == nil)
        #expect(CardExpiry(month: 13, year: 2027) == nil)
        #expect(CardExpiry(month: 12, year: 27) == nil)
        let january = try #require(CardExpiry(month: 1, year: 2027))
        #expect([january.month, january.year] == [1, 2027])
        #expect(january.formatted == "01/27")
        #expect(CardExpiry(month: 12, year: 2030)?.description == "12/30")
    }

    @Test func expiresAfterItsMonth() throws {
        let expiry = try #require(CardExpiry(month: 12, year: 2026))
        #expect(!expiry.isExpired(in: YearMonth(year: 2026, month: 12)))
        #expect(expiry.isExpired(in: YearMonth(year: 2027, month: 1)))
        #expect(!expiry.isExpired(in: YearMonth(year: 2025, month: 12)))
    }

    static let december2026: @Sendable () -> YearMonth = { YearMonth(year: 2026, month: 12) }

    @Test(
        arguments: [
            ("12/26", nil), ("01/27", nil), ("1/27", nil), ("1226", nil), ("12/46", nil), ("", nil),
            ("11/26", "This card has expired"), ("12/25", "This card has expired"),
            ("13/27", "Enter a month from 01 to 12"), ("00/27", "Enter a month from 01 to 12"),
            ("1", "Enter the expiry date as MM/YY"), ("127", "Enter the expiry date as MM/YY"),
            ("12/", "Enter the expiry date as MM/YY"), ("ab", "Enter the expiry date as MM/YY"),
            ("01/47", "Check the expiry year"),
        ] as [(String, String?)])
    func expiryValidatedAgainstAnInjectedToday(text: String, message: String?) {
        #expect(Validator<String>.expiry(today: Self.december2026).validate(text) == message)
    }

    @Test func todayIsAskedOnEveryCheck() {
        let clock = MonthClock(YearMonth(year: 2026, month: 11))
        let validator = Validator<String>.expiry(today: { clock.now })
        #expect(validator.validate("11/26") == nil)
        clock.move(to: YearMonth(year: 2026, month: 12))
        #expect(validator.validate("11/26") == "This card has expired")
    }

    @Test func theDefaultTodayIsTheCurrentMonth() {
        let now = YearMonth.current()
        let validator = Validator<String>.expiry()
        let thisMonth = CardExpiry(month: now.month, year: now.year)!.formatted
        let lastMonth = now.adding(months: -1)
        #expect(validator.validate(thisMonth) == nil)
        #expect(
            validator.validate(CardExpiry(month: lastMonth.month, year: lastMonth.year)!.formatted)
                == "This card has expired")
    }
}

struct TestYearMonth {
    @Test(
        arguments: [
            (YearMonth(year: 2026, month: 12), 1, YearMonth(year: 2027, month: 1)),
            (YearMonth(year: 2026, month: 1), -1, YearMonth(year: 2025, month: 12)),
            (YearMonth(year: 2026, month: 5), 240, YearMonth(year: 2046, month: 5)),
            (YearMonth(year: 2026, month: 5), -17, YearMonth(year: 2024, month: 12)),
            (YearMonth(year: 2026, month: 5), 0, YearMonth(year: 2026, month: 5)),
        ] as [(YearMonth, Int, YearMonth)])
    func addingMonths(start: YearMonth, months: Int, result: YearMonth) {
        #expect(start.adding(months: months) == result)
    }

    @Test func ordersByYearThenMonth() {
        #expect(YearMonth(year: 2026, month: 12) < YearMonth(year: 2027, month: 1))
        #expect(YearMonth(year: 2026, month: 2) < YearMonth(year: 2026, month: 10))
        #expect(YearMonth(year: 2026, month: 3).description == "2026-03")
    }

    @Test func currentIsAPlausibleMonth() {
        let now = YearMonth.current()
        #expect(now.year >= 2024 && now.year < 2200)
        #expect((1...12).contains(now.month))
    }
}

/// A "today" a test can move forward.
final class MonthClock: Sendable {
    private let month: Lock<YearMonth>

    init(_ month: YearMonth) { self.month = Lock(month) }

    var now: YearMonth { month.withLock { $0 } }

    func move(to month: YearMonth) { self.month.withLock { $0 = month } }
}
