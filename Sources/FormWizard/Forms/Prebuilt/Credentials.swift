/// An e-mail address and a password, as `LoginForm` returns them.
///
/// The password is a secret: `description`, `debugDescription`, `dump`, reflection and `json`
/// show only the e-mail address. Read `password` only to hand it to whatever signs the user in.
public struct Credentials: Hashable, Sendable {
    /// The e-mail address, trimmed of white space.
    public var email: String
    /// The password as typed: a secret.
    public var password: String

    /// Credentials from an address and a password.
    public init(email: String = "", password: String = "") {
        self.email = email
        self.password = password
    }
}

extension Credentials: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `Credentials(email: "ada@example.com", password: hidden)`.
    public var description: String {
        "Credentials(email: \(String(reflecting: email)), password: hidden)"
    }

    /// The same as `description`: the password stays out of debugger output.
    public var debugDescription: String { description }

    /// The e-mail address only, so `dump` and debuggers never show the password.
    public var customMirror: Mirror {
        Mirror(self, children: ["email": email], displayStyle: .struct)
    }
}

extension Credentials: JSONRepresentable {
    /// The e-mail address only: `{"email":"ada@example.com"}`.
    public var json: JSONValue {
        .object([("email", .string(email))])
    }
}
