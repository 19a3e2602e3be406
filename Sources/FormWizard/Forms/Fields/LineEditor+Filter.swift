extension LineEditor {
    /// What `handle(_:accepting:limit:)` did.
    enum FilteredResponse: Equatable {
        /// Not an editing key.
        case ignored
        case handled
        /// A typed character, or some of a paste, was not accepted (a letter in a number).
        case rejected
        /// A typed character or a paste was (partly) dropped because of the limit.
        case limited
    }

    /// Applies an editing key or a paste like `handle(_:)`, but types and pastes only the
    /// characters `accepts` takes (white space in a paste is dropped quietly), and at most
    /// `limit` characters in all.
    mutating func handle(
        _ event: InputEvent, accepting accepts: (Character) -> Bool, limit: Int? = nil
    ) -> FilteredResponse {
        let room = limit.map { max(0, $0 - count) } ?? .max
        switch event {
        case .paste(let text):
            let kept = text.filter(accepts)
            let rejected = text.contains { !accepts($0) && !$0.isWhitespace }
            let cut = insert(String(kept.prefix(room))) || kept.count > room
            return cut ? .limited : rejected ? .rejected : .handled
        case .key(let key):
            guard let character = key.typedCharacter else {
                return handle(event) == .ignored ? .ignored : .handled
            }
            guard accepts(character) else { return .rejected }
            guard room > 0 else { return .limited }
            return insert(String(character)) ? .limited : .handled
        case .resize, .mouse:
            return .ignored
        }
    }
}
