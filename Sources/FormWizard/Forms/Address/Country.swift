/// A country or territory of ISO 3166-1: its alpha-2 code and English short name, such as
/// `GB` "United Kingdom" or `CI` "Côte d'Ivoire".
///
/// `Country.all` lists all 249 in order of name; `Country(code:)` looks one up. A picker filters
/// with `matches(_:)`.
public struct Country: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// The ISO 3166-1 alpha-2 code, two capital letters, e.g. `"US"`.
    public let code: String
    /// The English short name, e.g. `"United States"` or `"Korea, Republic of"`.
    public let name: String
    /// A shorter name people use, e.g. "South Korea" for "Korea, Republic of"; found by
    /// `matches(_:)`, not shown.
    let commonName: String?

    init(_ code: String, _ name: String, commonName: String? = nil) {
        self.code = code
        self.name = name
        self.commonName = commonName
    }

    /// The country with the alpha-2 `code` (any case, e.g. `"de"`), or `nil` when there is none.
    public init?(code: String) {
        guard let country = Country.byCode[code.uppercased()] else { return nil }
        self = country
    }

    /// The code: a country is identified by it.
    public var id: String { code }

    /// The name.
    public var description: String { name }

    /// Whether a picker filtered by `filter` should list this country.
    ///
    /// Case and Latin diacritics do not matter ("cote" finds Côte d'Ivoire). Each word of the
    /// filter must begin a word of the name, in any order ("united" finds United Kingdom, United
    /// States, United Arab Emirates…; "korea dem" finds Korea, Democratic People's Republic of),
    /// or of its common name ("south korea", "vietnam"). A filter equal to the code matches too
    /// ("us", "GB"). An empty filter matches every country.
    public func matches(_ filter: String) -> Bool {
        let wanted = LatinFolding.words(filter)
        if wanted.isEmpty { return true }
        if wanted.count == 1 && wanted[0] == LatinFolding.fold(code) { return true }
        return [name, commonName].contains { name in
            guard let name else { return false }
            let words = LatinFolding.words(name)
            return wanted.allSatisfy { word in words.contains { $0.hasPrefix(word) } }
        }
    }

    private static let byCode: [String: Country] = Dictionary(
        uniqueKeysWithValues: all.map { ($0.code, $0) })
}
