import FormWizard
import Testing

struct TestValidator {
    @Test(
        arguments: [
            ("", "Required"), (" ", "Required"), ("\t\n ", "Required"), ("a", nil), (" a ", nil), ("0", nil),
        ] as [(String, String?)])
    func requiredText(text: String, message: String?) {
        #expect(Validator<String>.required().validate(text) == message)
    }

    @Test(arguments: [(nil, "Required"), ("", "Required"), ("  ", "Required"), ("x", nil)] as [(String?, String?)])
    func requiredOptionalText(text: String?, message: String?) {
        #expect(Validator<String?>.required().validate(text) == message)
    }

    @Test func requiredOptionalValue() {
        let pick: Validator<Int?> = .required(message: "Pick one")
        #expect(pick.validate(nil) == "Pick one")
        #expect(pick.validate(0) == nil)
    }

    @Test func everyBuiltInMessageCanBeReplaced() {
        #expect(Validator<String>.required(message: "Your name, please").validate("") == "Your name, please")
        #expect(Validator<String>.length(max: 2, message: "Too long").validate("abc") == "Too long")
        #expect(Validator<String>.email(message: "E-mail?").validate("a@b") == "E-mail?")
        #expect(Validator<Int>.range(1...3, message: "1 to 3").validate(4) == "1 to 3")
        #expect(Validator<String>.integer(message: "Number").validate("x") == "Number")
    }

    @Test(
        arguments: [
            ("", nil), ("a", "At least 2 characters"), ("ab", nil), ("abcde", nil), ("abcdef", "At most 5 characters"),
            ("é👍🏽", nil), ("e\u{301}", "At least 2 characters"), ("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", nil),
        ] as [(String, String?)])
    func lengthCountsGraphemeClusters(text: String, message: String?) {
        #expect(Validator<String>.length(min: 2, max: 5).validate(text) == message)
    }

    @Test func lengthMessageUsesTheSingularForOne() {
        #expect(Validator<String>.length(max: 1).validate("xy") == "At most 1 character")
    }

    @Test(
        arguments: [
            ("ABC", nil), ("", nil), ("AB", "Three capitals"), ("ABCD", "Three capitals"), ("abc", "Three capitals"),
        ] as [(String, String?)])
    func patternMatchesTheWholeText(text: String, message: String?) {
        #expect(Validator<String>.pattern(/[A-Z]{3}/, message: "Three capitals").validate(text) == message)
    }

    @Test func aPatternValidatorCanBeSharedAcrossTasks() async {
        let validator = Validator<String>.pattern(/\d+-\d+/, message: "digits-digits")
        let failures = await withTaskGroup(of: Int.self) { group in
            for index in 0..<200 {
                group.addTask {
                    let text = index.isMultiple(of: 2) ? "\(index)-\(index)" : "x\(index)"
                    let expected: String? = index.isMultiple(of: 2) ? nil : "digits-digits"
                    return validator.validate(text) == expected ? 0 : 1
                }
            }
            return await group.reduce(0, +)
        }
        #expect(failures == 0)
    }

    @Test(arguments: [
        "name@example.com", "first.last@example.co.uk", "first+tag@sub.example.org", "x@y.io", "o'brien@example.ie",
        "user_name-1@example-mail.com", "jose@españa.es", "user@xn--80ak6aa92e.com", "UPPER@EXAMPLE.COM", "",
    ])
    func plausibleEmailAddresses(text: String) {
        #expect(Validator<String>.email().validate(text) == nil)
    }

    @Test(arguments: [
        "name", "name@", "@example.com", "name@example", "name@@example.com", "na@me@example.com", "name @example.com",
        "name@exa mple.com", " name@example.com", ".name@example.com", "name.@example.com", "na..me@example.com",
        "name@.example.com", "name@example.com.", "name@example..com", "name@-example.com", "name@example-.com",
        "name@example.c", "name@example.c0m", "name(comment)@example.com", "name@exa_mple.com", "name@example.com\n",
    ])
    func implausibleEmailAddresses(text: String) {
        #expect(Validator<String>.email().validate(text) == "Enter an e-mail address like name@example.com")
    }

    @Test(
        arguments: [
            (0, "Enter a value from 1 to 10"), (1, nil), (5, nil), (10, nil), (11, "Enter a value from 1 to 10"),
        ]
            as [(Int, String?)])
    func rangeOfIntegers(value: Int, message: String?) {
        #expect(Validator<Int>.range(1...10).validate(value) == message)
    }

    @Test func rangeOfOtherComparables() {
        #expect(Validator<Double>.range(0.5...1.5).validate(1.5) == nil)
        #expect(Validator<Double>.range(0.5...1.5).validate(1.6) == "Enter a value from 0.5 to 1.5")
        #expect(Validator<String>.range("a"..."m").validate("n") == "Enter a value from a to m")
    }

    @Test(
        arguments: [
            ("42", nil), (" 42 ", nil), ("+7", nil), ("0", nil), ("120", nil), ("", nil), ("  ", nil),
            ("-3", "Enter a whole number from 0 to 120"), ("121", "Enter a whole number from 0 to 120"),
            ("4.5", "Enter a whole number from 0 to 120"), ("abc", "Enter a whole number from 0 to 120"),
            ("4 2", "Enter a whole number from 0 to 120"),
            ("99999999999999999999", "Enter a whole number from 0 to 120"),
        ] as [(String, String?)])
    func integerInARange(text: String, message: String?) {
        #expect(Validator<String>.integer(in: 0...120).validate(text) == message)
    }

    @Test func integerWithoutBounds() {
        #expect(Validator<String>.integer().validate("-99999") == nil)
        #expect(Validator<String>.integer().validate("1e3") == "Enter a whole number")
    }

    @Test(
        arguments: [
            ("", "Required"), ("x", "Enter an e-mail address like name@example.com"), ("a@b.io", nil),
            ("name@example.com", "At most 10 characters"),
        ] as [(String, String?)])
    func theFirstFailureWins(text: String, message: String?) {
        let listed: Validator<String> = .all([.required(), .email(), .length(max: 10)])
        let chained: Validator<String> = .required().and(.email()).and(.length(max: 10))
        #expect(listed.validate(text) == message)
        #expect(chained.validate(text) == message)
    }

    @Test func noRulesAcceptEverything() {
        #expect(Validator<String>.all([]).validate("") == nil)
        #expect(Validator<String>.alwaysValid.validate("") == nil)
    }

    @Test func aCustomRule() {
        let even = Validator<Int> { $0.isMultiple(of: 2) ? nil : "Enter an even number" }
        #expect(even.validate(3) == "Enter an even number")
        #expect(even.and(.range(0...10)).validate(12) == "Enter a value from 0 to 10")
    }

    struct Signup: Sendable {
        var email: String
        var password: String
        var confirmation: String
    }

    static let signup = Validator<Signup>.all([
        Validator<String>.required().and(.email()).on(\.email),
        Validator<String>.length(min: 8).on(\.password),
        Validator { $0.password == $0.confirmation ? nil : "The passwords don't match" },
    ])

    @Test(
        arguments: [
            (Signup(email: "ada@example.com", password: "correct horse", confirmation: "correct horse"), nil),
            (Signup(email: "", password: "correct horse", confirmation: "correct horse"), "Required"),
            (Signup(email: "ada@example.com", password: "short", confirmation: "short"), "At least 8 characters"),
            (
                Signup(email: "ada@example.com", password: "correct horse", confirmation: "correct hose"),
                "The passwords don't match"
            ),
        ] as [(Signup, String?)])
    func formLevelRules(form: Signup, message: String?) {
        #expect(Self.signup.validate(form) == message)
    }
}
