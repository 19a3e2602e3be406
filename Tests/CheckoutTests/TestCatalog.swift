import Checkout
import Testing

struct TestCatalog {
    @Test func theDemoCatalogIsTheSameEveryTime() {
        let first = Catalog.demo(count: 10_000)
        let again = Catalog.demo(count: 10_000)
        #expect(first.products == again.products)
        #expect(first.products.count == 10_000)
        #expect(first.products.prefix(3).map(\.name) == again.products.prefix(3).map(\.name))
        #expect(Set(first.products.map(\.name)).count == 10_000)
    }

    @Test func searchFindsNamesContainingEveryWordIgnoringCase() async throws {
        let catalog = Catalog(products: [
            Product(id: 0, name: "Rustic Steel Chair 1000", price: 100),
            Product(id: 1, name: "Sleek steel Lamp 1001", price: 100),
            Product(id: 2, name: "Rustic Wooden Chair 1002", price: 100),
        ])
        let search = ProductSearch(catalog)
        #expect(try await search.matches(for: "steel") == [0, 1])
        #expect(try await search.matches(for: "STEEL ch") == [0])
        #expect(try await search.matches(for: "chair rus") == [0, 2])
        #expect(try await search.matches(for: "") == [0, 1, 2])
        #expect(try await search.matches(for: "nothing") == [])
    }

    @Test func aNarrowingQueryGivesTheSameAnswerAsAFreshSearch() async throws {
        let catalog = Catalog.demo(count: 5_000)
        let index = ProductIndex(catalog)
        let search = ProductSearch(index: index)
        for query in ["s", "st", "ste", "stee", "steel", "steel c", "steel ch", "steel c", "ste", ""] {
            let expected = index.filter(ProductIndex.words(of: query))
            #expect(try await search.matches(for: query) == expected, "query \(query)")
        }
    }

    @Test func moneyIsShownInDollarsWithGrouping() {
        #expect(Money(cents: 199).description == "$1.99")
        #expect(Money(cents: 5).description == "$0.05")
        #expect(Money(cents: 123_456_789).description == "$1,234,567.89")
    }
}
