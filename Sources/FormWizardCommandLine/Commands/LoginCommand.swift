import FormWizard

/// `formwizard login`: the sign-in form; prints the e-mail address as JSON, and the password
/// only when asked to.
struct LoginCommand: Subcommand, Hashable {
    static let name = "login"
    static let summary = "sign in with e-mail and password; print the e-mail as JSON"
    static let help = """
        Usage: formwizard login [OPTIONS]

        Shows a sign-in form (e-mail address and password, both required; the address must
        look like one) and prints {"email":"ada@example.com"}. The password is masked as it
        is typed and left out of the output unless --print-password asks for it:
        {"email":"ada@example.com","password":"..."}.

        Options:
          --title TEXT       the title in the frame (default: Sign in)
          --hint TEXT        a line under the title, e.g. which account to use
          --print-password   print the password in the JSON too
          -h, --help         show this help

        Keys: Tab or Down next field, Shift-Tab or Up previous, Enter next field (signs in
        from the password), Esc cancels.

        Exit status: 0 signed in (the JSON and a newline are printed), 1 Cancel or Esc
        (nothing is printed), 2 usage error.

        """

    var title = "Sign in"
    var hint = ""
    var printsPassword = false

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        while let option = try arguments.nextOption() {
            switch option {
            case "--title": title = try arguments.value(for: option)
            case "--hint": hint = try arguments.value(for: option)
            case "--print-password": printsPassword = true
            default: throw arguments.unknown(option)
            }
        }
    }

    init(title: String = "Sign in", hint: String = "", printsPassword: Bool = false) {
        self.title = title
        self.hint = hint
        self.printsPassword = printsPassword
    }

    func run(on screen: Screen) async -> CommandResult {
        do {
            let credentials = try await screen.present(LoginForm(title: title, hint: hint))
            guard printsPassword else { return .submitted(credentials.json.text) }
            let json = JSONValue.object([
                ("email", .string(credentials.email)), ("password", .string(credentials.password)),
            ])
            return .submitted(json.text, isSecret: true)
        } catch {
            return .cancelled
        }
    }
}
