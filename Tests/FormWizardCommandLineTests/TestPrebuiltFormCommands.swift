import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

/// `login`, `address` and `payment`: the prebuilt forms, filled in, print their JSON.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestPrebuiltFormCommands {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term)
    }

    // MARK: - login

    @Test func loginPrintsTheEmailOnly() async throws {
        let result = screen.start(try command("login", "--hint", "Demo account: demo@example.com / swift"))
        await screen.waitUntilIdle()
        term.type(" demo@example.com\tswift")
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: #"{"email":"demo@example.com"}"# + "\n"))
    }

    @Test func loginPrintsThePasswordWhenAskedAsASecret() async throws {
        let result = screen.start(try command("login", "--print-password"))
        await screen.waitUntilIdle()
        term.type("ada@example.com\tp \"ss\"\n")
        let answer = await result.value
        #expect(
            answer
                == CommandResult(
                    code: 0, output: #"{"email":"ada@example.com","password":"p \"ss\""}"# + "\n", outputIsSecret: true)
        )
        #expect(String(describing: answer) == "CommandResult(code: 0, output: <secret>)")
    }

    @Test func loginNeedsAnAddressAndAPassword() async throws {
        let result = screen.start(try command("login", "--title", "Welcome back"))
        await screen.waitUntilIdle()
        term.type("ada@\n\n")
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.escape)
        #expect(await result.value == .cancelled)
    }

    // MARK: - address

    @Test func addressPrintsTheAddressNormalised() async throws {
        let result = screen.start(try command("address", "--title", "Ship to", "--country", "GB"))
        await screen.waitUntilIdle()
        term.type(" Ada Lovelace \t12 St James's Square\tLondon\tsw1y4jh")
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.tab, .tab, .enter)  // past the country, to Submit
        #expect(
            await result.value
                == CommandResult(
                    code: 0,
                    output:
                        #"{"name":"Ada Lovelace","street":"12 St James's Square","city":"London","postalCode":"SW1Y 4JH","#
                        + #""country":"GB","countryName":"United Kingdom"}"# + "\n"))
    }

    @Test func addressCountryIsPickedFromTheList() async throws {
        let result = screen.start(try command("address", "--hint", "Where should we send it?"))
        await screen.waitUntilIdle()
        term.type("Grace Hopper\t1 Navy Way\tArlington\t22202\tunited sta")
        await screen.waitUntilIdle()
        assertSnapshot(term)
        // Enter picks, and submits from the last field.
        term.send(.enter)
        #expect(
            await result.value
                == CommandResult(
                    code: 0,
                    output: #"{"name":"Grace Hopper","street":"1 Navy Way","city":"Arlington","postalCode":"22202","#
                        + #""country":"US","countryName":"United States"}"# + "\n"))
    }

    // MARK: - payment

    private func payment() -> PaymentCommand {
        PaymentCommand(hint: "We accept Visa, Mastercard and Amex.", today: { YearMonth(year: 2026, month: 11) })
    }

    @Test func paymentPrintsBrandLastFourAndExpiryOnly() async throws {
        let result = screen.start(payment())
        await screen.waitUntilIdle()
        term.type("Ada Lovelace\t4242424242424242\t1130\t123")
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.enter)
        #expect(
            await result.value
                == CommandResult(code: 0, output: #"{"brand":"visa","last4":"4242","expiry":"11/30"}"# + "\n"))
    }

    @Test func paymentRefusesABadNumberAndAPastExpiry() async throws {
        let result = screen.start(payment())
        await screen.waitUntilIdle()
        term.type("Ada Lovelace\t4242424242424241\t1026\t123\n")
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.escape)
        #expect(await result.value == .cancelled)
    }

    @Test func paymentOfAnAmex() async throws {
        let result = screen.start(payment())
        await screen.waitUntilIdle()
        term.type("Grace Hopper\t378282246310005\t0131\t1234\n")
        #expect(
            await result.value
                == CommandResult(code: 0, output: #"{"brand":"amex","last4":"0005","expiry":"01/31"}"# + "\n"))
    }
}
