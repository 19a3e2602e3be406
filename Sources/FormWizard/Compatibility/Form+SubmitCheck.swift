// 0.1.0's `check:` of `Form` and `LoginForm`: a check of the whole value run on submit. Kept,
// deprecated, so that code written against 0.1.0 builds and behaves as it did; new code gives
// the work to `submitting(_:operation:)`, which also offers Retry.

extension Form {
    /// A form editing `value` whose submit first runs `check` (0.1.0's initializer).
    ///
    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - message: lines under the title, wrapped to fit.
    ///   - value: what the fields start with.
    ///   - fields: the fields, top to bottom.
    ///   - rules: rules across fields, checked on submit after every field's own rules.
    ///   - check: a check of the whole value that asks a service (signing in, say), run on
    ///     submit after every other check passes; it returns a message to show above the
    ///     buttons, or `nil` to submit. An edit or Esc stops it; an error it throws shows as
    ///     "Could not check: …".
    ///   - submit: the label of the submit button.
    ///   - cancel: the label of the cancel button; `nil` for none (Esc still cancels).
    ///   - back: whether to show a Back button, for a step of a wizard.
    @available(
        *, deprecated,
        message: "use Form(…).submitting(_:operation:), throwing SubmitError.invalid(message) for a message"
    )
    public init(
        _ title: String, message: String = "", value: Value, fields: [Field<Value>],
        rules: Validator<Value> = .alwaysValid, check: (@Sendable (Value) async throws -> String?)?,
        submit: String = "Submit", cancel: String? = "Cancel", back: Bool = false
    ) {
        self.init(
            StyledText(title), message: StyledText(message), value: value, fields: fields, rules: rules,
            submit: submit, cancel: cancel, back: back)
        submitCheck = check
    }

    /// Every other check passed: run `submitCheck` on the value, as a pending submit (an edit
    /// or Esc stops it; "Submitting…" shows meanwhile).
    mutating func startSubmitCheck() -> DialogResponse<Value> {
        submitCheckAttempt.last += 1
        submitCheckAttempt.running = submitCheckAttempt.last
        submitPending = true
        return .handled
    }

    /// The run of `submitCheck` a pending submit awaits; a new attempt, an edit or Esc
    /// (which end the pending submit) cancel it.
    var submitCheckTask: DialogTask<Form>? {
        guard submitPending, let attempt = submitCheckAttempt.running, let check = submitCheck else { return nil }
        let value = self.value
        return DialogTask(
            id: SubmitCheckID(attempt: attempt),
            resolving: { _ in
                let message: String?
                do {
                    message = try await check(value)
                } catch let error where !(error is CancellationError) {
                    message = Self.couldNotCheck(error)
                }
                try Task.checkCancellation()
                return { form in form.finishSubmitCheck(attempt, message: message) }
            })
    }

    private mutating func finishSubmitCheck(_ attempt: Int, message: String?) -> DialogResponse<Value> {
        guard submitPending, submitCheckAttempt.running == attempt else { return .ignored }
        submitCheckAttempt.running = nil
        submitPending = false
        if let message {
            formError = message
            return .handled
        }
        return .submit(value)
    }
}

/// Identifies a run of a form's `submitCheck`: one per submit.
struct SubmitCheckID: Hashable, Sendable {
    var attempt: Int
}

extension LoginForm {
    /// A sign-in form whose submit first runs `check` (0.1.0's initializer; see
    /// `Form.init(_:message:value:fields:rules:check:submit:cancel:back:)`).
    ///
    /// - Parameters:
    ///   - credentials: what the fields start with, e.g. the last e-mail address used.
    ///   - title: the title in the frame.
    ///   - hint: a line under the title, e.g. the demo account.
    ///   - back: whether to show a Back button (see `backRequested`).
    ///   - check: signs in with the credentials (the address trimmed); returns a message to
    ///     show above the buttons ("Wrong e-mail or password"), or `nil` to submit.
    @available(
        *, deprecated,
        message: "use LoginForm(…).submitting(\"Signing in…\") { … }, throwing SubmitError.invalid(message)"
    )
    public init(
        _ credentials: Credentials = Credentials(), title: String = "Sign in", hint: String = "", back: Bool = false,
        check: (@Sendable (Credentials) async throws -> String?)?
    ) {
        self.init(credentials, title: title, hint: hint, back: back)
        if let check {
            form.submitCheck = { @Sendable credentials in try await check(credentials.trimmed) }
        }
    }
}
