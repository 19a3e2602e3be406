/// A form: labelled fields that edit a value of your own type, and buttons. Submitting returns
/// the value, typed — no dictionaries of strings.
///
/// ```swift
/// struct Credentials: Sendable { var email = ""; var password = "" }
///
/// let credentials = try await screen.present(Form("Sign in", value: Credentials(), fields: [
///     .text("E-mail", \.email, validate: .required().and(.email())),
///     .secret("Password", \.password, validate: .required()),
/// ]))
/// ```
///
/// Tab or ↓ moves to the next field, Shift-Tab or ↑ to the previous one, Enter to the next
/// field and submits from the last one or a Submit button; Esc cancels. Each field is checked
/// when focus leaves it and again on submit (with the form's own `rules` across fields); an error
/// shows under its field and never hides the input. Checks that ask a service (`AsyncCheck`) run
/// debounced while typing, are cancelled by a change or by closing the form, and submit waits
/// for them, then focuses the first invalid field. The form scrolls when it is taller than the
/// terminal, and a resize keeps every value and the focus.
public struct Form<Value: Sendable>: Dialog {
    /// What has the keyboard.
    public enum Focus: Hashable, Sendable {
        case field(Int)
        case button(FormButton)
    }

    public var title: String
    /// A line under the title, e.g. a hint such as the demo account.
    public var message: String
    /// The value as edited so far (not yet validated).
    public internal(set) var value: Value
    var fields: [Field<Value>]
    /// Rules across fields, checked on submit after every field's own rules pass.
    public var rules: Validator<Value>
    /// The buttons, in order.
    public private(set) var buttons: [FormButton]
    public internal(set) var focus: Focus

    /// Messages under fields, by field index: errors and notices.
    var errors: [Int: String] = [:]
    var notices: [Int: String] = [:]
    /// A form-level error (from `rules`), shown above the buttons.
    var formError: String?
    /// Async check results: the id checked and its message, by field index.
    var checked: [Int: (id: AnyHashableSendable, message: String?)] = [:]
    /// Whether a submit waits for async checks.
    var submitPending = false
    /// Fields the user has edited; they are checked when focus leaves them.
    var touched: Set<Int> = []
    /// Whether the user asked to go back (Back button, Shift-Tab on the first field).
    public internal(set) var backRequested = false
    /// The first row shown when the form is taller than the screen.
    var scroll = 0
    var screenSize: Size?

    /// A form editing `value`, which also prefills the fields.
    ///
    /// - Parameters:
    ///   - submit: the label of the submit button.
    ///   - cancel: the label of the cancel button; `nil` for none (Esc still cancels).
    ///   - back: whether to show a Back button (for a step of a wizard; see `backRequested`).
    public init(
        _ title: String, message: String = "", value: Value, fields: [Field<Value>],
        rules: Validator<Value> = .alwaysValid, submit: String = "Submit", cancel: String? = "Cancel",
        back: Bool = false
    ) {
        self.title = title
        self.message = message
        self.value = value
        self.fields = fields
        self.rules = rules
        var buttons: [FormButton] = []
        if back { buttons.append(.back("Back")) }
        buttons.append(.submit(submit))
        if let cancel { buttons.append(.cancel(cancel)) }
        self.buttons = buttons
        self.focus = .button(.submit(submit))
        for index in self.fields.indices {
            self.fields[index].load(from: value)
        }
        if let first = focusOrder.first { focus = first }
    }

    /// Replaces the value (e.g. to prefill), reloading every field.
    public mutating func load(_ value: Value) {
        self.value = value
        for index in fields.indices {
            fields[index].load(from: value)
        }
        errors.removeAll()
    }

    /// Every place focus can go, in Tab order.
    var focusOrder: [Focus] {
        fields.indices.filter { fields[$0].isFocusable }.map(Focus.field) + buttons.map(Focus.button)
    }

    /// The message under field `index`: a notice, an error, or a pending check.
    func message(for index: Int) -> (text: String, isError: Bool)? {
        if let notice = notices[index] { return (notice, false) }
        if let error = errors[index] ?? asyncError(index) { return (error, true) }
        if isChecking(index) { return ("Checking…", false) }
        return nil
    }
}

/// A button of a form.
public enum FormButton: Hashable, Sendable {
    case back(String)
    case submit(String)
    case cancel(String)

    var title: String {
        switch self {
        case .back(let title), .submit(let title), .cancel(let title): title
        }
    }

    var button: ButtonBar.Button {
        switch self {
        case .back(let title), .submit(let title): ButtonBar.Button(title)
        case .cancel(let title): ButtonBar.Button(title, role: .cancel)
        }
    }
}
