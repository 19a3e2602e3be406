/// A rule for a value the user entered: `nil` when the value is valid, otherwise a short message
/// to show with the field, such as "Required".
///
/// Validators compose: `.all([.required(), .email()])` and `.required().and(.email())` check in
/// order and report the first failure. The built-ins are static members — `required`, `length`,
/// `pattern`, `email`, `range`, `integer`, `cardNumber`, `cvv`, `expiry`, `postalCode` — each
/// with a default message and a `message:` parameter that replaces it. Every built-in but
/// `required` accepts empty text, so a field is optional unless `required` is listed too (as in
/// HTML's constraint validation).
///
/// A rule across fields is a validator of the whole form's value:
/// ```swift
/// struct Signup: Sendable { var email: String; var password: String; var confirmation: String }
///
/// let signup = Validator<Signup>.all([
///     Validator<String>.required().and(.email()).on(\.email),
///     Validator { $0.password == $0.confirmation ? nil : "The passwords don't match" },
/// ])
/// ```
public struct Validator<Value: Sendable>: Sendable {
    private let check: @Sendable (Value) -> String?

    /// A validator from a function that returns the message for an invalid value, or `nil` when
    /// the value is valid.
    public init(_ check: @escaping @Sendable (Value) -> String?) {
        self.check = check
    }

    /// The message for the first rule `value` breaks, or `nil` when it is valid.
    public func validate(_ value: Value) -> String? {
        check(value)
    }

    /// A validator that accepts every value: the default for a field without rules.
    public static var alwaysValid: Validator {
        Validator { _ in nil }
    }

    /// Checks `validators` in order; the first failure wins.
    public static func all(_ validators: [Validator]) -> Validator {
        Validator { value in
            for validator in validators {
                if let message = validator.check(value) { return message }
            }
            return nil
        }
    }

    /// This validator, then `next` when this one passes.
    public func and(_ next: Validator) -> Validator {
        .all([self, next])
    }

    /// This validator applied to a part of a larger value, such as one field of a form's value.
    ///
    /// `Validator<String>.email().on(\Signup.email)` is a `Validator<Signup>`.
    public func on<Whole: Sendable>(_ part: @escaping @Sendable (Whole) -> Value) -> Validator<Whole> {
        Validator<Whole> { whole in check(part(whole)) }
    }
}
