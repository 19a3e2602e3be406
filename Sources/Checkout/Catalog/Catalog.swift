/// The products of the demo store, generated the same way every time.
public struct Catalog: Sendable {
    public let products: [Product]

    public init(products: [Product]) {
        self.products = products
    }

    /// `count` products with names like "Ergonomic Steel Keyboard 1042" and prices from $1.99 to
    /// $499.99, the same for the same `seed`.
    public static func demo(count: Int = 10_000, seed: UInt64 = 2026) -> Catalog {
        var random = SplitMix64(seed: seed)
        var products: [Product] = []
        products.reserveCapacity(count)
        let adjectives = adjectives.map { Array($0.utf8) }
        let materials = materials.map { Array($0.utf8) }
        let nouns = nouns.map { Array($0.utf8) }
        for id in 0..<count {
            let adjective = adjectives[Int(random.next() % UInt64(adjectives.count))]
            let material = materials[Int(random.next() % UInt64(materials.count))]
            let noun = nouns[Int(random.next() % UInt64(nouns.count))]
            let price = 199 + Int(random.next() % 49_801)
            let name = Self.name(adjective, material, noun, number: 1000 + id)
            products.append(Product(id: id, name: name, price: price))
        }
        return Catalog(products: products)
    }

    /// "Adjective Material Noun 1042", written into one allocation: the demo makes ten thousand
    /// of these before the checkout's first frame.
    private static func name(_ adjective: [UInt8], _ material: [UInt8], _ noun: [UInt8], number: Int) -> String {
        var digits = 1
        var rest = number / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        let length = adjective.count + material.count + noun.count + 3 + digits
        return String(unsafeUninitializedCapacity: length) { buffer in
            var index = 0
            func append(_ word: [UInt8]) {
                for byte in word {
                    buffer[index] = byte
                    index += 1
                }
                buffer[index] = UInt8(ascii: " ")
                index += 1
            }
            append(adjective)
            append(material)
            append(noun)
            var value = number
            for position in stride(from: length - 1, through: index, by: -1) {
                buffer[position] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            }
            return length
        }
    }

    private static let adjectives = [
        "Ergonomic", "Rustic", "Sleek", "Compact", "Durable", "Handmade", "Vintage", "Modern", "Portable",
        "Deluxe", "Classic", "Smart", "Lightweight", "Heavy-duty", "Elegant", "Practical",
    ]
    private static let materials = [
        "Steel", "Wooden", "Cotton", "Granite", "Rubber", "Bamboo", "Leather", "Copper", "Ceramic", "Glass",
        "Wool", "Aluminium", "Linen", "Marble",
    ]
    private static let nouns = [
        "Keyboard", "Chair", "Lamp", "Mug", "Backpack", "Notebook", "Kettle", "Blanket", "Clock", "Teapot",
        "Umbrella", "Wallet", "Bicycle Bell", "Desk", "Headphones", "Speaker", "Vase", "Scarf", "Bottle",
        "Cutting Board",
    ]
}

/// A small, fast, deterministic pseudo-random generator (SplitMix64).
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
