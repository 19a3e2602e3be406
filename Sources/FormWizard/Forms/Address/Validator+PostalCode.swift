extension Validator where Value == String {
    /// Fails unless the text is a postal code of `country` (see `PostalCode`); lower case and
    /// missing separators are accepted, since `PostalCode.normalize(_:for:)` fixes them.
    ///
    /// Empty text passes: list `required()` too when the field must be filled in.
    public static func postalCode(for country: Country, message: String? = nil) -> Validator {
        let defaultMessage =
            PostalCode.example(for: country).map { "Enter a \(PostalCode.label(for: country)) like \($0)" }
            ?? "Enter a postal code of up to 10 letters and digits"
        return Validator { text in
            text.isBlank || PostalCode.isValid(text, for: country) ? nil : message ?? defaultMessage
        }
    }
}
