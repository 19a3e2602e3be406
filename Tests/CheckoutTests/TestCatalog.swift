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

    @Test(arguments: [
        "ch", "r 1", "1000", "99", "c", "st", "ee", "1002", "sleek steel lamp 1001", "ir 10", "lamp 1001", "01",
        "rustic steel chair 1000 ", "a very long word that no name holds", "z", "zz", "é", "cha", "ur", "eel ch",
    ])
    func filterAgreesWithANaiveSearch(query: String) {
        // Short and long names, matches at the start, at the end, across a 16-byte boundary, and
        // in the last name (read up to its padding).
        let names = [
            "Rustic Steel Chair 1000", "Sleek steel Lamp 1001", "ch", "Ch", "xch", "abcdefghijklmnopch",
            "abcdefghijklmnoch", "abcdefghijklmnc h", "Café Chair", "1", "", "Rustic Wooden Chair 1002",
        ]
        let catalog = Catalog(products: names.enumerated().map { Product(id: $0, name: $1, price: 1) })
        let words = query.lowercased().split(separator: " ").map(String.init)
        let expected = names.indices.filter { index in
            words.allSatisfy { names[index].lowercased().contains($0) }
        }.map { Int32($0) }
        #expect(ProductIndex(catalog).filter(ProductIndex.words(of: query)) == expected)
    }

    @Test func filterAgreesWithANaiveSearchOverTheDemoCatalog() {
        let catalog = Catalog.demo(count: 3_000)
        let index = ProductIndex(catalog)
        let names = catalog.products.map { $0.name.lowercased() }
        for query in ["co", "cop", "copper", "per mug", "te", "tea", "1 1", "999", "ble", "heavy-duty", "ck 2"] {
            let words = query.split(separator: " ").map(String.init)
            let expected = names.indices.filter { i in words.allSatisfy { names[i].contains($0) } }.map { Int32($0) }
            #expect(index.filter(ProductIndex.words(of: query)) == expected, "query \(query)")
        }
    }

    @Test func moneyIsShownInDollarsWithGrouping() {
        #expect(Money(cents: 199).description == "$1.99")
        #expect(Money(cents: 5).description == "$0.05")
        #expect(Money(cents: 123_456_789).description == "$1,234,567.89")
    }

    @Test func moneyIsGroupedAtEveryThirdDigit() {
        let shown = [0, 100, 99_999, 100_000, 12_345_678, 100_000_000].map { Money(cents: $0).description }
        #expect(shown == ["$0.00", "$1.00", "$999.99", "$1,000.00", "$123,456.78", "$1,000,000.00"])
    }
}
