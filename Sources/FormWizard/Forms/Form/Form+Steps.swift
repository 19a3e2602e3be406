extension Form: ShowsSubmitError {
    /// Shows `message` above the buttons, as a rule across fields would.
    public mutating func showSubmitError(_ message: String?) {
        formError = message
    }
}

extension Form: WizardStepDialog {
    /// The value as typed, unchecked.
    public var draft: Value { value }

    public mutating func restore(_ draft: Value) {
        let focus = self.focus
        load(draft)
        self.focus = focus
    }

    /// Adds a Back button before the others; Shift-Tab from the first field presses it too.
    public mutating func enableBack() {
        guard !buttons.contains(where: \.isBack) else { return }
        buttons.insert(.back("Back"), at: 0)
        hintsWidth = widestKeyHints
    }

    public mutating func describeEscape(as action: String) {
        escapeAction = action
        hintsWidth = widestKeyHints
    }
}

extension LoginForm: WizardStepDialog, ShowsSubmitError {
    public var draft: Credentials { form.value }
    public mutating func restore(_ draft: Credentials) { form.restore(draft) }
    public mutating func enableBack() { form.enableBack() }
    public mutating func describeEscape(as action: String) { form.describeEscape(as: action) }
    public mutating func showSubmitError(_ message: String?) { form.showSubmitError(message) }
}

extension AddressForm: WizardStepDialog, ShowsSubmitError {
    public var draft: Draft { form.value }
    public mutating func restore(_ draft: Draft) { form.restore(draft) }
    public mutating func enableBack() { form.enableBack() }
    public mutating func describeEscape(as action: String) { form.describeEscape(as: action) }
    public mutating func showSubmitError(_ message: String?) { form.showSubmitError(message) }
}

extension PaymentForm: WizardStepDialog, ShowsSubmitError {
    public var draft: Draft { form.value }
    public mutating func restore(_ draft: Draft) { form.restore(draft) }
    public mutating func enableBack() { form.enableBack() }
    public mutating func describeEscape(as action: String) { form.describeEscape(as: action) }
    public mutating func showSubmitError(_ message: String?) { form.showSubmitError(message) }
}
