extension AddressForm: LinePresentable {
    /// The form's fields in turn (the country searched by name or code, as the pop-up list
    /// filters), the postal code checked again for the country chosen after it; the address
    /// trimmed and its postal code normalised, as on a full screen.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> Address {
        while true {
            // The country's validator has passed, so there is one.
            if let address = Self.address(from: try await form.presentLines(on: prompter)) { return address }
        }
    }
}
