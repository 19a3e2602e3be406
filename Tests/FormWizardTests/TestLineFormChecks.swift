import FormWizard
import FormWizardTesting
import Testing

/// A form's checks at its end in line mode, as a submit's on a full screen: every field again,
/// async checks under `Checking…`, the form's rules, a submit's work and its `SubmitError`.
/// Input ends after the answers: a question a test does not expect fails it instead of waiting.
@MainActor
struct TestLineFormChecks {
    let lines = VirtualLineTerminal()
    let screen: Screen

    init() {
        screen = Screen(lines: lines)
    }

    struct Signup: Sendable, Equatable {
        var email = ""
        var name = ""
    }

    struct ServiceDown: Error, CustomStringConvertible {
        var description: String { "the service is down" }
    }

    static let signup = Form(
        "Sign up", value: Signup(),
        fields: [
            .text(
                "E-mail", \.email, validate: .required(),
                check: { email in
                    if email == "down@example.com" { throw ServiceDown() }
                    return email == "taken@example.com" ? "This e-mail has an account" : nil
                }),
            .text("Name", \.name),
        ],
        rules: Validator { $0.name == "root" ? "Choose another name" : nil })

    @Test func aFailedCheckNamesItsFieldWhichAloneIsAskedAgain() async throws {
        lines.type("taken@example.com", "Ada", "down@example.com", "", "ada@example.com")
        lines.endInput()
        let signup = try await screen.present(Self.signup)
        #expect(signup == Signup(email: "ada@example.com", name: "Ada"))
        #expect(
            lines.transcript == """
                Sign up
                E-mail: «taken@example.com»
                Name (or back): «Ada»
                Checking…
                E-mail: This e-mail has an account
                E-mail [taken@example.com]: «down@example.com»
                Checking…
                E-mail: Could not check: the service is down
                E-mail [down@example.com]: «»
                Checking…
                E-mail: Could not check: the service is down
                E-mail [down@example.com]: «ada@example.com»
                Checking…

                """)
    }

    @Test func theFormsRulesAskEveryFieldAgain() async throws {
        lines.type("ada@example.com", "root", "", "Ada")
        lines.endInput()
        let signup = try await screen.present(Self.signup)
        #expect(signup == Signup(email: "ada@example.com", name: "Ada"))
        #expect(
            lines.transcript == """
                Sign up
                E-mail: «ada@example.com»
                Name (or back): «root»
                Checking…
                Choose another name
                E-mail [ada@example.com]: «»
                Name [root] (or back): «Ada»
                Checking…

                """)
    }

    @Test func aFieldsRuleOnALaterFieldIsCheckedAgainAtTheEnd() async throws {
        lines.type("Ada", "1 Main St", "London", "12345", "gb", "back", "", "sw1a1aa", "")
        lines.endInput()
        let address = try await screen.present(AddressForm())
        #expect(address.postalCode == "SW1A 1AA")
        #expect(address.country.code == "GB")
        #expect(
            lines.transcript == """
                Address
                Name: «Ada»
                Street (or back): «1 Main St»
                City (or back): «London»
                Postal code (or back): «12345»
                Country (type to search) (or back): «gb»
                Chosen: United Kingdom — GB
                Postal code: Enter a postcode like SW1A 1AA
                Postal code [12345] (or back): «back»
                City [London] (or back): «»
                Postal code [12345] (or back): «sw1a1aa»
                Country (type to search) [United Kingdom — GB] (or back): «»

                """)
    }

    @Test func escapeWhileAFieldIsAskedAgainCancels() async throws {
        lines.type("taken@example.com", "Ada")
        lines.escape()
        await #expect(throws: CancellationError.self) { try await screen.present(Self.signup) }
        #expect(
            lines.transcript == """
                Sign up
                E-mail: «taken@example.com»
                Name (or back): «Ada»
                Checking…
                E-mail: This e-mail has an account
                E-mail [taken@example.com]: «Esc»

                """)
    }

    /// Presents a form whose check never answers, and returns once the check runs.
    func startSlowCheck() async throws -> Task<Signup, any Error> {
        let slow = Form(
            "Sign up", value: Signup(),
            fields: [
                .text(
                    "E-mail", \.email,
                    check: { _ in
                        try await Task.sleep(for: .seconds(60))
                        return nil
                    })
            ])
        lines.type("ada@example.com")
        let answer = Task { try await screen.present(slow) }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(10))
        while screen.presentationCount == 0, clock.now < deadline { try await Task.sleep(for: .milliseconds(1)) }
        #expect(screen.presentationCount == 1, "the checks were not running within 10 s")
        return answer
    }

    @Test func cancellingTheTaskDuringTheChecksCancelsThemAndTheFormOnce() async throws {
        let answer = try await startSlowCheck()
        answer.cancel()
        await #expect(throws: CancellationError.self) { try await answer.value }
        #expect(screen.presentationCount == 0)
        #expect(lines.transcript == "Sign up\nE-mail: «ada@example.com»\nChecking…\n")
    }

    @Test func shuttingDownDuringTheChecksCancelsThemAndTheForm() async throws {
        let answer = try await startSlowCheck()
        screen.shutdown()
        await #expect(throws: CancellationError.self) { try await answer.value }
        #expect(screen.presentationCount == 0)
        #expect(lines.transcript == "Sign up\nE-mail: «ada@example.com»\nChecking…\n")
    }

    /// A field of one's own, without a line form.
    struct Stars: FormField {
        let label = "Stars"
        mutating func load(from value: Signup) {}
        mutating func handle(_ event: InputEvent, value: inout Signup) -> FieldResponse { .ignored }
        func render(_ value: Signup, in area: Rect, isFocused: Bool, into frame: inout Frame) {}
    }

    @Test func aFieldWithoutALineFormSaysSoAndCancels() async throws {
        lines.type("ada@example.com")
        let form = Form("Rate", value: Signup(), fields: [.text("E-mail", \.email), Field(Stars())])
        await #expect(throws: CancellationError.self) { try await screen.present(form) }
        #expect(
            lines.transcript == """
                Rate
                E-mail: «ada@example.com»
                Stars has no line form (LineField)

                """)
    }
}
