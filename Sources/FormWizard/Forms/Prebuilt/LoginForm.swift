/// A sign-in form: e-mail address and password; submitting returns `Credentials`.
///
/// ```swift
/// let account = try await screen.present(
///     LoginForm(hint: "Demo account: demo@example.com / swift")
///         .submitting("Signing in…") { try await auth.signIn($0) })
/// ```
///
/// The e-mail address must look like one and both fields must be filled in. Signing in is the
/// work of `submitting(_:operation:)`: a `SubmitError.invalid("Wrong e-mail or password")` it
/// throws shows above the buttons, with everything typed kept. The address comes back without
/// spaces around it; the password exactly as typed.
public struct LoginForm: Dialog {
    var form: Form<Credentials>

    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - credentials: what the fields start with, e.g. the last e-mail address used.
    ///   - hint: a line under the title, e.g. the demo account.
    ///   - back: whether to show a Back button (see `backRequested`).
    public init(
        _ credentials: Credentials = Credentials(), title: String = "Sign in", hint: String = "", back: Bool = false
    ) {
        form = Form(
            StyledText(title), message: StyledText(hint), value: credentials,
            fields: [
                .text(
                    "E-mail", \.email, placeholder: "name@example.com",
                    validate: .required().and(Validator.email().on { String($0.trimmingWhitespace()) })),
                .secret("Password", \.password, validate: .required()),
            ],
            submit: "Sign in", back: back)
    }

    /// Whether the user pressed Back; the wizard presenting the form looks at it after each event.
    public var backRequested: Bool { form.backRequested }

    public mutating func prepare(for size: Size) {
        form.prepare(for: size)
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<Credentials> {
        Self.trimmed(form.handle(event))
    }

    public func render(into frame: inout Frame) {
        form.render(into: &frame)
    }

    public var tasks: [DialogTask<LoginForm>] {
        form.tasks.map { $0.map(\.form, response: Self.trimmed) }
    }

    @Sendable private static func trimmed(_ response: DialogResponse<Credentials>) -> DialogResponse<Credentials> {
        guard case .submit(let credentials) = response else { return response }
        return .submit(credentials.trimmed)
    }
}

extension Credentials {
    /// The credentials with the e-mail address trimmed of white space.
    var trimmed: Credentials {
        Credentials(email: String(email.trimmingWhitespace()), password: password)
    }
}
