import FormWizardTesting
import Testing

@testable import FormWizard

/// A dialog that changed alone is drawn into the frame shown, drawing only what changed
/// (`Redrawing`); these check that the terminal then shows, and the mouse hits, exactly what
/// drawing every dialog afresh gives, and when the screen draws afresh instead.
@MainActor
struct TestRedrawing {
    /// 200 items: plain names (which the terminal is sent as rows moved), or names and details
    /// with wide characters and emoji clusters (which it is sent as cells).
    private static func items(plain: Bool) -> [MenuItem<Int>] {
        let names = ["Apple", "梨 (nashi)", "👨‍👩‍👧 family", "Cherry pie", "e\u{301}clair", "🇯🇵 flag", "Damson"]
        return (0..<200).map { index in
            plain
                ? MenuItem("Item \(index)", value: index)
                : MenuItem(
                    "\(names[index % names.count]) \(index)", detail: index % 3 == 0 ? "日本 \(index)" : nil,
                    value: index)
        }
    }

    @Test(arguments: [
        (Size(columns: 80, rows: 24), true), (Size(columns: 80, rows: 24), false), (Size(columns: 140, rows: 50), true),
        (Size(columns: 40, rows: 12), false), (Size(columns: 24, rows: 7), true),
    ])
    func aMenuMovedInShowsWhatDrawingItAfreshShows(size: Size, plain: Bool) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let message = "Pick one. This message is long enough to wrap and, on a small screen, to scroll with Tab."
        let answer = Task { try await screen.menu("Choose 選択", message: message, items: Self.items(plain: plain)) }
        await screen.waitUntilShown("the menu")
        var random = SeededRandom(state: UInt64(size.columns * 1000 + size.rows) + (plain ? 1 : 0))
        let keys: [Key] = [
            .down, .down, .down, .up, .up, .pageDown, .pageUp, .home, .end, .tab, .character("c"), .character("e"),
            .character("7"),
        ]
        for step in 0..<250 {
            switch random.next(12) {
            case 0: term.scroll(random.next(2) == 0 ? .up : .down, column: size.columns / 2, row: size.rows / 2)
            case 1: term.click(column: size.columns / 2, row: random.next(size.rows))
            default: term.send(keys[random.next(keys.count)])
            }
            await screen.waitUntilIdle()
            guard screen.expectDrawnAfresh(on: term) else {
                Issue.record("step \(step)")
                break
            }
        }
        // Most frames were redrawn, not drawn afresh (a click or a wheel can choose, as Enter).
        #expect(screen.compositor.retainedFrames > 100)
        answer.cancel()
        _ = try? await answer.value
    }

    /// Whether the frame after `change` was retained (only what changed drawn), and whether the
    /// terminal then shows, and the mouse hits, what drawing every dialog afresh gives.
    private func retains(
        _ screen: Screen, _ term: VirtualTerminal, after change: () throws -> Void
    ) async rethrows
        -> Bool
    {
        let before = screen.compositor.retainedFrames
        try change()
        await screen.waitUntilIdle()
        screen.expectDrawnAfresh(on: term)
        return screen.compositor.retainedFrames > before
    }

    @Test func onlyAChangeOfTheTopDialogAloneIsRedrawn() async throws {
        let term = VirtualTerminal(columns: 60, rows: 20)
        let screen = Screen(terminal: term)
        let items = (1...40).map { MenuItem("Item \($0)", value: $0) }
        let below = screen.show(Menu(title: "Below", items: items))
        let top = screen.show(Menu(title: "Top", items: Array(items[..<12])))
        // Awaited, so that the screen can be idle: waiting for the user.
        let waiters = [Task { try await below.value }, Task { try await top.value }]
        await screen.waitUntilShown("both menus", presentations: 2)
        // A key, the top dialog's own change, and one that draws nothing new.
        #expect(await retains(screen, term) { term.send(.down) })
        #expect(try await retains(screen, term) { try top.checkedUpdate { $0.title = "Top" } })
        // A change of the top dialog beyond the list: drawn afresh.
        #expect(try await !retains(screen, term) { try top.checkedUpdate { $0.title = "Top 2" } })
        #expect(await retains(screen, term) { term.send(.end) })
        // Anything else: a dialog below, the theme, the size, the stack.
        #expect(try await !retains(screen, term) { try below.checkedUpdate { $0.title = "Below 2" } })
        #expect(await !retains(screen, term) { screen.theme = .monochrome })
        #expect(await !retains(screen, term) { term.resize(columns: 50, rows: 16) })
        #expect(await retains(screen, term) { term.send(.up) })
        #expect(await !retains(screen, term) { top.dismiss() })
        #expect(await retains(screen, term) { term.send(.pageDown) })
        // A menu replaced whole by one of other items: drawn afresh, though it looks alike.
        #expect(
            try await !retains(screen, term) { try below.checkedUpdate { $0 = Menu(title: "Below 2", items: items) } })
        below.dismiss()
        for waiter in waiters { _ = try? await waiter.value }
    }

    /// A step of a wizard redraws as its dialog does (`WizardStep`); Esc asks whether to
    /// leave over it, which is drawn afresh, and so is the step again after Stay.
    @Test func aWizardsStepRedrawsAsItsDialog() async throws {
        let term = VirtualTerminal(columns: 70, rows: 20)
        let screen = Screen(terminal: term)
        let items = (1...60).map { MenuItem("Step item \($0)", value: $0) }
        let flow = Task {
            try await screen.wizard { wizard in try await wizard.step(Menu(title: "Step", items: items)) }
        }
        await screen.waitUntilShown("the step")
        for key in [Key.down, .pageDown, .down, .end, .up] {
            #expect(await retains(screen, term) { term.send(key) })
        }
        #expect(await !retains(screen, term) { term.send(.escape) })
        #expect(await !retains(screen, term) { term.send(.escape) })
        #expect(await retains(screen, term) { term.send(.up) })
        term.send(.enter)
        #expect(try await flow.value == 58)
    }

    /// Scrolling a long menu down moves the rows above the highlight and draws the row that
    /// comes into view; the highlight stays on the last row, where only the characters that
    /// differ are sent: 12 cells for the 20th Down (`│`, `Item 20`, `│` on the new row, the last
    /// digit under the highlight, `Item 20` → `Item 21`, and a digit of each of the `▲ n more`
    /// and `▼ n more` rows), where the panel is 39 columns wide.
    @Test func aMenuScrolledDownIsSentAsAMoveAndTheCellsThatDiffer() async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term)
        let items = (1...10_000).map { MenuItem("Item \($0)", value: $0) }
        let menu = Task { try await screen.menu("Pick", items: items) }
        await screen.waitUntilShown("the menu")
        for _ in 0..<20 {
            term.send(.down)
            await screen.waitUntilIdle()
        }
        #expect(term.lastRowMove == RowMove(top: 3, bottom: 18, shift: 1, columns: 20..<59))
        #expect(term.lastChangeCount == 12)
        screen.expectDrawnAfresh(on: term)
        menu.cancel()
        _ = try? await menu.value
    }
}
