import Checkout
import FormWizard
import FormWizardTesting
import Testing

/// The demo catalog, made once for every test.
let demoCatalog = Catalog.demo()

/// A checkout running on a virtual terminal with a test clock: keys go in through `send` and
/// `type`, which wait until the screen waits for the user again.
@MainActor
final class CheckoutRun {
    let term: VirtualTerminal
    let clock = TestClock()
    let screen: Screen
    let order: Task<PreparedOrder, any Error>

    /// Starts `prepareOrder` with `store` and waits for the cart.
    init(store: any StoreService, signedIn: Account? = nil, columns: Int = 80, rows: Int = 24) async {
        let term = VirtualTerminal(columns: columns, rows: rows)
        let screen = Screen(terminal: term, clock: clock)
        let checkout = Checkout(catalog: demoCatalog, store: store, signedIn: signedIn)
        self.term = term
        self.screen = screen
        order = Task { try await checkout.prepareOrder(on: screen) }
        await idle()
    }

    /// Waits until the screen waits for the user. When the test is cancelled (its time limit),
    /// the screen shuts down, so that a wait that would never end fails the test instead.
    func idle() async {
        let screen = self.screen
        await withTaskCancellationHandler {
            await screen.waitUntilIdle()
        } onCancel: {
            Task { @MainActor in screen.shutdown() }
        }
    }

    /// The order placed, or the error the checkout ended with. When the test is cancelled (its
    /// time limit), so is the checkout.
    var result: PreparedOrder {
        get async throws {
            let order = self.order
            return try await withTaskCancellationHandler {
                try await order.value
            } onCancel: {
                order.cancel()
            }
        }
    }

    /// Sends keys, then waits until the screen waits for the user.
    func send(_ keys: Key...) async {
        term.send(keys.map(InputEvent.key))
        await idle()
    }

    /// Types text (`\t` is Tab, `\n` Enter), then waits until the screen waits for the user.
    func type(_ text: String) async {
        term.type(text)
        await idle()
    }

    /// Types a search in the cart and lets the debounce pass.
    func search(_ text: String) async {
        await type(text)
        clock.advance(by: .milliseconds(250))
        await idle()
    }

    /// In the cart, adds the first `count` products of the list (one each) and goes on.
    func checkOut(first count: Int) async {
        await pick(rows: Array(0..<count))
        await send(.enter)
    }

    /// In the cart, adds the products on these rows of the list (one each), going down from
    /// the first row.
    func pick(rows: [Int]) async {
        var selected = 0
        for row in rows {
            term.send(Array(repeating: .key(.down), count: row - selected) + [.key(.character(" "))])
            selected = row
        }
        await idle()
    }

    /// Waits until `row` of the screen reads `text` (trailing spaces ignored), for what `idle()`
    /// cannot wait for: a gauge or spinner while a call is in flight.
    func waitForRow(_ row: Int, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        let deadline = ContinuousClock.now.advanced(by: .seconds(10))
        while term.lines[row].trimmingTrailingSpaces() != text {
            guard ContinuousClock.now < deadline else {
                Issue.record("row \(row) never read \(text): \(term.snapshot)", sourceLocation: sourceLocation)
                return
            }
            await Task.yield()
        }
    }
}

extension VirtualTerminal {
    /// The rows as text without trailing spaces, to compare with literals.
    var rows: [String] { lines.map { $0.trimmingTrailingSpaces() } }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
