import FormWizard

extension CartDialog: WizardStepDialog {
    public var draft: Cart { cart }

    public mutating func restore(_ draft: Cart) {
        cart = draft
    }

    /// The cart is the first step: there is nothing to go back to.
    public mutating func enableBack() {}

    public var backRequested: Bool { false }
}
