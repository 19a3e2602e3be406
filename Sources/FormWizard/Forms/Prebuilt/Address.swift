/// A postal address, as `AddressForm` returns it.
public struct Address: Hashable, Sendable {
    /// Who receives the post.
    public var name: String
    /// The street and number.
    public var street: String
    /// The town or city.
    public var city: String
    /// The postal code, normalised for the country (`PostalCode.normalize(_:for:)`); may be
    /// empty where the country has no postal codes.
    public var postalCode: String
    /// The country, from ISO 3166-1.
    public var country: Country

    /// An address as given; nothing is checked or normalised here.
    public init(name: String, street: String, city: String, postalCode: String, country: Country) {
        self.name = name
        self.street = street
        self.city = city
        self.postalCode = postalCode
        self.country = country
    }
}

extension Address: CustomStringConvertible {
    /// The address on one line: `Ada Lovelace, 12 St James's Square, London SW1Y 4JH, United Kingdom`.
    public var description: String {
        let town = [city, postalCode].filter { !$0.isEmpty }.joined(separator: " ")
        return [name, street, town, country.name].filter { !$0.isEmpty }.joined(separator: ", ")
    }
}

extension Address: JSONRepresentable {
    /// `{"name":…,"street":…,"city":…,"postalCode":…,"country":"GB","countryName":"United Kingdom"}`.
    public var json: JSONValue {
        .object([
            ("name", .string(name)), ("street", .string(street)), ("city", .string(city)),
            ("postalCode", .string(postalCode)), ("country", .string(country.code)),
            ("countryName", .string(country.name)),
        ])
    }
}
