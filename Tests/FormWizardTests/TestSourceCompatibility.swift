import FormWizard
import FormWizardTesting
import Testing

/// Code written against 0.1.0 (the API of 2026-12-01), as it was written then: `String`
/// variables where 0.2.0 takes `StyledText`, `update` without `try`, and the deprecated
/// `withProgress`, `Form(check:)` and `LoginForm(check:)`. It must build and behave as it did.
/// (`scripts/api-check` compares the whole public API with 0.1.0's.)
@MainActor
struct TestSourceCompatibility {
    private struct Login: Sendable, Equatable {
        var user = ""
    }

    @Test func plainStringVariablesStillBuildEveryDialog() async throws {
        let title: String = "Backup"
        let message: String = "Copy 3 files?"
        let detail: String? = "3 files"
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term, clock: TestClock())
        let menu = Menu(title: title, message: message, items: [MenuItem("Now", detail: detail), MenuItem("Later")])
        let answer = Task { try await screen.present(menu) }
        await screen.waitUntilIdle()
        #expect(term.lines.contains { $0.contains("Backup") })
        #expect(term.lines.contains { $0.contains("Now") && $0.contains("3 files") })
        term.send(.enter)
        #expect(try await answer.value == "Now")
        // Each initializer 0.1.0 had takes `String`s still, and shows them as they are.
        #expect(Alert(title: title, message: message, actions: [.default("OK", 1)]).message.plain == message)
        _ = Confirm(title: title, message: message, destructive: true)  // builds: its text is its alert's
        #expect(Gauge(title: title, message: message).title.plain == title)
        #expect(TextInput(title: title, message: message).message.plain == message)
        #expect(Password(title: title, message: message).title.plain == title)
        #expect(EditBox(title: title, text: "").title.plain == title)
        #expect(Form(title, message: message, value: Login(), fields: [.text("User", \.user)]).message.plain == message)
        #expect(MenuItem(title, detail: detail, value: 1).detail?.plain == detail)
        #expect(ItemList.Row(title: title, detail: detail).detail?.plain == detail)
        // A literal and `nil` still pick the `StyledText` initializers, without ambiguity.
        #expect(MenuItem("Now", detail: nil).detail == nil)
        #expect(Alert(title: "Hi", actions: [.default("OK", 1)]).title == StyledText("Hi"))
    }

    @Test func updateNeedsNoTryAndSaysWhetherItApplied() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term, clock: TestClock())
        let gauge = screen.show(Gauge(title: "Copying", message: "File 1 of 2"))
        let waiting = Task { try await gauge.value }
        gauge.update { $0.message = "File 2 of 2" }
        await screen.waitUntilIdle()
        #expect(term.lines.contains { $0.contains("File 2 of 2") })
        gauge.dismiss()
        #expect(!gauge.update { $0.message = "gone" })
        #expect(throws: CancellationError.self) { try gauge.checkedUpdate { $0.message = "gone" } }
        await #expect(throws: CancellationError.self) { try await waiting.value }
    }

    @Test func withProgressRunsTheOperationBesideAGauge() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let clock = TestClock()
        let screen = Screen(terminal: term, clock: clock)
        let result = Task { try await written01.withProgress(on: screen, sleepingOn: clock) }
        await screen.waitUntilShown("the gauge at half", until: { term.lines.contains { $0.contains("Halfway") } })
        #expect(term.lines.contains { $0.contains("Copying") })
        clock.advance(by: .seconds(5))
        #expect(try await result.value == 42)
        // Esc on the gauge cancels the operation.
        let cancelled = Task { try await written01.withProgress(on: screen, sleepingOn: clock) }
        await screen.waitUntilShown(
            "the second gauge at half", until: { term.lines.contains { $0.contains("Halfway") } })
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await cancelled.value }
    }

    @Test func aFormsCheckRunsOnSubmitAndShowsItsMessage() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term, clock: TestClock())
        let form = written01.checkedForm()
        let answer = Task { try await screen.present(form) }
        await screen.waitUntilIdle()
        term.type("bob\n")
        await screen.waitUntilShown(
            "the check's message", until: { term.lines.contains { $0.contains("Unknown user bob") } })
        term.send(.backspace, .backspace, .backspace)
        term.type("ada\n")
        #expect(try await answer.value == "ada")
    }

    @Test func aLoginFormsCheckGetsTheTrimmedAddress() async throws {
        let term = VirtualTerminal(columns: 50, rows: 14)
        let screen = Screen(terminal: term, clock: TestClock())
        let answer = Task { try await screen.present(written01.checkedLogin()) }
        await screen.waitUntilIdle()
        term.type(" ada@example.com \t")
        term.type("wrong\n")
        await screen.waitUntilShown(
            "the check's message", until: { term.lines.contains { $0.contains("Wrong password") } })
        term.send(.backspace, .backspace, .backspace, .backspace, .backspace)
        term.type("swift\n")
        #expect(try await answer.value.email == "ada@example.com")
    }
}

/// What the tests run of 0.1.0's deprecated API, through a protocol so that calling it does
/// not warn (the build treats warnings as errors); the code inside is as 0.1.0 code wrote it.
@MainActor
private protocol Written01API {
    static func withProgress(on screen: Screen, sleepingOn clock: TestClock) async throws -> Int
    static func checkedForm() -> Form<String>
    static func checkedLogin() -> LoginForm
}

private enum Written01Code: Written01API {
    @available(*, deprecated, message: "0.1.0 code, on purpose")
    static func withProgress(on screen: Screen, sleepingOn clock: TestClock) async throws -> Int {
        try await screen.withProgress("Copying", message: "Starting", cancellable: true) { progress in
            await progress.report(0.5, message: "Halfway")
            try await clock.sleep(for: .seconds(5))
            return 42
        }
    }

    @available(*, deprecated, message: "0.1.0 code, on purpose")
    static func checkedForm() -> Form<String> {
        Form(
            "Sign in", value: "", fields: [.text("User", \.self)],
            check: { user in user == "ada" ? nil : "Unknown user \(user)" })
    }

    @available(*, deprecated, message: "0.1.0 code, on purpose")
    static func checkedLogin() -> LoginForm {
        LoginForm(check: { credentials in
            credentials.email == "ada@example.com" && credentials.password == "swift" ? nil : "Wrong password"
        })
    }
}

@MainActor
private let written01: any Written01API.Type = Written01Code.self
