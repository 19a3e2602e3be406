import FormWizard
import FormWizardTesting
import Testing

/// A step that counts with ↑ and shows `name: count`; Shift-Tab asks to go back when allowed.
private struct Step: WizardStepDialog {
    var name: String
    var count = 0
    var canGoBack = false
    var backRequested = false

    init(_ name: String) {
        self.name = name
    }

    var draft: Int { count }
    mutating func restore(_ draft: Int) { count = draft }
    mutating func enableBack() { canGoBack = true }

    mutating func handle(_ event: InputEvent) -> DialogResponse<Int> {
        switch event {
        case .key(.up):
            count += 1
            return .handled
        case .key(.backTab) where canGoBack:
            backRequested = true
            return .handled
        case .key(.enter): return .submit(count)
        case .key(.escape): return .cancel
        default: return .ignored
        }
    }

    func render(into frame: inout Frame) {
        frame.buffer.fill(frame.bounds, style: .plain)
        frame.buffer.write("\(name): \(count)\(canGoBack ? " ‹back" : "")", at: .zero, style: .plain)
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestWizard {
    let term = VirtualTerminal(columns: 20, rows: 8)

    @Test func backShowsThePreviousStepWithWhatWasTypedAndForwardKeepsTheLater() async throws {
        let screen = Screen(terminal: term)
        var runs = 0
        let flow = Task { () throws -> [Int] in
            try await screen.wizard { wizard in
                let a = try await wizard.step(Step("a"))
                let checked = try await wizard.run { () -> Int in
                    runs += 1
                    return a * 10
                }
                let b = try await wizard.step(Step("b"))
                let c = try await wizard.step(Step("c"))
                return [a, checked, b, c]
            }
        }
        await screen.waitUntilIdle()
        #expect(term.lines[0] == "a: 0                ")
        term.send(.up, .enter)
        await screen.waitUntilIdle()
        term.send(.up, .up, .enter)
        await screen.waitUntilIdle()
        #expect(term.lines[0] == "c: 0 ‹back          ")
        term.send(.up, .up, .up, .backTab)
        await screen.waitUntilIdle()
        #expect(term.lines[0] == "b: 2 ‹back          ")
        #expect(runs == 1)
        term.send(.backTab)
        await screen.waitUntilIdle()
        #expect(term.lines[0] == "a: 1                ")
        term.send(.up, .enter)
        await screen.waitUntilIdle()
        #expect(term.lines[0] == "b: 2 ‹back          ")
        term.send(.enter)
        await screen.waitUntilIdle()
        #expect(term.lines[0] == "c: 3 ‹back          ")
        term.send(.enter)
        #expect(try await flow.value == [2, 20, 2, 3])
        #expect(runs == 2)
    }

    @Test func aCallReturningAnOptionalRunsAndIsRememberedEvenWhenNil() async throws {
        let screen = Screen(terminal: term)
        var calls: [String] = []
        let flow = Task { () throws -> [String?] in
            try await screen.wizard { wizard in
                let some: String? = try await wizard.run {
                    calls.append("some")
                    return "yes"
                }
                let none: String? = try await wizard.run {
                    calls.append("none")
                    return nil
                }
                _ = try await wizard.step(Step("a"))
                _ = try await wizard.step(Step("b"))
                return [some, none]
            }
        }
        await screen.waitUntilIdle()
        term.send(.enter)
        await screen.waitUntilIdle()
        #expect(term.lines[0] == "b: 0 ‹back          ")
        term.send(.backTab)
        await screen.waitUntilIdle()
        #expect(term.lines[0] == "a: 0                ")
        term.send(.enter)
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(try await flow.valueCancelledWithTheTest == ["yes", nil])
        #expect(calls == ["some", "none"])
    }

    @Test func backFromARunShowsTheLastStepAgain() async throws {
        let screen = Screen(terminal: term)
        var attempts = 0
        let flow = Task { () throws -> [Int] in
            try await screen.wizard { wizard in
                let a = try await wizard.step(Step("a"))
                let b = try await wizard.step(Step("b"))
                try await wizard.run {
                    attempts += 1
                    // The user cancelled the call the first time.
                    if attempts == 1 { try wizard.back() }
                }
                return [a, b]
            }
        }
        await screen.waitUntilIdle()
        term.send(.enter)
        await screen.waitUntilIdle()
        term.send(.up, .enter)
        await screen.waitUntilIdle()
        #expect(term.lines[0] == "b: 1 ‹back          ")
        term.send(.up, .enter)
        #expect(try await flow.valueCancelledWithTheTest == [0, 2])
        #expect(attempts == 2)
    }

    @Test func aStepKeepsWhatWasTypedWhenAnEarlierChoiceSkipsTheStepBeforeIt() async throws {
        let screen = Screen(terminal: term)
        let flow = Task { () throws -> Int in
            try await screen.wizard { wizard in
                let a = try await wizard.step(Step("a"))
                if a == 1 {
                    _ = try await wizard.step(Menu(title: "Extra", items: [MenuItem("OK", value: 0)]))
                }
                return try await wizard.step(Step("c"))
            }
        }
        await screen.waitUntilIdle()
        term.send(.up, .enter)
        await screen.waitUntilIdle()
        term.send(.enter)
        await screen.waitUntilIdle()
        term.send(.up, .up, .backTab)
        await screen.waitUntilIdle()
        term.send(.backTab)
        await screen.waitUntilIdle()
        #expect(term.lines[0] == "a: 1                ")
        term.send(.up, .enter)
        await screen.waitUntilIdle()
        #expect(term.lines[0] == "c: 2 ‹back          ")
        term.send(.enter)
        #expect(try await flow.valueCancelledWithTheTest == 2)
    }

    @Test func escapeAsksToLeaveAndStayShowsTheStepAsItWas() async throws {
        let screen = Screen(terminal: term)
        let flow = Task { () throws -> Int in
            try await screen.wizard(leaveTitle: "Leave?") { wizard in try await wizard.step(Step("a")) }
        }
        await screen.waitUntilIdle()
        term.send(.up, .up, .escape)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "leave")
        term.send(.escape)
        await screen.waitUntilIdle()
        #expect(term.lines[0] == "a: 2                ")
        term.send(.escape)
        await screen.waitUntilIdle()
        term.send(.left, .enter)
        await #expect(throws: CancellationError.self) { try await flow.value }
    }
}

/// Back and Leave are errors thrown through the flow; a `catch` around a step cannot turn
/// them into a value.
extension TestWizard {
    @Test func aCatchAroundAStepCannotTurnBackIntoAValue() async throws {
        let screen = Screen(terminal: term)
        let flow = Task { () throws -> [Int] in
            try await screen.wizard { wizard in
                let a = try await wizard.step(Step("a"))
                let b: Int
                do {
                    b = try await wizard.step(Step("b"))
                } catch {
                    b = -1  // made up: must never reach the caller
                }
                let c = try await wizard.step(Step("c"))
                return [a, b, c]
            }
        }
        await screen.waitUntilIdle()
        term.send(.up, .enter)
        await screen.waitUntilIdle()
        #expect(term.lines[0] == "b: 0 ‹back          ")
        term.send(.backTab)
        await screen.waitUntilIdle()
        #expect(term.lines[0] == "a: 1                ", "Back goes back although the flow caught it")
        term.send(.enter)
        await screen.waitUntilIdle()
        term.send(.up, .up, .enter)
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(try await flow.value == [1, 2, 0])
    }

    @Test func aCatchAroundAStepCannotTurnLeaveIntoAValue() async throws {
        let screen = Screen(terminal: term)
        let flow = Task { () throws -> [Int] in
            try await screen.wizard { wizard in
                let a = try await wizard.step(Step("a"))
                do {
                    _ = try await wizard.step(Step("b"))
                } catch {
                    return [a, -1]  // made up: must never reach the caller
                }
                return [a]
            }
        }
        await screen.waitUntilIdle()
        term.send(.enter)
        await screen.waitUntilIdle()
        term.send(.escape)
        await screen.waitUntilIdle()
        term.send(.character("l"))
        await #expect(throws: CancellationError.self) { try await flow.value }
    }

    @Test func escapeOnAStepAndShutdownInOneTurnDrawNothingAfterTheShutdown() async throws {
        let screen = Screen(terminal: term)
        let flow = Task { () throws -> Int in
            try await screen.wizard { wizard in try await wizard.step(Step("a")) }
        }
        await screen.waitUntilIdle()
        term.send(.escape)
        screen.shutdown()
        let updates = term.updateCount
        await #expect(throws: CancellationError.self) { try await flow.value }
        #expect(term.updateCount == updates)
        #expect(term.lines.allSatisfy { $0.allSatisfy { $0 == " " } })
    }
}
