extension PaymentForm: LinePresentable {
    /// The form's fields in turn: the name, the card number and the security code read with
    /// echo off (the number said as its brand and last four digits), the expiry as `MM/YY`;
    /// the holder's name trimmed, as on a full screen.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> PaymentCard {
        while true {
            // The expiry's validator has passed, so it reads.
            if let card = Self.card(from: try await form.presentLines(on: prompter)) { return card }
        }
    }
}
