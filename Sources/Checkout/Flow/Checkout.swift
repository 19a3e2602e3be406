import FormWizard

/// The demo's checkout: cart → sign in → stock check → address → payment → review, as one
/// top-to-bottom async function (seed 000's `prepareOrder`), with Back on every step.
public struct Checkout: Sendable {
    public let catalog: Catalog
    public let store: any StoreService
    /// The account when already signed in (`--signed-in`); the sign-in step is skipped.
    public let signedIn: Account?
    let search: ProductSearch

    public init(catalog: Catalog, store: any StoreService, signedIn: Account? = nil) {
        self.catalog = catalog
        self.store = store
        self.signedIn = signedIn
        self.search = ProductSearch(catalog)
    }

    /// Runs the checkout and returns the placed order.
    ///
    /// Back (a button, a menu item, Shift-Tab from a first field) shows the step before with
    /// what was typed in it; Esc on a step asks whether to leave. Cancelling a call to the store
    /// (Esc on its progress, Cancel after it failed) stops it and shows the last step again.
    /// Cancelling the task stops every call in flight and removes every dialog.
    /// - Throws: `CancellationError` when the customer leaves or the task is cancelled.
    @MainActor
    public func prepareOrder(on screen: Screen) async throws -> PreparedOrder {
        try await screen.wizard(leaveTitle: "Leave checkout?", leaveMessage: "Your cart will be emptied.") { wizard in
            var cart = try await wizard.step(CartDialog(catalog: catalog, search: search))
            let account: Account
            if let signedIn { account = signedIn } else { account = try await wizard.step(signInForm()) }
            let missing = try await wizard.call("The stock check") { [cart] in
                try await screen.checkStock(of: cart, with: store)
            }
            if !missing.isEmpty {
                switch try await wizard.step(
                    Self.outOfStock(missing, leavesCartEmpty: missing.count == cart.lines.count))
                {
                case .remove: cart.remove(ids: Set(missing.map(\.product.id)))
                case .backToCart: try wizard.startOver()
                case .cancel: throw CancellationError()
                }
            }
            let address = try await shippingAddress(for: account, wizard)
            let card = try await paymentCard(for: account, wizard)
            var order = PreparedOrder(account: account, cart: cart, address: address, card: card)
            switch try await wizard.step(Self.review(order)) {
            case .place: break
            case .back: try wizard.back()
            case .cancel: throw CancellationError()
            }
            let total = order.total
            let authorization = try await wizard.call("The payment") {
                try await screen.withActivity("Placing your order…") { try await store.authorize(card, amount: total) }
            }
            order.authorization = authorization
            return order
        }
    }

    private func signInForm() -> Submitting<LoginForm, Account> {
        let store = self.store
        return LoginForm(hint: "Demo account: \(DemoStore.demoEmail) / \(DemoStore.demoPassword)")
            .submitting("Signing in…", failureTitle: "Signing in failed") { credentials in
                try await store.signIn(credentials)
            }
    }

    @MainActor
    private func shippingAddress(for account: Account, _ wizard: Wizard) async throws -> Address {
        if let saved = account.savedAddress {
            let useSaved = try await wizard.step(
                ChoiceStep(
                    title: "Shipping address", message: "Your saved address:\n\(saved)",
                    items: [
                        MenuItem("Ship to the saved address", value: true),
                        MenuItem("Use another address", value: false),
                    ]))
            if useSaved { return saved }
        }
        return try await wizard.step(AddressForm(title: "Shipping address"))
    }

    @MainActor
    private func paymentCard(for account: Account, _ wizard: Wizard) async throws -> PaymentCard {
        if let saved = account.savedCard {
            let useSaved = try await wizard.step(
                ChoiceStep(
                    title: "Payment", message: "Your saved card:\n\(saved)",
                    items: [
                        MenuItem("Pay with the saved card", value: true), MenuItem("Use another card", value: false),
                    ]))
            if useSaved { return saved }
        }
        return try await wizard.step(PaymentForm(title: "Payment"))
    }
}
