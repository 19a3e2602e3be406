extension Validator where Value: Comparable {
    /// Fails when the value is outside `bounds`.
    public static func range(_ bounds: ClosedRange<Value>, message: String? = nil) -> Validator {
        Validator { value in
            bounds.contains(value) ? nil : message ?? "Enter a value from \(bounds.lowerBound) to \(bounds.upperBound)"
        }
    }
}

extension Validator where Value == String {
    /// Fails unless the text is a whole number (an optional sign and digits; spaces around it are
    /// ignored), within `bounds` when given.
    ///
    /// Empty text passes: list `required()` too when the field must be filled in.
    public static func integer(in bounds: ClosedRange<Int>? = nil, message: String? = nil) -> Validator {
        Validator { text in
            let trimmed = text.trimmingWhitespace()
            if trimmed.isEmpty { return nil }
            let inBounds = bounds.map { " from \($0.lowerBound) to \($0.upperBound)" } ?? ""
            guard let number = Int(trimmed), bounds?.contains(number) ?? true else {
                return message ?? "Enter a whole number\(inBounds)"
            }
            return nil
        }
    }
}
