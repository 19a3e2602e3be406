import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestAddressForm {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    nonisolated static let london = Address(
        name: "Ada Lovelace", street: "12 St James's Square", city: "London", postalCode: "SW1Y 4JH",
        country: Country(code: "GB")!)

    @Test(arguments: sizes) func emptyFilledAndAWrongPostcode(size: Size) async throws {
        let form = await PresentedDialog(AddressForm(title: "Shipping address"), size: size)
        assertSnapshot(form.term, named: "empty.\(size)")
        await form.type("Ada Lovelace\t12 St James's Square\tLondon\t12345\tunited k")
        assertSnapshot(form.term, named: "choosingTheCountry.\(size)")
        await form.send(.enter)
        assertSnapshot(form.term, named: "wrongPostcode.\(size)")
        await form.close()
    }

    @Test func typingItAllInReturnsANormalisedAddress() async throws {
        let form = await PresentedDialog(AddressForm())
        await form.type(" Ada Lovelace \t12 St James's Square\tLondon\tsw1y4jh\tunited k\n")
        #expect(try await form.value == Self.london)
    }

    @Test func theCountryDecidesWhetherAPostalCodeIsNeeded() async throws {
        let form = await PresentedDialog(AddressForm(country: Country(code: "HK")))
        await form.type("Ada\t1 Queen's Road\tHong Kong\t\t")
        await form.send(.tab, .enter)
        #expect(try await form.value.postalCode == "")

        let german = await PresentedDialog(AddressForm(country: Country(code: "DE")), size: Size(columns: 60, rows: 14))
        await german.type("Ada\tHauptstraße 1\tBerlin\t\t")
        await german.send(.tab, .enter)
        #expect(
            german.term.rows[4...6] == [
                "     │ City         Berlin                           │",
                "     │ Postal code                                   │",
                "     │              Required                         │",
            ])
        await german.close()
    }

    @Test func pickingACountryTheCodeDoesNotFitGoesBackToTheCode() async throws {
        let form = await PresentedDialog(AddressForm(country: Country(code: "US")), size: Size(columns: 60, rows: 14))
        await form.type("Ada\t1 Main St\tSpringfield\t12345\t")
        #expect(form.term.rows[7] == "     │ Country      United States                  ▾ │")
        await form.type("united kingdom")
        await form.send(.enter)
        #expect(
            form.term.rows[5...7] == [
                "     │ Postal code  12345                            │",
                "     │              Enter a postcode like SW1A 1AA   │",
                "     │ Country      United Kingdom                 ▾ │",
            ])
        await form.send(.ctrl("u"))
        await form.type("sw1a 1aa\t\t\n")
        #expect(try await form.value.postalCode == "SW1A 1AA")
    }

    @Test func aPrefilledFormComesBackUnchanged() async throws {
        let form = await PresentedDialog(AddressForm(Self.london))
        await form.send(.tab, .tab, .tab, .tab, .tab, .enter)
        #expect(try await form.value == Self.london)
    }

    @Test func jsonAndDescription() {
        #expect(Self.london.description == "Ada Lovelace, 12 St James's Square, London SW1Y 4JH, United Kingdom")
        #expect(
            Self.london.json.text
                == #"{"name":"Ada Lovelace","street":"12 St James's Square","city":"London","postalCode":"SW1Y 4JH","country":"GB","countryName":"United Kingdom"}"#
        )
        let abidjan = Address(
            name: "Aya \"the Boss\" Koné", street: "Rue des Jardins\nBP 12", city: "Abidjan", postalCode: "",
            country: Country(code: "CI")!)
        #expect(
            abidjan.json.text
                == #"{"name":"Aya \"the Boss\" Koné","street":"Rue des Jardins\nBP 12","city":"Abidjan","postalCode":"","country":"CI","countryName":"Côte d'Ivoire"}"#
        )
    }

    @Test nonisolated func rendersOnEverySmallScreen() {
        drawOnEverySmallScreen(AddressForm(Self.london), after: [.tab, .tab, .tab, .tab, .enter, .character("x")])
    }
}
