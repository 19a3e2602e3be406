import FormWizard

/// `formwizard address`: the postal address form; prints the address as JSON.
struct AddressCommand: Subcommand, Hashable {
    static let name = "address"
    static let summary = "fill in a postal address; print it as JSON"
    static let help = """
        Usage: formwizard address [OPTIONS]

        Shows an address form — name, street, city, postal code and country — and prints
        the address as JSON:

          {"name":"Ada Lovelace","street":"12 St James's Square","city":"London",
           "postalCode":"SW1Y 4JH","country":"GB","countryName":"United Kingdom"}

        (on one line). The postal code is checked for the country and printed normalised;
        every text is trimmed.

        Options:
          --title TEXT     the title in the frame (default: Address)
          --hint TEXT      a line under the title
          --country CODE   the country chosen at first, by its ISO code (e.g. GB, us)
          -h, --help       show this help

        Keys: Tab or Down next field, Shift-Tab or Up previous, Enter next field (submits
        from the last one); on the country, typing filters the list and Enter picks; Esc
        cancels.

        Exit status: 0 submitted (the JSON and a newline are printed), 1 Cancel or Esc
        (nothing is printed), 2 usage error.

        """

    var title = "Address"
    var hint = ""
    var country: Country?

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        while let option = try arguments.nextOption() {
            switch option {
            case "--title": title = try arguments.value(for: option)
            case "--hint": hint = try arguments.value(for: option)
            case "--country":
                let code = try arguments.value(for: option)
                guard let country = Country(code: code) else {
                    throw .invalid("--country '\(code)' is not an ISO 3166-1 country code such as GB or US")
                }
                self.country = country
            default: throw arguments.unknown(option)
            }
        }
    }

    init(title: String = "Address", hint: String = "", country: Country? = nil) {
        self.title = title
        self.hint = hint
        self.country = country
    }

    func run(on screen: Screen) async -> CommandResult {
        do {
            let address = try await screen.present(AddressForm(title: title, message: hint, country: country))
            return .submitted(address.json.text)
        } catch {
            return .cancelled
        }
    }
}
