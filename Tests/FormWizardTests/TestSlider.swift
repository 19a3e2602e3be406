import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestSlider {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    @Test(arguments: sizes) func aScaleWithTheValueOnIt(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task {
            try await screen.slider("音量 🔊", message: "How loud?", range: 0...100, step: 5, value: 35)
        }
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.right, .enter)
        #expect(try await answer.value == 40)
    }

    @Test func keysMoveByStepsAndStopAtTheEnds() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let script: [([Key], Int)] = [
            ([.left], 30), ([.up, .up], 45), ([.pageUp], 85), ([.pageUp, .pageUp], 100), ([.pageDown], 0),
            ([.end, .down], 95), ([.home, .left], 0),
        ]
        for (keys, expected) in script {
            let answer = Task { try await screen.slider("Volume", range: 0...100, step: 5, value: 35) }
            await screen.waitUntilIdle()
            term.send(keys.map(InputEvent.key) + [.key(.enter)])
            #expect(try await answer.value == expected, "\(keys)")
        }
    }

    @Test func aValueOffTheStepsIsMovedOntoOne() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.slider("Odd", range: 1...9, step: 2, value: 6) }
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(try await answer.value == 5)
        let huge = Task { try await screen.slider("Huge", range: Int.min...Int.max, value: Int.max) }
        await screen.waitUntilIdle()
        term.send(.right, .pageUp, .enter)
        #expect(try await huge.value == Int.max)
    }

    @Test func aTypedValueIsTakenWhenItFits() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.slider("Temperature", range: -20...40, step: 2, value: 20) }
        await screen.waitUntilIdle()
        term.type("-7")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "typing")
        term.send(.enter)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "offStep")
        term.send(.backspace)
        term.type("50")
        term.send(.enter)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "outOfRange")
        term.send(.backspace, .backspace, .backspace, .backspace)
        term.type("-8")
        term.send(.enter)
        #expect(try await answer.value == -8)
    }

    @Test func escForgetsATypedValueThenCancelsAndResizeKeepsTheValue() async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.slider("Volume", range: 0...10, value: 3) }
        await screen.waitUntilIdle()
        term.send(.right)
        term.resize(columns: 20, rows: 6)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "resized")
        term.type("9")
        term.send(.escape)
        await screen.waitUntilIdle()
        #expect(screen.presentationCount == 1)
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await answer.value }
    }
}
