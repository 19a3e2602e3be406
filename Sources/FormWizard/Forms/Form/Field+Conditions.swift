extension Field {
    /// This field, on the form only while `condition` holds for the form's value: hidden, it
    /// takes no rows and no focus, is not checked, and is not asked in line mode. The form
    /// reads the condition after every change, so the field appears as soon as the toggle
    /// it follows is on.
    ///
    /// ```swift
    /// .toggle("Proxy", \.useProxy, text: "Use a proxy"),
    /// .text("Proxy host", \.proxyHost, validate: .required()).shown { $0.useProxy },
    /// ```
    ///
    /// The condition runs on the main actor, where forms run; a key path into a `Sendable`
    /// type may stand for it (`.shown(when: \.useProxy)`). Given twice, both must hold.
    public func shown(when condition: @escaping @MainActor (Value) -> Bool) -> Field {
        var field = self
        field.shownWhen = Self.both(shownWhen, condition)
        return field
    }

    /// This field, editable only while `condition` holds for the form's value: disabled, it
    /// is drawn dimmed with its value, takes no focus, is not checked, and is not asked in
    /// line mode. Given twice, both must hold.
    ///
    /// ```swift
    /// .number("Port", \.port).enabled { $0.mode == .custom },
    /// ```
    public func enabled(when condition: @escaping @MainActor (Value) -> Bool) -> Field {
        var field = self
        field.enabledWhen = Self.both(enabledWhen, condition)
        return field
    }

    private static func both(
        _ first: (@MainActor (Value) -> Bool)?, _ second: @escaping @MainActor (Value) -> Bool
    ) -> @MainActor (Value) -> Bool {
        guard let first else { return second }
        return { first($0) && second($0) }
    }

    /// Whether the field is shown and can be edited for `value`: whether it takes focus, is
    /// checked and is asked.
    func isActive(in value: Value) -> Bool {
        isShown(in: value) && isEnabled(in: value)
    }
}
