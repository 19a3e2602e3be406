import FormWizard
import FormWizardTesting
import Testing

/// `WithButtons`: any dialog with a row of buttons under it in the same panel.
@MainActor
struct TestWithButtons {
    static let items = [
        MenuItem("Apple", detail: "crisp", value: 1), MenuItem("Banana", value: 2), MenuItem("梨 nashi", value: 3),
    ]
    static let buttons = [
        DialogButton("OK", action: .accept), DialogButton("Extra", action: .custom(3)),
        DialogButton("Cancel", action: .cancel), DialogButton("Help", action: .custom(2)),
    ]

    /// What a presentation ended with, as text to compare.
    static func describe(_ outcome: WithButtons<Menu<Int>>.Outcome) -> String {
        switch outcome {
        case .value(let value): "value \(value)"
        case .button(let number, let value, let dialog):
            "button \(number) value \(value.map(String.init) ?? "none") selected \(dialog.selected)"
        }
    }

    private func presentMenu(
        on screen: Screen, buttons: [DialogButton] = buttons, defaultButton: Int? = nil, highlights: Bool = false
    ) -> Task<String, any Error> {
        let menu = Menu(title: "Fruit", message: "Pick one.", items: Self.items)
        let shown = menu.withButtons(buttons, defaultButton: defaultButton, highlightsButtons: highlights)
        return Task { Self.describe(try await screen.present(shown)) }
    }

    /// The panel grows by a separator and the button row; the menu keeps its keys, and the
    /// OK button (the default) is highlighted while the list has the keyboard.
    @Test(arguments: [Size(columns: 60, rows: 16), Size(columns: 24, rows: 12)])
    func menuWithButtons(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = presentMenu(on: screen)
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.down, .enter)
        #expect(try await answer.value == "value 2")
    }

    /// Tab the menu leaves alone goes to the buttons: Enter there presses, a custom button
    /// ends with its number and the value Enter would give, Tab past the last one goes back.
    @Test func tabReachesTheButtons() async throws {
        let term = VirtualTerminal(columns: 60, rows: 16)
        let screen = Screen(terminal: term)
        let extra = presentMenu(on: screen)
        await screen.waitUntilIdle()
        term.send(.down, .down, .tab, .tab)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "extraFocused")
        term.send(.enter)
        #expect(try await extra.value == "button 3 value 3 selected 2")
        let back = presentMenu(on: screen)
        await screen.waitUntilIdle()
        term.send(.tab, .tab, .tab, .tab, .tab, .down, .enter)
        #expect(try await back.value == "value 2")
        let left = presentMenu(on: screen)
        await screen.waitUntilIdle()
        term.send(.backTab, .left, .left, .enter)
        #expect(try await left.value == "button 3 value 1 selected 0")
        let cancelled = presentMenu(on: screen)
        await screen.waitUntilIdle()
        term.send(.tab, .right, .right, .character(" "))
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        let hotkey = presentMenu(on: screen)
        await screen.waitUntilIdle()
        term.send(.tab, .character("h"))
        #expect(try await hotkey.value == "button 2 value 1 selected 0")
    }

    /// With `highlightsButtons` the list keeps the arrows: Tab (or → the menu leaves alone)
    /// moves the highlight from the default button, Enter presses the highlighted one.
    @Test func highlightingKeepsTheListsKeys() async throws {
        let term = VirtualTerminal(columns: 60, rows: 16)
        let screen = Screen(terminal: term)
        let extra = presentMenu(on: screen, highlights: true)
        await screen.waitUntilIdle()
        term.send(.tab, .down)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "highlighted")
        term.send(.enter)
        #expect(try await extra.value == "button 3 value 2 selected 1")
        let help = presentMenu(on: screen, highlights: true)
        await screen.waitUntilIdle()
        term.send(.backTab, .down, .down, .enter)
        #expect(try await help.value == "button 2 value 3 selected 2")
        let ok = presentMenu(on: screen, highlights: true)
        await screen.waitUntilIdle()
        term.send(.right, .right, .right, .right, .down, .enter)
        #expect(try await ok.value == "value 2")
    }

    /// A default button that is not OK takes Enter while the list has the keyboard.
    @Test func defaultButtonTakesEnter() async throws {
        let term = VirtualTerminal(columns: 60, rows: 16)
        let screen = Screen(terminal: term)
        let answer = presentMenu(on: screen, defaultButton: 3)
        await screen.waitUntilIdle()
        term.send(.down, .enter)
        #expect(try await answer.value == "button 2 value 2 selected 1")
    }

    /// A click on a button presses it; a click on a row is the menu's (a double click chooses).
    @Test func clicks() async throws {
        let term = VirtualTerminal(columns: 60, rows: 16)
        let screen = Screen(terminal: term, clock: TestClock())
        let help = presentMenu(on: screen)
        await screen.waitUntilIdle()
        term.click(on: "Help")
        #expect(try await help.value == "button 2 value 1 selected 0")
        let row = presentMenu(on: screen)
        await screen.waitUntilIdle()
        term.click(on: "Banana")
        term.click(on: "Banana")
        #expect(try await row.value == "value 2")
    }

    /// A text input without its own buttons leaves Tab to the row, and keeps its cursor.
    @Test func textInputWithoutItsButtons() async throws {
        let term = VirtualTerminal(columns: 60, rows: 12)
        let screen = Screen(terminal: term)
        var input = TextInput(title: "Name", message: "Who?", text: "Ada")
        input.showsButtons = false
        let buttons = [
            DialogButton("Go", action: .accept), DialogButton("Later", action: .custom(3)),
            DialogButton("No", action: .cancel),
        ]
        let answer = Task { try await screen.present(input.withButtons(buttons)) }
        await screen.waitUntilIdle()
        term.type(" 日本")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "textInput")
        term.send(.tab, .tab, .enter)
        guard case .button(3, let value?, _) = try await answer.value else {
            Issue.record("the Later button did not end the input with its text")
            return
        }
        #expect(value == "Ada 日本")
    }
}
