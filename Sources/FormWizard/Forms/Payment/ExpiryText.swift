/// Typed expiry text read as month digits and year digits, the way the expiry field shows it.
struct ExpiryText {
    /// Zero to two digits; a single digit 2 to 9 or one followed by a slash is already `0N`.
    let month: String
    /// Zero to two digits of the year after 2000.
    let year: String

    /// How far the text is from a usable expiry.
    enum State: Equatable {
        case empty
        case incomplete
        case invalidMonth
        case complete(month: Int, year: Int)
    }

    init(_ text: some StringProtocol) {
        var month: [Character]
        var year: [Character]
        if let slash = text.firstIndex(of: "/"), text[..<slash].contains(where: \.isASCIIDigit) {
            month = text[..<slash].filter(\.isASCIIDigit)
            year = text[text.index(after: slash)...].filter(\.isASCIIDigit)
            if month.count == 1 { month.insert("0", at: 0) }
        } else {
            let digits = text.filter(\.isASCIIDigit)
            month = Array(digits.prefix(2))
            year = Array(digits.dropFirst(2))
            if let first = digits.first, first > "1" {
                month = ["0", first]
                year = Array(digits.dropFirst())
            }
        }
        if month.count > 2 {
            year = month[2...] + year
            month = Array(month.prefix(2))
        }
        if year.count == 4 && year.starts(with: ["2", "0"]) {
            year.removeFirst(2)
        }
        self.month = String(month)
        self.year = String(year.prefix(2))
    }

    var state: State {
        if month.isEmpty { return .empty }
        guard month.count == 2, let number = Int(month) else { return .incomplete }
        guard (1...12).contains(number) else { return .invalidMonth }
        guard year.count == 2, let short = Int(year) else { return .incomplete }
        return .complete(month: number, year: 2000 + short)
    }

    static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }
}
