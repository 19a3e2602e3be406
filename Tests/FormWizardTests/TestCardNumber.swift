import FormWizard
import Testing

struct TestCardNumber {
    @Test(
        arguments: [
            ("", ""), ("4", "4"), ("4111", "4111"), ("41111", "4111 1"), ("4111111111111111", "4111 1111 1111 1111"),
            ("4111111111111111003", "4111 1111 1111 1111 003"), ("4222222222222", "4222 2222 2222 2"),
            ("5555555555554444", "5555 5555 5555 4444"), ("2223003122003222", "2223 0031 2200 3222"),
            ("378282246310005", "3782 822463 10005"), ("3782822463", "3782 822463"), ("37828224631", "3782 822463 1"),
            ("3782822463100052", "3782 822463 10005 2"),
        ] as [(String, String)])
    func groupsTheDigitsByBrand(digits: String, formatted: String) {
        #expect(CardNumber(digits).formatted == formatted)
    }

    @Test func keepsAtMost19DigitsAndNothingElse() {
        let number = CardNumber("4111-1111 1111 1111 9876 5432 x")
        #expect(number.digits == "4111111111111111987")
        #expect(CardNumber("card: 4111").digits == "4111")
        #expect(CardNumber().digits == "")
    }

    @Test(
        arguments: [
            ("4111111111111111", true), ("5555555555554444", true), ("2223003122003222", true),
            ("378282246310005", true), ("371449635398431", true), ("6011111111111117", true),
            ("4222222222222", true), ("4111111111111111003", true),
            ("4111111111111112", false),  // Luhn
            ("378282246310006", false),  // Luhn
            ("411111111111108", false),  // a Visa cannot have 15 digits
            ("3782822463100003", false),  // an American Express number has 15
            ("555555555555400", false),  // a Mastercard has 16
            ("6000000000000007", false),  // no known brand
            ("", false), ("4", false),
        ] as [(String, Bool)])
    func validNumbersHaveABrandALengthOfItAndALuhnDigit(digits: String, valid: Bool) {
        #expect(CardNumber(digits).isValid == valid)
    }

    @Test func lastFour() {
        #expect(CardNumber("4111111111111234").lastFour == "1234")
        #expect(CardNumber("42").lastFour == "42")
    }

    @Test(
        arguments: [
            ("4111111111111111", [0, 1, 2, 3, 4, 6, 7, 8, 9, 11, 12, 13, 14, 16, 17, 18, 19]),
            ("378282246310005", [0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17]),
            ("41111", [0, 1, 2, 3, 4, 6]),
        ] as [(String, [Int])])
    func columnAfterEachDigit(digits: String, columns: [Int]) {
        let number = CardNumber(digits)
        #expect((0...digits.count).map { number.column(afterDigits: $0) } == columns)
        #expect(columns.map { number.digitCount(beforeColumn: $0) } == Array(0...digits.count))
    }

    @Test(
        arguments: [
            (-1, 0), (0, 0), (3, 3), (4, 4), (5, 4), (6, 5), (9, 8), (10, 8), (18, 15), (19, 16), (40, 16),
        ] as [(Int, Int)])
    func digitsBeforeAColumn(column: Int, count: Int) {
        #expect(CardNumber("4111111111111111").digitCount(beforeColumn: column) == count)
    }

    @Test func columnsAreClampedToTheDigits() {
        #expect(CardNumber("4111").column(afterDigits: -2) == 0)
        #expect(CardNumber("4111").column(afterDigits: 9) == 4)
    }

    enum Edit: Sendable, CustomStringConvertible {
        case insert(String), backspace, delete

        var description: String {
            switch self {
            case .insert(let text): "insert \(text)"
            case .backspace: "backspace"
            case .delete: "delete"
            }
        }
    }

    struct Field: Equatable, CustomStringConvertible {
        var text: String
        var column: Int
        var description: String { "\(text.prefix(column))|\(text.dropFirst(column))" }
    }

    /// Cases are written as the field shows them: `|` is the cursor.
    @Test(
        arguments: [
            ("|", Edit.insert("4"), "4|"),
            ("4111|", .insert("1"), "4111 1|"),
            ("1234 5678|", .insert("9"), "1234 5678 9|"),
            ("12|34 5678", .insert("9"), "129|3 4567 8"),
            ("1234 |5678", .insert("9"), "1234 9|567 8"),
            ("|", .insert("4111 1111 1111 1111"), "4111 1111 1111 1111|"),
            ("|7828 2246 3100 0", .insert("3"), "3|782 822463 1000"),
            ("4111 1111 1111 1111 111|", .insert("2"), "4111 1111 1111 1111 111|"),
            ("4111 1111 1111 11|11", .insert("234"), "4111 1111 1111 1123 4|11"),
            ("41|11", .insert("ab"), "41|11"),
            ("1234 |5678", .backspace, "123|5 678"),
            ("1234| 5678", .backspace, "123|5 678"),
            ("1234 5|678", .backspace, "1234| 678"),
            ("1234 5678|", .backspace, "1234 567|"),
            ("1234 5|", .backspace, "1234|"),
            ("|1234", .backspace, "|1234"),
            ("3|782 822463 10005", .backspace, "|7828 2246 3100 05"),
            ("1234| 5678", .delete, "1234| 678"),
            ("1234 |5678", .delete, "1234| 678"),
            ("1|234 5678", .delete, "1|345 678"),
            ("1234 5678|", .delete, "1234 5678|"),
        ] as [(String, Edit, String)])
    func editsRegroupAndPlaceTheCursor(before: String, edit: Edit, after: String) {
        let start = Self.field(before)
        var number = CardNumber(start.text)
        #expect(number.formatted == start.text, "the case starts from a formatted number")
        let column =
            switch edit {
            case .insert(let text): number.insert(text, atColumn: start.column)
            case .backspace: number.deleteBackward(atColumn: start.column)
            case .delete: number.deleteForward(atColumn: start.column)
            }
        #expect(Field(text: number.formatted, column: column) == Self.field(after))
    }

    private static func field(_ picture: String) -> Field {
        let cursor = picture.firstIndex(of: "|")!
        return Field(text: picture.filter { $0 != "|" }, column: picture.distance(from: picture.startIndex, to: cursor))
    }
}

struct TestCardNumberValidator {
    @Test(
        arguments: [
            ("4111111111111111", nil), ("4111 1111 1111 1111", nil), ("4111-1111-1111-1111", nil),
            ("5555555555554444", nil), ("2223003122003222", nil), ("378282246310005", nil), ("371449635398431", nil),
            ("6011111111111117", nil), ("", nil),
            ("4111111111111112", "Check the card number for a typo"),
            ("4111 1111 1111 111", "Visa card numbers have 13, 16 or 19 digits"),
            ("411111111111108", "Visa card numbers have 13, 16 or 19 digits"),
            ("3782822463100003", "American Express card numbers have 15 digits"),
            ("55555555555544440", "Mastercard card numbers have 16 digits"),
            ("41111000000000000006", "Visa card numbers have 13, 16 or 19 digits"),
            ("6000000000000007", "Enter a Visa, Mastercard, American Express or Discover card number"),
            ("4111 1111 1111 111O", "A card number has only digits"),
        ] as [(String, String?)])
    func cardNumbers(text: String, message: String?) {
        #expect(Validator<String>.cardNumber().validate(text) == message)
    }

    @Test func acceptsOnlyTheBrandsGiven() {
        let validator: Validator<String> = .cardNumber(accepting: [.visa, .mastercard])
        #expect(validator.validate("378282246310005") == "Enter a Visa or Mastercard card number")
        #expect(validator.validate("5555555555554444") == nil)
        #expect(validator.validate("4") == "Visa card numbers have 13, 16 or 19 digits")
        #expect(Validator<String>.cardNumber(message: "Card?").validate("4") == "Card?")
    }
}
