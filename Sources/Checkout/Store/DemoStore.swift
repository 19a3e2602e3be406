import FormWizard

/// An in-process store for the demo: one account, a stock rule, latency and failures on request.
///
/// The account is `demo@example.com` / `swift`, with a saved address and card. Products whose
/// id ends in 7 are out of stock.
public actor DemoStore: StoreService {
    /// Calls that can be made to fail (`--fail login|stock|payment`).
    public enum Operation: String, Hashable, Sendable, CaseIterable {
        case login, stock, payment
    }

    public static let demoEmail = "demo@example.com"
    public static let demoPassword = "swift"

    let latency: Duration
    let failing: Set<Operation>
    let clock: any Clock<Duration>
    /// What happened, in order, for tests: "signIn", "stock 1042", "cancelled stock 1042", …
    public private(set) var log: [String] = []

    public init(
        latency: Duration = .milliseconds(300), failing: Set<Operation> = [],
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.latency = latency
        self.failing = failing
        self.clock = clock
    }

    public static let demoAccount = Account(
        email: demoEmail, name: "Ada Lovelace",
        savedAddress: Address(
            name: "Ada Lovelace", street: "12 St James's Square", city: "London", postalCode: "SW1Y 4JH",
            country: Country(code: "GB") ?? Country.all[0]),
        savedCard: PaymentCard(
            holderName: "Ada Lovelace", number: CardNumber("4242424242424242"),
            expiry: CardExpiry(month: 12, year: 2030)!, cvv: ""))

    public func signIn(_ credentials: Credentials) async throws -> Account {
        try await call("signIn", failing: .login)
        guard credentials.email.lowercased() == Self.demoEmail, credentials.password == Self.demoPassword else {
            throw SubmitError.invalid("Wrong e-mail or password")
        }
        return Self.demoAccount
    }

    public func checkStock(_ product: Product, quantity: Int) async throws -> Bool {
        try await call("stock \(product.id)", failing: .stock)
        return product.id % 10 != 7
    }

    public func authorize(_ card: PaymentCard, amount: Money) async throws -> String {
        try await call("authorize \(amount)", failing: .payment)
        return "AUTH-\(card.lastFour)-\(amount.cents)"
    }

    private func call(_ name: String, failing operation: Operation) async throws {
        log.append(name)
        do {
            try await clock.sleep(for: latency)
        } catch {
            log.append("cancelled \(name)")
            throw error
        }
        if failing.contains(operation) {
            throw SubmitError.failed("The store did not answer (\(operation.rawValue)). Try again?")
        }
    }
}
