import FormWizard
import Testing

struct TestCardBrand {
    @Test(
        arguments: [
            ("", .unknown), ("4", .visa), ("4111111111111111", .visa), ("4111 1111 1111 1111", .visa),
            ("5", .unknown), ("50", .unknown), ("51", .mastercard), ("55", .mastercard), ("56", .unknown),
            ("5555555555554444", .mastercard), ("2", .unknown), ("222", .unknown), ("2220", .unknown),
            ("2221", .mastercard), ("2223003122003222", .mastercard), ("2720", .mastercard), ("2721", .unknown),
            ("3", .unknown), ("34", .amex), ("37", .amex), ("35", .unknown), ("378282246310005", .amex),
            ("3782 822463 10005", .amex), ("6", .unknown), ("601", .unknown), ("6011", .discover), ("6012", .unknown),
            ("643", .unknown), ("644", .discover), ("649", .discover), ("65", .discover), ("x4", .visa),
            ("٤", .unknown),
        ] as [(String, CardBrand)])
    func detectsTheBrandFromTheLeadingDigits(number: String, brand: CardBrand) {
        #expect(CardBrand(number: number) == brand)
    }

    struct Facts: Equatable {
        var name: String
        var numberLengths: [Int]
        var cvvLengths: [Int]
        var groups = [4, 4, 4, 4, 3]
    }

    @Test(
        arguments: [
            (.visa, Facts(name: "Visa", numberLengths: [13, 16, 19], cvvLengths: [3])),
            (.mastercard, Facts(name: "Mastercard", numberLengths: [16], cvvLengths: [3])),
            (.amex, Facts(name: "American Express", numberLengths: [15], cvvLengths: [4], groups: [4, 6, 5])),
            (.discover, Facts(name: "Discover", numberLengths: [16, 17, 18, 19], cvvLengths: [3])),
            (.unknown, Facts(name: "Card", numberLengths: Array(12...19), cvvLengths: [3, 4])),
        ] as [(CardBrand, Facts)])
    func factsOfEachBrand(brand: CardBrand, facts: Facts) {
        let actual = Facts(
            name: brand.name, numberLengths: brand.numberLengths, cvvLengths: brand.cvvLengths, groups: brand.groups)
        #expect(actual == facts)
    }
}

struct TestCVVValidator {
    @Test(
        arguments: [
            (.visa, "123", nil), (.visa, "1234", "Enter the 3-digit security code"),
            (.visa, "12", "Enter the 3-digit security code"), (.visa, "12a", "Enter the 3-digit security code"),
            (.mastercard, "987", nil), (.discover, "987", nil), (.amex, "1234", nil),
            (.amex, "123", "Enter the 4-digit security code"), (.unknown, "123", nil), (.unknown, "1234", nil),
            (.unknown, "12345", "Enter the 3- or 4-digit security code"), (.visa, "", nil),
            (.visa, " 123", "Enter the 3-digit security code"), (.visa, "١٢٣", "Enter the 3-digit security code"),
            (.visa, "12\u{301}3", "Enter the 3-digit security code"),
        ] as [(CardBrand, String, String?)])
    func securityCodeLengthsByBrand(brand: CardBrand, text: String, message: String?) {
        #expect(Validator<String>.cvv(for: brand).validate(text) == message)
    }
}
