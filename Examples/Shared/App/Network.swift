/// What README's form example asks whether a proxy can be reached.
public struct Network: Sendable {
    public func reaches(_ host: String) async throws -> Bool { host.contains(".") }
}

/// README's form example's network.
let network = Network()
