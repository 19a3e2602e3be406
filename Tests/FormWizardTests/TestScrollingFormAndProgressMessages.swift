import FormWizard
import FormWizardTesting
import Testing

/// The messages of forms, gauges and activities scroll (`ScrollingText`) instead of being cut:
/// a form's with PgUp/PgDn (its fields keep the other keys), a gauge's and an activity's with
/// ↑/↓, PgUp/PgDn and Home/End.
@MainActor
struct TestScrollingFormAndProgressMessages {
    nonisolated static let largeAndSmall = [Size(columns: 80, rows: 24), Size(columns: 20, rows: 6)]

    @Test(arguments: largeAndSmall) func aFormsLongMessageScrollsWithPageKeysAndTheFieldsKeepTheirKeys(
        size: Size
    ) async throws {
        let form = await PresentedDialog(
            LoginForm(title: "登録 Sign in", hint: TestScrollingMessages.longMessage), size: size)
        assertSnapshot(form.term, named: "form.top.\(size)")
        await form.send(.pageDown, .pageDown)
        assertSnapshot(form.term, named: "form.scrolled.\(size)")
        // Home, End and the arrows stay the field's: typed text goes in, the message stays put.
        await form.type("ada@example.com")
        await form.send(.home, .end, .pageUp)
        assertSnapshot(form.term, named: "form.typedAndBackUp.\(size)")
        await form.type("\tswift\n")
        #expect(try await form.value == Credentials(email: "ada@example.com", password: "swift"))
    }

    @Test(arguments: largeAndSmall) func aGaugesLongMessageScrollsAndItsButtonStillCancels(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let gauge = screen.show(
            Gauge(
                title: "進捗 Copying", message: StyledText(TestScrollingMessages.longMessage), fraction: 0.4,
                cancellable: true))
        let waiting = Task { try await gauge.value }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "gauge.top.\(size)")
        term.send(.pageDown, .down)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "gauge.scrolled.\(size)")
        term.send(.end)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "gauge.end.\(size)")
        // An update keeps where the message was scrolled to.
        try gauge.checkedUpdate { $0.fraction = 0.9 }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "gauge.updated.\(size)")
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await waiting.value }
    }

    @Test(arguments: largeAndSmall) func anActivitysLongMessageScrolls(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term, clock: TestClock())
        let activity = screen.show(
            Activity(title: "作業 Working", message: TestScrollingMessages.longMessage, cancellable: false))
        let waiting = Task { try await activity.value }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "activity.top.\(size)")
        term.send(.pageDown, .down)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "activity.scrolled.\(size)")
        term.send(.end)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "activity.end.\(size)")
        term.send(.home)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "activity.top.\(size)")
        activity.dismiss()
        await #expect(throws: CancellationError.self) { try await waiting.value }
    }
}
