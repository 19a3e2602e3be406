import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

/// `formwizard checkout` on a virtual terminal, with the demo store on
/// the screen's `TestClock`.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestCheckoutCommand {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let clock = TestClock()
    private let screen: Screen

    init() {
        screen = Screen(terminal: term, clock: clock)
    }

    private var blank: [String] { Array(repeating: String(repeating: " ", count: 80), count: 24) }

    @Test func happyPathPrintsTheOrderAsJSON() async throws {
        let result = screen.start(try command("checkout", "--latency-ms", "0"))
        await screen.waitUntilIdle()
        term.type("lamp")
        await screen.waitUntilIdle()
        clock.advance(by: .milliseconds(250))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "happyPath.cart")
        term.send(.character(" "), .down, .character(" "), .character("+"), .enter)
        await screen.waitUntilIdle()
        term.type("demo@example.com\tswift\n")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "happyPath.address")
        term.send(.enter)
        await screen.waitUntilIdle()
        term.send(.enter)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "happyPath.review")
        term.send(.enter)
        let answer = await result.value
        let order =
            #"{"email":"demo@example.com","items":["#
            + #"{"id":9,"name":"Vintage Linen Lamp 1009","quantity":1,"unitPriceCents":33161},"#
            + #"{"id":22,"name":"Elegant Leather Lamp 1022","quantity":2,"unitPriceCents":21378}],"#
            + #""address":{"name":"Ada Lovelace","street":"12 St James's Square","city":"London","#
            + #""postalCode":"SW1Y 4JH","country":"GB","countryName":"United Kingdom"},"#
            + #""payment":{"brand":"visa","last4":"4242","expiry":"12/30"},"totalCents":75917,"total":"$759.17","#
            + #""authorization":"AUTH-4242-75917"}"# + "\n"
        #expect(answer.code == 0)
        #expect(answer.errorOutput == nil)
        #expect(answer.output == order)
        #expect(term.lines == blank)
    }

    @Test func signedInSkipsTheSignInStep() async throws {
        let result = screen.start(try command("checkout", "--signed-in", "--latency-ms", "0", "--products", "3"))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "signedIn.cart")
        term.send(.character(" "), .enter)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "signedIn.address")
        term.send(.escape)
        await screen.waitUntilIdle()
        term.send(.character("l"))
        #expect(await result.value == CommandResult(code: 1, errorOutput: "checkout cancelled\n"))
    }

    @Test func leavingPrintsCheckoutCancelledOnStandardError() async throws {
        let result = screen.start(try command("checkout"))
        await screen.waitUntilIdle()
        term.send(.escape)
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.character("l"))
        #expect(await result.value == CommandResult(code: 1, output: nil, errorOutput: "checkout cancelled\n"))
        #expect(term.lines == blank)
    }

    @Test func aFailingStoreCallOffersRetry() async throws {
        let result = screen.start(try command("checkout", "--signed-in", "--latency-ms", "0", "--fail", "stock"))
        await screen.waitUntilIdle()
        term.send(.character(" "), .enter)
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.enter)  // Retry: it fails again.
        await screen.waitUntilIdle()
        term.send(.character("c"))  // Cancel: back to the cart, as it was.
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "aFailingStoreCallOffersRetry.cancelled")
        term.send(.escape, .character("l"))
        #expect(await result.value == CommandResult(code: 1, errorOutput: "checkout cancelled\n"))
    }

    @Test func cancellingTheTaskDuringTheStockCheckEndsEverything() async throws {
        // What Ctrl-C does: TerminalSession cancels the task running the command.
        let result = screen.start(try command("checkout", "--signed-in", "--latency-ms", "300"))
        await screen.waitUntilIdle()
        term.send(.character(" "), .down, .character(" "), .enter)
        // Each row shows "running" once its task's first report reaches the main actor, which
        // may come after the task is already asleep on the store (seen under the thread
        // sanitizer): wait for both.
        await eventually("both stock checks wait for the store, the rows' spinner turns, both rows run") {
            clock.sleeperCount == 3 && term.lines.filter { $0.contains("running") }.count == 2
        }
        assertSnapshot(term)
        result.cancel()
        #expect(await result.value == CommandResult(code: 1, errorOutput: "checkout cancelled\n"))
        #expect(clock.sleeperCount == 0)
        #expect(screen.presentationCount == 0)
        #expect(term.lines == blank)
    }
}
