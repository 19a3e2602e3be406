/// A form: labelled fields that edit a value of your own type, and buttons. Submitting returns
/// the value, typed — no dictionaries of strings.
///
/// ```swift
/// struct Signup: Sendable { var email = ""; var password = ""; var plan = Plan.free }
///
/// let signup = try await screen.present(Form("Sign up", value: Signup(), fields: [
///     .text("E-mail", \.email, validate: .required().and(.email())),
///     .secret("Password", \.password, validate: .required().and(.length(min: 8))),
///     .select("Plan", \.plan, options: [MenuItem("Free", value: .free), MenuItem("Pro", value: .pro)]),
/// ]))
/// ```
///
/// Tab or ↓ moves to the next field, Shift-Tab or ↑ to the previous one, Enter to the next
/// field and submits from the last one or a Submit button; Esc cancels. A field may keep some
/// of these keys (Enter makes a new line in a multi-line field); the footer shows the keys
/// that work in the focused field.
///
/// Each field is checked when focus leaves it and again on submit, then the form's `rules`
/// across fields; an error shows under its field and never hides the input. A field checked
/// once is checked again after every change, so its error goes as soon as it is fixed, also
/// by another field. Checks that ask a service (`AsyncCheck`, the `check:` of text fields) run
/// debounced while typing, are cancelled by a change or by closing the form, and submit waits
/// for them ("Submitting…"; Esc stops it), then focuses the first invalid field. Work to do
/// with the value once it passes (signing in) is `submitting(_:operation:)`'s.
///
/// The form scrolls when it is taller than the terminal, and a resize keeps every value, the
/// cursor and the focus. Its message stays above the fields, and one taller than the rows it
/// gets scrolls with PgUp/PgDn (unless the focused field uses them).
///
/// The mouse: a click on a field (its label or its input) focuses it, in a text field on the
/// character clicked, on a checkbox toggles it; a click on a button presses it; the wheel
/// scrolls the fields.
public struct Form<Value: Sendable>: Dialog {
    /// What has the keyboard.
    public enum Focus: Hashable, Sendable {
        /// The field at this index of `fields`.
        case field(Int)
        /// One of the buttons.
        case button(FormButton)
    }

    /// The title in the panel's top edge.
    public var title: StyledText
    /// Lines under the title, e.g. a hint such as the demo account, with their styles.
    public var message: StyledText
    /// The value as edited so far (not yet validated).
    public internal(set) var value: Value
    var fields: [Field<Value>]
    /// Rules across fields, checked on submit after every field's own rules pass.
    public var rules: Validator<Value>
    /// The buttons, in order.
    public internal(set) var buttons: [FormButton]
    /// Whether the form draws its buttons and takes focus to them (`false` under `WithButtons`,
    /// which draws its own, as dialog's `--form` has them): without them Tab and Shift-Tab are
    /// left to the dialog around the form, ↑/↓ move between the fields, and Enter submits from
    /// any field.
    public var showsButtons = true
    /// Whether a text field's cursor goes to the start of its text each time the field gets
    /// the focus, as in dialog's `--form`; off, it is where it was left (at the end at first).
    public var editsFromTheStart = false {
        didSet { if editsFromTheStart { moveCursorToStart() } }
    }
    /// What has the keyboard: the first field at first.
    public internal(set) var focus: Focus {
        didSet { if editsFromTheStart, focus != oldValue { moveCursorToStart() } }
    }

    /// Errors shown under fields, by field index.
    var errors: [Int: String] = [:]
    /// Fields checked at least once (left after an edit, or submitted): checked after every change.
    var checkedOnce: Set<Int> = []
    /// Notices under fields until the next key, by field index.
    var notices: [Int: String] = [:]
    /// A form-level error (from `rules`, or a refused submit: `ShowsSubmitError`), shown above
    /// the buttons.
    var formError: String?
    /// Async check results by field index.
    var checked: [Int: CheckResult] = [:]
    /// Whether a submit waits for async checks of fields.
    var submitPending = false
    /// The deprecated `check:` of 0.1.0's initializer, run on submit after everything else
    /// passes (`Form+SubmitCheck.swift`), and the submit whose run of it is awaited.
    var submitCheck: (@Sendable (Value) async throws -> String?)?
    var submitCheckAttempt: (running: Int?, last: Int) = (nil, 0)
    /// Fields the user has edited; they are checked when focus leaves them.
    var touched: Set<Int> = []
    /// Whether the user pressed Back (see `init(_:message:value:fields:rules:submit:cancel:back:)`).
    public internal(set) var backRequested = false
    /// The widest line of key hints, measured once (see `widestKeyHints`).
    var hintsWidth = 0
    /// What the key hints say Esc does (see `describeEscape(as:)`).
    var escapeAction = "cancel"
    /// The first row of the fields shown when the form is taller than the screen.
    var scroll = 0
    /// Where the message above the fields is scrolled to (PgUp/PgDn), when it is taller than
    /// its rows.
    var headerScroll = TextScroll.top
    /// Whether the fields scroll to keep the focused one in view; the wheel turns it off until
    /// the next key or click.
    var followsFocus = true
    var screenSize: Size?

    /// A form editing `value`, which also prefills the fields.
    ///
    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - value: what the fields start with.
    ///   - fields: the fields, top to bottom.
    ///   - message: lines under the title, wrapped to fit.
    ///   - rules: rules across fields, checked on submit after every field's own rules.
    ///   - submit: the label of the submit button.
    ///   - cancel: the label of the cancel button; `nil` for none (Esc still cancels).
    ///   - back: whether to show a Back button, for a step of a wizard. Pressing it sets
    ///     `backRequested` and leaves the value as typed, unchecked; the wizard that wraps the
    ///     form looks at it after each event.
    public init(
        _ title: StyledText, message: StyledText = "", value: Value, fields: [Field<Value>],
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
        followValue()
        if let first = focusOrder.first { focus = first }
        hintsWidth = widestKeyHints
    }

    /// Replaces the value (e.g. to prefill), reloading every field and forgetting every
    /// message and check. Fields built from the value (`Field.depending(on:_:)`) are built
    /// again, and a choice they no longer offer is fitted (see there).
    public mutating func load(_ value: Value) {
        self.value = value
        for index in fields.indices {
            fields[index].load(from: value)
        }
        followValue()
        errors.removeAll()
        checkedOnce.removeAll()
        notices.removeAll()
        checked.removeAll()
        touched.removeAll()
        formError = nil
        submitPending = false
        backRequested = false
    }

    /// Every place focus can go, in Tab order: the fields shown and enabled for the value, at
    /// the screen's size once it is known, which decides whether a long note takes focus.
    var focusOrder: [Focus] {
        let width = screenSize.map { FormLayout(self, in: Rect(size: $0)).inputWidth }
        let focusable = fields.indices.filter { index in
            isActive(index) && (width.map { fields[index].isFocusable(width: $0) } ?? fields[index].isFocusable)
        }
        return focusable.map(Focus.field) + shownButtons.map(Focus.button)
    }

    /// The buttons drawn and reachable: `buttons`, or none without `showsButtons`.
    var shownButtons: [FormButton] { showsButtons ? buttons : [] }

    /// The field with focus, if a field has it.
    var focusedField: Int? {
        if case .field(let index) = focus { return index }
        return nil
    }

    /// Puts the focused field's text cursor at the start (`editsFromTheStart`).
    private mutating func moveCursorToStart() {
        if let index = focusedField { fields[index].moveCursorToStart() }
    }

    /// Whether field `index` is shown and enabled for the value: it takes focus, is checked
    /// and is asked.
    func isActive(_ index: Int) -> Bool {
        fields[index].isActive(in: value)
    }

    /// Gives the fields that follow the value (`Field.depending(on:_:)`) the value, top to
    /// bottom, after it changed.
    mutating func followValue() {
        for index in fields.indices where fields[index].follows {
            fields[index].follow(&value)
        }
    }

    /// The message under field `index`: a notice, an error, or a pending check; none for a
    /// field hidden or disabled.
    func message(for index: Int) -> (text: String, isError: Bool)? {
        guard isActive(index) else { return nil }
        if let notice = notices[index] { return (notice, false) }
        if let error = errors[index] { return (error, true) }
        // `asyncError` and `isChecking` in one look at the current check.
        guard let check = currentCheck(index) else { return nil }
        guard let done = checked[index], done.id == check.id else { return ("Checking…", false) }
        return done.message.map { ($0, true) }
    }

    /// The line above the buttons: the form's error, or that a submit waits for the checks of
    /// fields.
    var status: (text: String, isError: Bool)? {
        if let formError { return (formError, true) }
        if submitPending { return ("Submitting…", false) }
        return nil
    }
}

/// An async check's answer for one value of a field.
struct CheckResult {
    var id: AnyHashableSendable
    var message: String?
    /// Whether the check threw; submitting runs it again.
    var failed = false
}
