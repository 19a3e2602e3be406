import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestRadioList {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    static let sizesOfPizza = [
        MenuItem("Small", detail: "25 cm", value: 25),
        MenuItem("Medium", detail: "28 cm", value: 28),
        MenuItem("Large 🍕", detail: "32 cm", value: 32),
        MenuItem("特大 Family", detail: "40 cm", value: 40),
    ]

    @Test(arguments: sizes) func preselectedThenMoved(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task {
            try await screen.radioList("ピザ Pizza", message: "Which size?", items: Self.sizesOfPizza, selected: 1)
        }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "preselected.\(size)")
        term.send(.down, .down)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "moved.\(size)")
        term.send(.character(" "), .enter)
        #expect(try await answer.value == 40)
    }

    @Test func cursorStartsApartFromTheMark() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task {
            try await screen.present(
                RadioList(title: "ピザ Pizza", items: Self.sizesOfPizza, selected: 2, cursor: 0))
        }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "cursorApart")
        term.send(.down, .character(" "), .enter)
        #expect(try await answer.value == 28)
    }

    @Test(arguments: sizes) func enterWithNoneMarkedShowsAMessage(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.radioList("ピザ Pizza", items: Self.sizesOfPizza) }
        await screen.waitUntilIdle()
        term.send(.enter)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "noneMarked.\(size)")
        term.send(.character(" "), .enter)
        #expect(try await answer.value == 25)
    }

    @Test func anAnswerForNoneMarkedIsGivenByEnterUntilAnItemIsMarked() {
        var list = RadioList<Int?>(
            title: "ピザ Pizza", items: Self.sizesOfPizza.map { MenuItem($0.title, value: Optional($0.value)) })
        list.prepare(for: Size(columns: 40, rows: 12))
        list.answerWhenNoneMarked = .some(nil)
        guard case .submit(let none) = list.handle(.key(.enter)) else {
            Issue.record("Enter with nothing marked did not answer")
            return
        }
        #expect(none == nil)
        _ = list.handle(.key(.character(" ")))
        guard case .submit(let marked) = list.handle(.key(.enter)) else {
            Issue.record("Enter with an item marked did not answer")
            return
        }
        #expect(marked == 25)
    }

    @Test func keyScripts() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let space = InputEvent.key(.character(" "))
        let script: [([InputEvent], Int)] = [
            ([], 28),
            ([.key(.down)], 28),  // moving does not choose
            ([.key(.down), space], 32),
            ([.key(.home), space, .key(.end), space], 40),  // one mark only
            ([.key(.character("4")), space], 40),
            ([.key(.character("l")), space], 32),
            ([.key(.character("特")), space], 40),
            ([.key(.ctrl("a"))], 28),  // no "all" in a radio list
            ([.key(.character("/")), .key(.character("s")), .key(.character("m")), space], 25),
        ]
        for (events, expected) in script {
            let answer = Task { try await screen.radioList("Pizza", items: Self.sizesOfPizza, selected: 1) }
            await screen.waitUntilIdle()
            term.send(events + [.key(.enter)])
            await screen.waitUntilIdle()
            if events.contains(.key(.character("/"))) { term.send(.enter) }
            #expect(try await answer.value == expected, "\(events)")
        }
    }

    @Test func escapeCancels() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.radioList("Pizza", items: Self.sizesOfPizza, selected: 0) }
        await screen.waitUntilIdle()
        term.send(.down, .character(" "), .escape)
        await #expect(throws: CancellationError.self) { try await answer.value }
    }

    @Test func rendersOnEverySmallScreen() {
        let list = RadioList(title: "ピザ", message: "Which size?", items: Self.sizesOfPizza, selected: 3)
        drawOnEverySmallScreen(list)
        drawOnEverySmallScreen(list, after: [.enter, .character("/"), .character("x")])
    }
}
