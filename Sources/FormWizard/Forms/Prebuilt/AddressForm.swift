/// A postal address form: name, street, city, postal code and country; submitting returns an
/// `Address`.
///
/// The country is picked from a pop-up list that filters as you type (`Field.country`). The
/// postal code is checked for the chosen country — `SW1A 1AA` in the United Kingdom, `12345`
/// or `12345-6789` in the United States — and required where the country has a format; it
/// comes back normalised (`sw1a1aa` → `SW1A 1AA`). Every text comes back trimmed.
public struct AddressForm: Dialog {
    /// The address as typed, kept by a wizard across Back.
    public struct Draft: Sendable {
        var name = ""
        var street = ""
        var city = ""
        var postalCode = ""
        var country: Country?
    }

    var form: Form<Draft>

    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - message: text under the title, wrapped to fit.
    ///   - address: what the fields start with, to edit a saved address or come back to a step.
    ///   - country: the country chosen at first when there is no `address`.
    ///   - back: whether to show a Back button (see `backRequested`).
    public init(
        _ address: Address? = nil, title: String = "Address", message: String = "", country: Country? = nil,
        back: Bool = false
    ) {
        var draft = Draft(country: country)
        if let address {
            draft = Draft(
                name: address.name, street: address.street, city: address.city, postalCode: address.postalCode,
                country: address.country)
        }
        form = Form(
            StyledText(title), message: StyledText(message), value: draft,
            fields: [
                .text("Name", \.name, validate: .required()),
                .text("Street", \.street, validate: .required()),
                .text("City", \.city, validate: .required()),
                .text("Postal code", \.postalCode).validating(Validator(Self.checkPostalCode)),
                .country("Country", \.country, validate: .required(message: "Choose a country")),
            ],
            back: back)
    }

    /// Required when the country has a format (or none is chosen yet), and valid for it.
    private static func checkPostalCode(_ draft: Draft) -> String? {
        guard let country = draft.country else { return draft.postalCode.isBlank ? "Required" : nil }
        if draft.postalCode.isBlank { return PostalCode.example(for: country) == nil ? nil : "Required" }
        return Validator.postalCode(for: country).validate(draft.postalCode)
    }

    /// Whether the user pressed Back; the wizard presenting the form looks at it after each event.
    public var backRequested: Bool { form.backRequested }

    public mutating func prepare(for size: Size) {
        form.prepare(for: size)
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<Address> {
        Self.address(form.handle(event))
    }

    public func render(into frame: inout Frame) {
        form.render(into: &frame)
    }

    public var tasks: [DialogTask<AddressForm>] {
        form.tasks.map { $0.map(\.form, response: Self.address) }
    }

    @Sendable private static func address(_ response: DialogResponse<Draft>) -> DialogResponse<Address> {
        switch response {
        case .ignored: return .ignored
        case .handled: return .handled
        case .cancel: return .cancel
        case .submit(let draft):
            // The country's validator has passed, so there is one.
            guard let address = address(from: draft) else { return .handled }
            return .submit(address)
        }
    }

    /// The address a valid draft makes: the texts trimmed, the postal code normalised for the
    /// country; `nil` without a country.
    static func address(from draft: Draft) -> Address? {
        guard let country = draft.country else { return nil }
        return Address(
            name: String(draft.name.trimmingWhitespace()), street: String(draft.street.trimmingWhitespace()),
            city: String(draft.city.trimmingWhitespace()),
            postalCode: PostalCode.normalize(draft.postalCode, for: country), country: country)
    }
}
