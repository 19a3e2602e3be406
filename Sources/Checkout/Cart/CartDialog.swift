import FormWizard

/// The first step of the checkout: the catalog as a list you search by typing, adding products
/// to the cart.
///
/// Letters and digits search (debounced, each new query cancelling the previous search, seed
/// 002's `.task(id:)`); ↑/↓, PgUp/PgDn, Home/End move; Space adds or removes the selected
/// product; + and - change its quantity; Enter continues with the cart; Esc leaves. Only the
/// rows on screen are drawn, so the list may hold a million products.
public struct CartDialog: Dialog {
    let catalog: Catalog
    let search: ProductSearch
    /// The search text.
    var query = LineEditor(maxLength: 40)
    /// The products shown (indices into the catalog) and the query they answer; `nil` for all.
    var matches: [Int32]?
    var matchesQuery = ""
    /// The selected row and the view: the library's `ListCursor` (letters and digits are the
    /// search's).
    var cursor = ListCursor(behavior: .init(opensCentred: false))
    /// The selected row.
    var selected: Int { cursor.selected }
    /// The first row in view.
    var top: Int { cursor.top ?? 0 }
    public internal(set) var cart: Cart
    var notice: String?
    var screenSize: Size?
    /// How long typing must pause before the search runs.
    let debounce: Duration

    public init(catalog: Catalog, search: ProductSearch, cart: Cart = Cart(), debounce: Duration = .milliseconds(250)) {
        self.catalog = catalog
        self.search = search
        self.cart = cart
        self.debounce = debounce
    }

    /// The number of products in the list now.
    var rowCount: Int { matches?.count ?? catalog.products.count }

    func product(atRow row: Int) -> Product {
        catalog.products[Int(matches?[row] ?? Int32(row))]
    }

    /// Whether the list still shows the answer to an older query.
    var isSearching: Bool { query.text != matchesQuery }

    public mutating func prepare(for size: Size) {
        screenSize = size
        cursor.prepare(rows: listRows, count: rowCount)
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<Cart> {
        notice = nil
        guard case .key(let key) = event else { return .ignored }
        switch key {
        case .escape: return .cancel
        case .enter:
            if cart.isEmpty {
                notice = "Add a product with Space first"
                return .handled
            }
            return .submit(cart)
        case .up, .down, .pageUp, .pageDown, .home, .end:
            let (rows, count) = (listRows, rowCount)
            _ = cursor.handle(key, rows: rows, count: count)
        case .character(" "): toggleSelected()
        case .character("+"), .character("="): changeQuantity(by: 1)
        case .character("-"): changeQuantity(by: -1)
        default:
            switch query.handle(event) {
            case .ignored: return .ignored
            case .handled, .limited: break
            }
        }
        return .handled
    }

    private mutating func toggleSelected() {
        guard rowCount > 0, !isSearching else { return }
        let product = product(atRow: selected)
        cart.set(product, quantity: cart.quantity(of: product) > 0 ? 0 : 1)
    }

    private mutating func changeQuantity(by step: Int) {
        guard rowCount > 0, !isSearching else { return }
        let product = product(atRow: selected)
        cart.set(product, quantity: cart.quantity(of: product) + step)
    }

    /// The search for the current query, keyed by it: typing cancels the one before.
    public var tasks: [DialogTask<CartDialog>] {
        let text = query.text
        guard text != matchesQuery else { return [] }
        let search = self.search
        let debounce = self.debounce
        return [
            DialogTask(id: text) { context in
                try await context.sleep(for: debounce)
                let found = try await search.matches(for: text)
                return { dialog in dialog.show(found, for: text) }
            }
        ]
    }

    private mutating func show(_ found: [Int32], for text: String) {
        guard text == query.text else { return }
        matches = ProductIndex.words(of: text).isEmpty ? nil : found
        matchesQuery = text
        cursor.reset(selecting: 0, rows: listRows, count: rowCount)
    }
}
