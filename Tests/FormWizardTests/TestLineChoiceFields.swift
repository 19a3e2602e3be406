import FormWizard
import FormWizardTesting
import Testing

/// Pickers, multi-selects and read-only fields in line mode.
/// Input ends after the answers: a question a test does not expect fails it instead of waiting.
@MainActor
struct TestLineChoiceFields {
    let lines = VirtualLineTerminal()
    let screen: Screen

    init() {
        screen = Screen(lines: lines)
    }

    struct Trip: Sendable, Equatable {
        var traveller = "Ada"
        var country: Country?
        var meals: [String] = ["Tea"]
    }

    static let trip = Form(
        "Trip", value: Trip(),
        fields: [
            .readOnly("Traveller", \.traveller),
            .country("Country", \.country, validate: .required(message: "Choose a country")),
            .multiSelect(
                "Meals", \.meals, options: [MenuItem("Breakfast"), MenuItem("Lunch"), MenuItem("Tea")], minimum: 1,
                maximum: 2),
        ])

    @Test func aPickerIsSearchedAndAMultiSelectChoosesBetweenItsBounds() async throws {
        lines.type("", "atlantis", "united", "9", "kingdom", "none", "1 2 3", "x", "1,2")
        lines.endInput()
        let trip = try await screen.present(Self.trip)
        #expect(trip == Trip(country: Country(code: "GB"), meals: ["Breakfast", "Lunch"]))
        #expect(
            lines.transcript == """
                Trip
                Traveller: Ada
                Country (type to search): «»
                Choose a country
                Country (type to search): «atlantis»
                No match for “atlantis”.
                Country (type to search): «united»
                  1) United Arab Emirates — AE
                  2) United Kingdom — GB
                  3) United States — US
                  4) United States Minor Outlying Islands — UM
                  5) Tanzania, United Republic of — TZ
                Country (a number, or search again): «9»
                Type a number from 1 to 5, or words to search for.
                Country (a number, or search again): «kingdom»
                Chosen: United Kingdom — GB
                Meals
                  1) [ ] Breakfast
                  2) [ ] Lunch
                  3) [x] Tea
                Choose (numbers, or none) [3] (or back): «none»
                Choose at least 1.
                Choose (numbers, or none) [3] (or back): «1 2 3»
                Choose at most 2.
                Choose (numbers, or none) [3] (or back): «x»
                Type numbers from 1 to 3, separated by spaces.
                Choose (numbers, or none) [3] (or back): «1,2»

                """)
    }

    @Test func aCodeOrAWholeNameChoosesAtOnceAndBackKeepsTheChoice() async throws {
        lines.type("niger", "back", "germany", "")
        lines.endInput()
        let trip = try await screen.present(Self.trip)
        #expect(trip == Trip(country: Country(code: "DE"), meals: ["Tea"]))
        #expect(
            lines.transcript == """
                Trip
                Traveller: Ada
                Country (type to search): «niger»
                Chosen: Niger — NE
                Meals
                  1) [ ] Breakfast
                  2) [ ] Lunch
                  3) [x] Tea
                Choose (numbers, or none) [3] (or back): «back»
                Country (type to search) [Niger — NE]: «germany»
                Chosen: Germany — DE
                Meals
                  1) [ ] Breakfast
                  2) [ ] Lunch
                  3) [x] Tea
                Choose (numbers, or none) [3] (or back): «»

                """)
    }

    @Test func aReadOnlyFieldOrNoteAfterTheLastFieldIsSaidToo() async throws {
        let form = Form(
            "Order", value: Trip(),
            fields: [
                .text("Traveller", \.traveller), .readOnly("Meals", text: { $0.meals.joined(separator: ", ") }),
                .readOnly("Code", \.traveller, isSecret: true), .note("Thank you."),
            ])
        lines.type("Grace")
        lines.endInput()
        #expect(try await screen.present(form) == Trip(traveller: "Grace"))
        #expect(
            lines.transcript == """
                Order
                Traveller [Ada]: «Grace»
                Meals: Tea
                Code: •••••
                Thank you.

                """)
    }

    @Test func escapeAndTheEndOfInputCancel() async throws {
        lines.type("united")
        lines.escape()
        await #expect(throws: CancellationError.self) { try await screen.present(Self.trip) }
        lines.type("gb")
        lines.endInput()
        await #expect(throws: CancellationError.self) { try await screen.present(Self.trip) }
        #expect(
            lines.transcript == """
                Trip
                Traveller: Ada
                Country (type to search): «united»
                  1) United Arab Emirates — AE
                  2) United Kingdom — GB
                  3) United States — US
                  4) United States Minor Outlying Islands — UM
                  5) Tanzania, United Republic of — TZ
                Country (a number, or search again): «Esc»
                Trip
                Traveller: Ada
                Country (type to search): «gb»
                Chosen: United Kingdom — GB
                Meals
                  1) [ ] Breakfast
                  2) [ ] Lunch
                  3) [x] Tea
                Choose (numbers, or none) [3] (or back): «end of input»

                """)
    }
}
