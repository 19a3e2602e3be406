extension TerminalSession {
    /// Starts `body` at once where the runtime can (`Task.immediate`, Swift 6.2's runtime:
    /// macOS 26), so that it draws its first frame before `main` suspends; on an older macOS
    /// it is queued on the main actor and starts when the main queue is served.
    static func start<Value: Sendable>(
        _ body: @escaping @MainActor () async -> Value
    ) -> Task<Value, Never> {
        if #available(macOS 26, *) {
            return Task.immediate { await body() }
        }
        return Task { await body() }
    }
}
