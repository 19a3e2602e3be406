extension Field {
    /// This field with a check that asks a service, on any kind of field: `run` gets the part
    /// of the value `key` reads, `debounce` after the last change of it, once the field's own
    /// rules pass; a change cancels it, and submitting waits for it (see `AsyncCheck`). The
    /// message it returns shows under the field; `nil` accepts.
    ///
    /// ```swift
    /// .number("Port", \.port, in: 1...65535)
    ///     .checking({ $0.port }) { port in try await server.isFree(port) ? nil : "In use" }
    /// ```
    ///
    /// `key` runs on the main actor, where forms run (a key path into a `Sendable` type may
    /// stand for it); `run` runs off it. Checks given twice run in turn, the first message
    /// winning.
    public func checking<Key: Hashable & Sendable>(
        _ key: @escaping @MainActor (Value) -> Key, debounce: Duration = .milliseconds(300),
        _ run: @escaping @Sendable (Key) async throws -> String?
    ) -> Field {
        var field = self
        let earlier = check
        field.check = { value in
            let part = MainActor.assumeIsolated { key(value) }
            let added = AsyncCheck(id: part, debounce: debounce) { try await run(part) }
            return earlier?(value).map { $0.followed(by: added) } ?? added
        }
        return field
    }
}

extension AsyncCheck {
    /// This check, then `next` when this one accepts: one check of both values, waiting the
    /// longer debounce.
    func followed(by next: AsyncCheck) -> AsyncCheck {
        let first = run
        return AsyncCheck(
            id: [AnyHashableSendable(id), AnyHashableSendable(next.id)], debounce: max(debounce, next.debounce)
        ) {
            if let message = try await first() { return message }
            return try await next.run()
        }
    }
}
