import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestEditBox {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    static let haiku =
        "春の海 🌊\nひねもすのたり\nのたりかな 🐢\n\nThe spring sea, rising and falling all day long, like a sleepy turtle."
    static let long = (1...200).map { "Line \($0) 行\($0 % 7 == 0 ? " 🎉" : "")" }.joined(separator: "\n")

    private func start(
        _ text: String, lineNumbers: Bool = true, size: Size = Size(columns: 80, rows: 24)
    ) async -> (VirtualTerminal, Screen, Task<String, any Error>) {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.editBox("メモ 📝", text: text, showsLineNumbers: lineNumbers) }
        await screen.waitUntilIdle()
        return (term, screen, answer)
    }

    @Test(arguments: sizes) func openedEditedAndSaved(size: Size) async throws {
        let (term, screen, answer) = await start(Self.haiku, size: size)
        assertSnapshot(term, named: "opened.\(size)")
        term.send(.down, .end)
        term.type(" 🌸 花")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "edited.\(size)")
        term.send(.ctrl("s"))
        #expect(try await answer.value == Self.haiku.replacingFirst("ひねもすのたり", with: "ひねもすのたり 🌸 花"))
    }

    @Test(arguments: sizes) func aLongTextScrolls(size: Size) async throws {
        let (term, screen, answer) = await start(Self.long, size: size)
        term.send(.pageDown, .pageDown, .down)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "paged.\(size)")
        term.send(Key(.end, modifiers: .control))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "end.\(size)")
        term.send(.function(2))
        #expect(try await answer.value == Self.long)
    }

    @Test(arguments: sizes) func escapeWithChangesAsksFirst(size: Size) async throws {
        let (term, screen, answer) = await start(Self.haiku, lineNumbers: false, size: size)
        term.type("あ")
        term.send(.escape)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "asking.\(size)")
        term.send(.escape)  // Keep editing
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "keptEditing.\(size)")
        term.send(.escape, .character("d"))
        await #expect(throws: CancellationError.self) { try await answer.value }
    }

    @Test func escapeWithoutChangesCancelsAtOnceAlsoAfterUndoingThemAll() async throws {
        let (term, _, answer) = await start("abc")
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await answer.value }
        let (term2, screen2, answer2) = await start("abc")
        term2.type("xy z")
        term2.send(.ctrl("z"), .ctrl("z"))
        await screen2.waitUntilIdle()
        term2.send(.escape)
        await #expect(throws: CancellationError.self) { try await answer2.value }
        _ = term
    }

    @Test func undoTakesBackAWordAtATimeAndRedoPutsItBack() async throws {
        let (term, _, answer) = await start("", lineNumbers: false)
        term.type("hello big world")
        term.send(.ctrl("z"))  // "world"
        term.send(Key(.character("_"), modifiers: .control))  // "big "
        term.send(.ctrl("y"))  // "big " again
        term.send(.ctrl("s"))
        #expect(try await answer.value == "hello big ")
    }

    @Test func backspacesUndoAsOneStepAndACursorMoveEndsAStep() async throws {
        let (term, _, answer) = await start("日本語テキスト", lineNumbers: false)
        term.send(.end, .backspace, .backspace, .backspace, .left, .left, .backspace)
        term.send(.ctrl("z"))  // the Backspace after the moves
        term.send(.ctrl("z"))  // the three before them
        term.send(.ctrl("s"))
        #expect(try await answer.value == "日本語テキスト")
    }

    @Test func undoAndRedoKeepClustersThatJoinedWhole() async throws {
        let (term, _, answer) = await start("cafe", lineNumbers: false)
        term.send(.end)
        term.send(.character("\u{301}"))  // joins the e: "café"
        term.send(.character(" "))
        term.type("👍🏽")
        term.paste("x\ny")
        // Three steps: the accent and the space (one word), the emoji (the next), the paste.
        term.send(.ctrl("z"), .ctrl("z"), .ctrl("z"), .ctrl("z"))
        term.send(.ctrl("y"), .ctrl("y"))
        term.send(.ctrl("s"))
        let saved = try await answer.value
        #expect(saved == "caf\u{E9} 👍🏽")
        #expect(Array(saved.unicodeScalars) == Array("cafe\u{301} 👍🏽".unicodeScalars))
    }

    @Test func theSaveButtonAndCancelButton() async throws {
        let (term, _, answer) = await start("x")
        term.type("y")
        term.send(.tab, .enter)
        #expect(try await answer.value == "yx")
        let (term2, screen2, answer2) = await start("x")
        term2.type("y")
        term2.send(.backTab, .enter)
        await screen2.waitUntilIdle()
        assertSnapshot(term2, named: "cancelAsks.80x24")
        term2.send(.left, .enter)
        await #expect(throws: CancellationError.self) { try await answer2.value }
    }

    @Test func aResizeKeepsTheTextAndTheCursor() async throws {
        let (term, screen, answer) = await start(Self.long)
        term.send(.pageDown)
        term.type("★")
        term.resize(columns: 30, rows: 8)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "resized.30x8")
        term.send(.ctrl("s"))
        #expect(try await answer.value == Self.long.replacingFirst("Line 20 行", with: "★Line 20 行"))
    }

    @Test func smallScreensDoNotCrash() {
        drawOnEverySmallScreen(
            EditBox(title: "T", text: Self.haiku, showsLineNumbers: true), after: [.pageDown, .character("a")])
        drawOnEverySmallScreen(
            EditBox(title: "T", text: "a", showsLineNumbers: true), after: [.character("b"), .escape])
    }
}

extension String {
    /// This string with the first `target` replaced.
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
