extension Validator where Value == String {
    /// Fails when the text is empty or only white space.
    public static func required(message: String = "Required") -> Validator {
        Validator { $0.isBlank ? message : nil }
    }

    /// Fails when the text has fewer than `min` or more than `max` characters (grapheme clusters,
    /// so "é" and "👍🏽" count as one).
    ///
    /// Empty text passes: list `required()` too when the field must be filled in. A negative
    /// `min` counts as 0, and a `max` below `min` as `min`.
    public static func length(min: Int = 0, max: Int = .max, message: String? = nil) -> Validator {
        let min = Swift.max(0, min)
        let max = Swift.max(min, max)
        return Validator { text in
            if text.isEmpty { return nil }
            let count = text.count
            if count < min { return message ?? "At least \(characters(min))" }
            if count > max { return message ?? "At most \(characters(max))" }
            return nil
        }
    }

    /// Fails when the whole text does not match `regex`.
    ///
    /// Pass a regex literal, e.g. `.pattern(/[A-Z]{3}/, message: "Three capital letters")`. A
    /// `Regex` is not `Sendable`, so the validator takes it over (`sending`) and matches under a
    /// lock. Empty text passes: list `required()` too when the field must be filled in.
    public static func pattern<Output>(_ regex: sending Regex<Output>, message: String) -> Validator {
        let regex = Lock(regex)
        return Validator { text in
            if text.isEmpty { return nil }
            let matches = regex.withLock { (try? $0.wholeMatch(in: text)) != nil }
            return matches ? nil : message
        }
    }

    /// Fails unless the text looks like an e-mail address: `local@domain.tld`, one `@`, no spaces,
    /// a dot in the domain, no leading, trailing or doubled dots.
    ///
    /// Pragmatic, not RFC 5322: it catches typing mistakes and lets every real address through,
    /// including international domain names. Empty text passes: list `required()` too when the
    /// field must be filled in.
    public static func email(message: String = "Enter an e-mail address like name@example.com") -> Validator {
        Validator { text in
            text.isEmpty || EmailAddress.isPlausible(text) ? nil : message
        }
    }

    private static func characters(_ count: Int) -> String {
        count == 1 ? "1 character" : "\(count) characters"
    }
}

extension Validator where Value == String? {
    /// Fails when there is no text, or it is empty or only white space.
    public static func required(message: String = "Required") -> Validator {
        Validator { ($0?.isBlank ?? true) ? message : nil }
    }
}

extension Validator {
    /// Fails when there is no value, e.g. no country picked yet.
    public static func required<Wrapped>(message: String = "Required") -> Validator where Value == Wrapped? {
        Validator { $0 == nil ? message : nil }
    }
}
