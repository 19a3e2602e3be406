import Checkout
import FormWizard

/// `formwizard checkout`, and `formwizard` alone: the checkout demo; prints the placed order as
/// JSON.
struct CheckoutCommand: Subcommand, Hashable {
    static let name = "checkout"
    static let summary = "the checkout demo: cart to placed order; print the order as JSON"
    static let help = """
        Usage: formwizard checkout [OPTIONS]
               formwizard

        The checkout demo, full screen: search the catalog and fill a cart, sign in, the
        stock check, shipping address, payment and review. Place order prints the order as
        JSON on one line: its items and quantities, the address, the card's brand, last 4
        and expiry (never its number), and the total.

        The demo account is demo@example.com / swift; it has a saved address and card.
        Products whose number ends in 7 are out of stock.

        Options:
          --signed-in          start signed in to the demo account (no sign-in step)
          --latency-ms N       how long each store call takes, 0 to 60000 (default: 300)
          --fail CALL          make a store call fail, to see Retry: login, stock or
                               payment (repeat for more)
          --products N         the catalog's size, 1 to 1000000 (default: 10000)
          -h, --help           show this help

        Keys: in the cart, typing searches, Up/Down and PgUp/PgDn move, Space adds or
        removes, +/- change the quantity, Enter goes on. In the steps, Tab/Enter next,
        Shift-Tab or a Back button goes back with what you typed kept, Esc asks whether to
        leave.

        Exit status: 0 the order was placed (the JSON and a newline are printed), 1 you left
        ("checkout cancelled" on stderr, nothing on stdout), 2 usage error, 130 Ctrl-C.

        """

    /// What the options ask for.
    struct Options: Hashable, Sendable {
        var signedIn = false
        var latencyMilliseconds = 300
        var failing: Set<DemoStore.Operation> = []
        var products = 10_000
    }

    var options: Options

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        var options = Options()
        while let option = try arguments.nextOption() {
            switch option {
            case "--signed-in": options.signedIn = true
            case "--latency-ms": options.latencyMilliseconds = try arguments.integerValue(for: option, in: 0...60_000)
            case "--fail":
                let call = try arguments.value(for: option)
                guard let operation = DemoStore.Operation(rawValue: call) else {
                    let calls = DemoStore.Operation.allCases.map(\.rawValue).joined(separator: ", ")
                    throw .invalid("--fail '\(call)' is not a store call (the calls are \(calls))")
                }
                options.failing.insert(operation)
            case "--products": options.products = try arguments.integerValue(for: option, in: 1...1_000_000)
            default: throw arguments.unknown(option)
            }
        }
        self.options = options
    }

    init(options: Options = Options()) {
        self.options = options
    }

    func run(on screen: Screen) async -> CommandResult {
        let store = DemoStore(
            latency: .milliseconds(options.latencyMilliseconds), failing: options.failing, clock: screen.clock)
        let checkout = Checkout(
            catalog: .demo(count: options.products), store: store,
            signedIn: options.signedIn ? DemoStore.demoAccount : nil)
        do {
            let order = try await checkout.prepareOrder(on: screen)
            return .submitted(order.json.text)
        } catch is CancellationError {
            return .cancelled(saying: "checkout cancelled")
        } catch {
            return CommandResult(code: CommandResult.cancelledCode, errorOutput: "checkout failed: \(error)\n")
        }
    }
}
