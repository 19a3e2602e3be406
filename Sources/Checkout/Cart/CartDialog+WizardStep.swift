import FormWizard

extension CartDialog: WizardStepDialog {
    /// The cart and the list as it was left: the search, its answer and the selected row, so
    /// that Back to the cart shows it exactly so.
    public struct Draft: Sendable {
        var cart: Cart
        var query: LineEditor
        var matches: [Int32]?
        var matchesQuery: String
        var cursor: ListCursor
    }

    public var draft: Draft {
        Draft(cart: cart, query: query, matches: matches, matchesQuery: matchesQuery, cursor: cursor)
    }

    public mutating func restore(_ draft: Draft) {
        cart = draft.cart
        query = draft.query
        matches = draft.matches
        matchesQuery = draft.matchesQuery
        cursor = draft.cursor
    }

    /// The cart is the first step: there is nothing to go back to.
    public mutating func enableBack() {}

    public var backRequested: Bool { false }
}
