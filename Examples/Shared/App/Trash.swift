/// What README's first example empties.
public struct Trash: Sendable {
    public func empty() async throws {}
}

/// README's first example's trash.
let trash = Trash()
