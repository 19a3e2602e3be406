import FormWizard
import Testing

@testable import FormWizardCommandLine

/// An `Invocation` in a form tests can compare.
enum ParsedInvocation: Equatable {
    case alert(ButtonPrompt)
    case confirm(ButtonPrompt)
    case input(InputCommand)
    case password(PasswordCommand)
    case menu(MenuCommand)
    case gauge(GaugeCommand.Options)
    case form(FormCommand)
    case login(LoginCommand)
    case address(AddressCommand)
    case payment(title: String, hint: String)
    case checkout(CheckoutCommand.Options)
    case quiz(QuizCommand)
    case gallery
    case help(String)
    case usageError(String)
}

/// What `formwizard ARGUMENTS` would run, as a value to compare; `nil` for a command no case
/// names.
func parsedInvocation(_ arguments: [String], standardInput: StandardInput) -> ParsedInvocation? {
    switch FormWizardCommand.parse(arguments, standardInput: standardInput) {
    case .help(let text): return .help(text)
    case .usageError(let text): return .usageError(text)
    case .finished: return nil
    case .run(let command):
        if let alert = command as? AlertCommand { return .alert(alert.prompt) }
        if let confirm = command as? ConfirmCommand { return .confirm(confirm.prompt) }
        if let input = command as? InputCommand { return .input(input) }
        if let password = command as? PasswordCommand { return .password(password) }
        if let menu = command as? MenuCommand { return .menu(menu) }
        if let gauge = command as? GaugeCommand { return .gauge(gauge.options) }
        if let form = command as? FormCommand { return .form(form) }
        if let login = command as? LoginCommand { return .login(login) }
        if let address = command as? AddressCommand { return .address(address) }
        if let payment = command as? PaymentCommand { return .payment(title: payment.title, hint: payment.hint) }
        if let checkout = command as? CheckoutCommand { return .checkout(checkout.options) }
        if let quiz = command as? QuizCommand { return .quiz(quiz) }
        if command is GalleryCommand { return .gallery }
        return nil
    }
}

/// The usage error `formwizard COMMAND` reports with `message`.
/// The usage error `formwizard COMMAND` prints for `message`.
func invocationUsageError(_ command: String, _ message: String) -> ParsedInvocation {
    .usageError("formwizard \(command): \(message)\nTry 'formwizard \(command) --help' for more information.\n")
}
