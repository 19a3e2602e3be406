/// A value the command line can print as JSON. Secrets stay out of it: a payment card gives its
/// brand, last four digits and expiry; credentials their e-mail address.
public protocol JSONRepresentable {
    /// The value as JSON, without secrets.
    var json: JSONValue { get }
}
