/// What the customer is buying: products and quantities, in the order they were added.
public struct Cart: Hashable, Sendable {
    /// One product and how many of it.
    public struct Line: Hashable, Sendable {
        public let product: Product
        public var quantity: Int

        public init(product: Product, quantity: Int) {
            self.product = product
            self.quantity = quantity
        }

        public var subtotal: Money { Money(cents: product.price) * quantity }
    }

    public private(set) var lines: [Line] = []

    public init(lines: [Line] = []) {
        self.lines = lines.filter { $0.quantity > 0 }
    }

    public var isEmpty: Bool { lines.isEmpty }
    /// The number of items, counting quantities.
    public var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }
    public var total: Money { lines.reduce(Money(cents: 0)) { $0 + $1.subtotal } }

    /// How many of `product` are in the cart.
    public func quantity(of product: Product) -> Int {
        lines.first { $0.product.id == product.id }?.quantity ?? 0
    }

    /// Sets how many of `product` are in the cart; 0 removes it. At most 99 of one product.
    public mutating func set(_ product: Product, quantity: Int) {
        let quantity = min(99, max(0, quantity))
        if let index = lines.firstIndex(where: { $0.product.id == product.id }) {
            if quantity == 0 { lines.remove(at: index) } else { lines[index].quantity = quantity }
        } else if quantity > 0 {
            lines.append(Line(product: product, quantity: quantity))
        }
    }

    /// Removes the products with these ids.
    public mutating func remove(ids: Set<Int>) {
        lines.removeAll { ids.contains($0.product.id) }
    }
}
