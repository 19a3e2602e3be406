import FormWizard
import FormWizardTesting
import Testing

/// The build list in line mode: the numbers of the items in the order wanted.
@MainActor
struct TestLineBuildList {
    let lines = VirtualLineTerminal()
    let screen: Screen
    let regions = [MenuItem("eu-west-1", detail: "Ireland"), MenuItem("us-east-1"), MenuItem("ap-south-1")]

    init() {
        screen = Screen(lines: lines)
    }

    @Test func takesTheItemsInTheOrderTypedEachOnce() async throws {
        lines.type("3 3", "4", "none", "3 1")
        let order = try await screen.buildList("Deploy order", message: "First to last:", items: regions, minimum: 1)
        #expect(order == ["ap-south-1", "eu-west-1"])
        lines.type("")
        #expect(try await screen.buildList("Again", items: regions, chosen: [2, 0]) == ["ap-south-1", "eu-west-1"])
        #expect(
            lines.transcript == """
                Deploy order
                First to last:
                  1) eu-west-1 — Ireland
                  2) us-east-1
                  3) ap-south-1
                Order (numbers in order, or none): «3 3»
                Type numbers from 1 to 3 in order, each once, separated by spaces.
                Order (numbers in order, or none): «4»
                Type numbers from 1 to 3 in order, each once, separated by spaces.
                Order (numbers in order, or none): «none»
                Choose at least 1.
                Order (numbers in order, or none): «3 1»
                Again
                  1) eu-west-1 — Ireland
                  2) us-east-1
                  3) ap-south-1
                Order (numbers in order, or none) [3 1]: «»

                """)
    }

    @Test func escapeAndTheEndOfInputCancel() async throws {
        lines.escape()
        await #expect(throws: CancellationError.self) { try await screen.buildList("A", items: [MenuItem("x")]) }
        lines.endInput()
        await #expect(throws: CancellationError.self) { try await screen.buildList("B", items: [MenuItem("y")]) }
        #expect(
            lines.transcript == """
                A
                  1) x
                Order (numbers in order, or none): «Esc»
                B
                  1) y
                Order (numbers in order, or none): «end of input»

                """)
    }
}
