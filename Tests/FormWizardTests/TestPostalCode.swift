import FormWizard
import Testing

struct TestPostalCode {
    static func country(_ code: String) -> Country { Country(code: code)! }

    @Test(
        arguments: [
            ("US", "12345"), ("US", "12345-6789"), ("US", "123456789"), ("US", " 02134 "),
            ("CA", "K1A 0B1"), ("CA", "k1a0b1"), ("CA", "h2x  1y4"),
            ("GB", "SW1A 1AA"), ("GB", "M1 1AE"), ("GB", "B33 8TH"), ("GB", "CR2 6XH"), ("GB", "DN55 1PT"),
            ("GB", "W1A 0AX"), ("GB", "EC1A 1BB"), ("GB", "GIR 0AA"), ("GB", "sw1a1aa"),
            ("DE", "10115"), ("FR", "75008"), ("ES", "28013"), ("IT", "00184"),
            ("NL", "1012 AB"), ("NL", "1012ab"), ("JP", "100-0001"), ("JP", "1000001"), ("AU", "2000"),
            ("BR", "01310-100"), ("BR", "01310100"), ("IN", "110001"),
            ("CH", "8001"), ("IE", "D02 X285"), ("PL", "00-950"), ("SE", "114 55"), ("AR", "C1425DKA"), ("NZ", "6011"),
        ])
    func validCodes(code: String, text: String) {
        #expect(PostalCode.isValid(text, for: Self.country(code)))
    }

    @Test(
        arguments: [
            ("US", "1234"), ("US", "123456"), ("US", "12345-678"), ("US", "ABCDE"),
            ("CA", "K1A 0B"), ("CA", "123 456"), ("CA", "KKA 0B1"),
            ("GB", "SW1A"), ("GB", "1AA 1AA"), ("GB", "SW1A 1A1"),
            ("DE", "1234"), ("DE", "123456"), ("FR", "7500A"), ("ES", "2801"), ("IT", "001840"),
            ("NL", "1012 A"), ("NL", "AB 1012"), ("NL", "10123 AB"), ("JP", "123-456"), ("JP", "123-45678"),
            ("AU", "20000"), ("AU", "200"), ("BR", "01310-10"), ("IN", "11000"), ("IN", "1100011"),
            ("CH", "12345678901"), ("CH", "12#45"), ("CH", "é123"), ("CH", "12_45"), ("CA", "K1A\u{20DD} 0B1"),
            ("DE", "1011\u{301}5"), ("CH", " "), ("CH", ""),
        ])
    func invalidCodes(code: String, text: String) {
        #expect(!PostalCode.isValid(text, for: Self.country(code)))
    }

    @Test(
        arguments: [
            ("US", " 12345 ", "12345"), ("US", "123456789", "12345-6789"), ("US", "12345 6789", "12345-6789"),
            ("US", "1234", "1234"), ("CA", "k1a  0b1", "K1A 0B1"), ("CA", "k1a0b1", "K1A 0B1"),
            ("GB", "sw1a1aa", "SW1A 1AA"), ("GB", "m11ae", "M1 1AE"), ("GB", "ec1a-1bb", "EC1A 1BB"),
            ("US", "12345 - 6789", "12345-6789"), ("JP", "1000-001", "100-0001"),
            ("NL", "1012ab", "1012 AB"), ("JP", "1000001", "100-0001"), ("BR", "01310100", "01310-100"),
            ("IE", " d02\t  x285 ", "D02 X285"), ("DE", "10 115", "10115"), ("CH", "ch-8001", "CH-8001"),
        ])
    func normalizes(code: String, text: String, normalized: String) {
        #expect(PostalCode.normalize(text, for: Self.country(code)) == normalized)
    }

    @Test(arguments: ["US", "CA", "GB", "DE", "FR", "ES", "IT", "NL", "JP", "AU", "BR", "IN"])
    func examplesAreValid(code: String) throws {
        let country = Self.country(code)
        let example = try #require(PostalCode.example(for: country))
        for code in example.split(separator: " or ") {
            #expect(PostalCode.isValid(String(code), for: country))
            #expect(PostalCode.normalize(String(code), for: country) == code)
        }
    }

    @Test func countriesWithoutTheirOwnFormatHaveNoExample() {
        #expect(PostalCode.example(for: Self.country("CH")) == nil)
    }

    @Test(
        arguments: [
            ("US", "1234", "Enter a ZIP code like 12345 or 12345-6789"), ("US", "12345", nil), ("US", "", nil),
            ("US", "  ", nil), ("GB", "SW1", "Enter a postcode like SW1A 1AA"), ("gb", "sw1a1aa", nil),
            ("CA", "K1A", "Enter a postal code like K1A 0B1"), ("NL", "AB12", "Enter a postal code like 1234 AB"),
            ("IE", "D02 X285 0000", "Enter a postal code of up to 10 letters and digits"), ("IE", "D02 X285", nil),
        ] as [(String, String, String?)])
    func validatorMessages(code: String, text: String, message: String?) {
        #expect(Validator<String>.postalCode(for: Self.country(code)).validate(text) == message)
    }

    @Test func validatorMessageCanBeReplaced() {
        #expect(Validator<String>.postalCode(for: Self.country("US"), message: "ZIP?").validate("1") == "ZIP?")
    }
}
