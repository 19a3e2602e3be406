import FormWizard
import Testing

struct TestCountry {
    /// The names that are not plain ASCII, as a person types them without diacritics.
    static let typedWithoutDiacritics = [
        "AX": "Aland Islands", "BL": "Saint Barthelemy", "CI": "Cote d'Ivoire", "CW": "Curacao", "RE": "Reunion",
        "TR": "Turkiye",
    ]

    @Test func all249AreThereOnceEach() {
        #expect(Country.all.count == 249)
        #expect(Set(Country.all.map(\.code)).count == 249)
        #expect(Set(Country.all.map(\.name)).count == 249)
        #expect(Country.all.allSatisfy { $0.code.count == 2 && $0.code.allSatisfy { ("A"..."Z").contains($0) } })
    }

    @Test func namesKeepTheirDiacritics() {
        let unicodeNames = Country.all.filter { !$0.name.allSatisfy(\.isASCII) }
        #expect(
            Dictionary(uniqueKeysWithValues: unicodeNames.map { ($0.code, $0.name) }) == [
                "AX": "Åland Islands", "BL": "Saint Barthélemy", "CI": "Côte d'Ivoire", "CW": "Curaçao",
                "RE": "Réunion", "TR": "Türkiye",
            ])
    }

    @Test func sortedByNameIgnoringDiacritics() {
        let keys = Country.all.map { (Self.typedWithoutDiacritics[$0.code] ?? $0.name).lowercased() }
        #expect(keys == keys.sorted())
        #expect(Country.all.prefix(3).map(\.code) == ["AF", "AX", "AL"])
    }

    @Test(
        arguments: [
            ("US", "United States"), ("us", "United States"), ("GB", "United Kingdom"), ("de", "Germany"),
            ("CI", "Côte d'Ivoire"), ("KR", "Korea, Republic of"), ("ZW", "Zimbabwe"),
        ])
    func lookUpByCode(code: String, name: String) {
        #expect(Country(code: code)?.name == name)
    }

    @Test(arguments: ["", "XX", "USA", "U", "uk"])
    func unknownCodes(code: String) {
        #expect(Country(code: code) == nil)
    }

    @Test func identifiedAndDescribedSimply() {
        let japan = Country(code: "JP")!
        #expect(japan.id == "JP")
        #expect(japan.description == "Japan")
    }

    @Test(
        arguments: [
            ("united", ["AE", "GB", "TZ", "UM", "US"]), ("UNITED", ["AE", "GB", "TZ", "UM", "US"]),
            ("united k", ["GB"]), ("kingdom", ["GB"]), ("cote", ["CI"]), ("côte d'iv", ["CI"]), ("ivoire", ["CI"]),
            ("CURACAO", ["CW"]), ("curaçao", ["CW"]), ("ÅLAND", ["AX"]), ("A\u{30A}land", ["AX"]), ("saint b", ["BL"]),
            ("TÜRKİYE", ["TR"]), ("us", ["US"]), ("gb", ["GB"]), ("korea", ["KP", "KR"]), ("korea dem", ["KP"]),
            ("south korea", ["KR"]), ("north korea", ["KP"]), ("vietnam", ["VN"]), ("viet", ["VN"]),
            ("virgin", ["VG", "VI"]), ("islands virgin", ["VG", "VI"]), ("new", ["NC", "NZ", "PG"]),
            ("congo", ["CD", "CG"]), ("  congo,  the ", ["CD"]), ("zz", []), ("nited", []),
        ] as [(String, [String])])
    func filtersByWordPrefixesAndCode(filter: String, codes: [String]) {
        #expect(Country.all.filter { $0.matches(filter) }.map(\.code).sorted() == codes)
    }

    @Test(arguments: ["", " ", "'", " , "])
    func anEmptyFilterListsEveryCountry(filter: String) {
        #expect(Country.all.filter { $0.matches(filter) }.count == 249)
    }

    @Test func everyCountryIsFoundByItsNameTypedWithoutDiacritics() {
        for country in Country.all {
            let typed = Self.typedWithoutDiacritics[country.code] ?? country.name
            #expect(typed.allSatisfy { $0.isASCII }, "\(country.code) has a name with diacritics not listed here")
            #expect(country.matches(typed), "\(typed)")
            #expect(country.matches(typed.uppercased()), "\(typed)")
            #expect(country.matches(country.name), "\(country.name)")
        }
    }
}
