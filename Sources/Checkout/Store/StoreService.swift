import FormWizard

/// What the checkout needs from a store: signing in, stock, payment.
///
/// Every call may take a while and must stop when its task is cancelled. Failures the user can
/// fix throw `SubmitError.invalid` (a wrong password); failures of the service throw anything
/// else, and the checkout offers Retry.
public protocol StoreService: Sendable {
    /// The account for these credentials.
    func signIn(_ credentials: Credentials) async throws -> Account
    /// Whether `quantity` of `product` can be shipped.
    func checkStock(_ product: Product, quantity: Int) async throws -> Bool
    /// Authorises `amount` on `card`; returns a reference for the order.
    func authorize(_ card: PaymentCard, amount: Money) async throws -> String
}

/// A signed-in customer.
public struct Account: Hashable, Sendable {
    public var email: String
    public var name: String
    public var savedAddress: Address?
    public var savedCard: PaymentCard?

    public init(email: String, name: String, savedAddress: Address? = nil, savedCard: PaymentCard? = nil) {
        self.email = email
        self.name = name
        self.savedAddress = savedAddress
        self.savedCard = savedCard
    }
}
