extension Submitting: WizardStepDialog where D: WizardStepDialog {
    public var draft: D.Draft { inner.draft }

    public mutating func restore(_ draft: D.Draft) {
        inner.restore(draft)
    }

    public mutating func enableBack() {
        inner.enableBack()
    }

    public mutating func describeEscape(as action: String) {
        inner.describeEscape(as: action)
    }

    public var backRequested: Bool {
        if case .editing = phase { return inner.backRequested }
        return false
    }
}
