import FormWizard
import Testing

@testable import FormWizardCommandLine

private func parse(_ arguments: String...) -> ParsedInvocation? {
    parsedInvocation(arguments, standardInput: .empty)
}

private let usageError = invocationUsageError

/// The options of `form`, the prebuilt forms, `checkout` and `quiz`.
struct TestFormArgumentParsing {
    private func field(
        _ name: String, _ label: String, _ kind: FormFieldSpec.Kind = .text, required: Bool = false,
        secret: Bool = false
    ) -> FormFieldSpec {
        FormFieldSpec(name: name, label: label, kind: kind, isRequired: required, isSecret: secret)
    }

    // MARK: - form

    @Test func formWithEveryOption() {
        #expect(
            parse(
                "form", "--title", "Signup", "--message", "All about you", "--field", "name=Name:required",
                "--field", "email=E-mail:email,required", "--field=age=Age:number", "--secret", "pin=PIN")
                == .form(
                    FormCommand(
                        title: "Signup", message: "All about you",
                        fields: [
                            field("name", "Name", required: true), field("email", "E-mail", .email, required: true),
                            field("age", "Age", .number), field("pin", "PIN", secret: true),
                        ])))
    }

    @Test func formFieldsKeepTheirOrderAcrossFieldAndSecret() {
        #expect(
            parse("form", "--secret", "b=B:required", "--field", "a=A")
                == .form(FormCommand(fields: [field("b", "B", required: true, secret: true), field("a", "A")])))
    }

    @Test func formUsageErrors() {
        #expect(parse("form") == usageError("form", "a form needs at least one --field or --secret"))
        #expect(parse("form", "--title", "T") == usageError("form", "a form needs at least one --field or --secret"))
        #expect(parse("form", "--field") == usageError("form", "option '--field' needs a value"))
        #expect(
            parse("form", "--field", "email=E-mail", "--secret", "email=Password")
                == usageError("form", "field 'email' is given twice; its key in the JSON would be ambiguous"))
        #expect(
            parse("form", "--field", "a=A", "--field", "a:number")
                == usageError("form", "field 'a' is given twice; its key in the JSON would be ambiguous"))
        #expect(
            parse("form", "--field", "=Name")
                == usageError("form", "--field '=Name': a field needs a name, as in --field email=E-mail"))
        #expect(
            parse("form", "--field", "")
                == usageError("form", "--field '': a field needs a name, as in --field email=E-mail"))
        #expect(
            parse("form", "--field", "first name=First name")
                == usageError(
                    "form",
                    "--field 'first name=First name': the name 'first name' may hold only ASCII letters, digits, '_', "
                        + "'-' and '.'"))
        #expect(
            parse("form", "--field", "age=Age:numbr")
                == usageError(
                    "form",
                    "--field 'age=Age:numbr': unknown kind 'numbr' (the kinds are text, email, number, decimal; and"
                        + " 'required', 'signed', 'readonly'; a label ending in ':numbr' is written ':numbr:text')"
                )
        )
        #expect(
            parse("form", "--field", "age=Age:number,email")
                == usageError("form", "--field 'age=Age:number,email': two kinds, 'number' and 'email'"))
        #expect(
            parse("form", "--secret", "pin=PIN:number")
                == usageError(
                    "form",
                    "--secret 'pin=PIN:number': a secret is text; only 'text', 'required' and 'readonly' may follow it"
                        + " (got 'number')"
                ))
        #expect(parse("form", "--field", "a", "--button", "x") == usageError("form", "unknown option '--button'"))
    }

    // MARK: - login, address, payment

    @Test func loginOptions() {
        #expect(parse("login") == .login(LoginCommand()))
        #expect(
            parse("login", "--title", "Welcome", "--hint", "Use your work account", "--print-password")
                == .login(LoginCommand(title: "Welcome", hint: "Use your work account", printsPassword: true)))
        #expect(
            parse("login", "--print-password=yes")
                == usageError("login", "option '--print-password' takes no value (got 'yes')"))
        #expect(parse("login", "--password", "x") == usageError("login", "unknown option '--password'"))
    }

    @Test func addressOptions() {
        #expect(parse("address") == .address(AddressCommand()))
        #expect(
            parse("address", "--title", "Ship to", "--hint", "Where?", "--country", "gb")
                == .address(AddressCommand(title: "Ship to", hint: "Where?", country: Country(code: "GB"))))
        #expect(
            parse("address", "--country", "XX")
                == usageError("address", "--country 'XX' is not an ISO 3166-1 country code such as GB or US"))
        #expect(parse("address", "--message", "x") == usageError("address", "unknown option '--message'"))
    }

    @Test func paymentOptions() {
        #expect(parse("payment") == .payment(title: "Payment card", hint: ""))
        #expect(
            parse("payment", "--title", "Card", "--hint", "Visa only") == .payment(title: "Card", hint: "Visa only"))
        #expect(parse("payment", "--cvv", "123") == usageError("payment", "unknown option '--cvv'"))
    }

    // MARK: - checkout, quiz

    @Test func checkoutDefaults() {
        #expect(
            parse("checkout")
                == .checkout(.init(signedIn: false, latencyMilliseconds: 300, failing: [], products: 10_000)))
    }

    @Test func checkoutWithEveryOption() {
        #expect(
            parse(
                "checkout", "--signed-in", "--latency-ms", "0", "--fail", "stock", "--fail=payment", "--products",
                "1000000")
                == .checkout(
                    .init(signedIn: true, latencyMilliseconds: 0, failing: [.stock, .payment], products: 1_000_000)))
        #expect(parse("checkout", "--fail", "login") == .checkout(.init(failing: [.login])))
    }

    @Test func checkoutUsageErrors() {
        #expect(
            parse("checkout", "--fail", "network")
                == usageError("checkout", "--fail 'network' is not a store call (the calls are login, stock, payment)"))
        #expect(
            parse("checkout", "--latency-ms", "-1")
                == usageError("checkout", "option '--latency-ms' needs a whole number from 0 to 60000 (got '-1')"))
        #expect(
            parse("checkout", "--products", "0")
                == usageError("checkout", "option '--products' needs a whole number from 1 to 1000000 (got '0')"))
        #expect(
            parse("checkout", "--signed-in=no")
                == usageError("checkout", "option '--signed-in' takes no value (got 'no')"))
        #expect(parse("checkout", "cart") == usageError("checkout", "unexpected argument 'cart'"))
    }

    @Test func quizOptions() {
        #expect(parse("quiz") == .quiz(QuizCommand(latencyMilliseconds: 300)))
        #expect(parse("quiz", "--latency-ms", "25") == .quiz(QuizCommand(latencyMilliseconds: 25)))
        #expect(
            parse("quiz", "--latency-ms", "fast")
                == usageError("quiz", "option '--latency-ms' needs a whole number from 0 to 60000 (got 'fast')"))
        #expect(parse("quiz", "--questions", "3") == usageError("quiz", "unknown option '--questions'"))
    }
}
