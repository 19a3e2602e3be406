import FormWizard
import FormWizardTesting
import Testing

/// Number and decimal fields in line mode: refused as the full-screen fields refuse them.
/// Input ends after the answers: a question a test does not expect fails it instead of waiting.
@MainActor
struct TestLineNumberFields {
    let lines = VirtualLineTerminal()
    let screen: Screen

    init() {
        screen = Screen(lines: lines)
    }

    struct Order: Sendable, Equatable {
        var quantity: Int?
        var price: DecimalNumber?
    }

    static let order = Form(
        "Order", value: Order(),
        fields: [
            .number("Quantity", \.quantity, in: 1...99, validate: .required()),
            .decimal("Price", \.price, fractionDigits: 2),
        ])

    @Test func numbersAreRefusedUntilValid() async throws {
        lines.type("two", "-2", "1.5", "100", "", "12", "1.255", "abc", "-1", "3.50")
        lines.endInput()
        let order = try await screen.present(Self.order)
        #expect(order == Order(quantity: 12, price: DecimalNumber("3.50")))
        #expect(
            lines.transcript == """
                Order
                Quantity: «two»
                Digits only
                Quantity: «-2»
                No negative numbers
                Quantity: «1.5»
                Whole numbers only
                Quantity: «100»
                At most 2 digits
                Quantity: «»
                Required
                Quantity: «12»
                Price (or back): «1.255»
                At most 2 decimals
                Price (or back): «abc»
                Digits and a point only
                Price (or back): «-1»
                No negative numbers
                Price (or back): «3.50»

                """)
    }

    @Test func theRangeAndTheBackWordKeepTheNumber() async throws {
        lines.type("0", "7", "back", "", "2.")
        lines.type("2.25")
        lines.endInput()
        let order = try await screen.present(Self.order)
        #expect(order == Order(quantity: 7, price: DecimalNumber("2.25")))
        #expect(
            lines.transcript == """
                Order
                Quantity: «0»
                Enter a value from 1 to 99
                Quantity: «7»
                Price (or back): «back»
                Quantity [7]: «»
                Price (or back): «2.»
                Enter a number
                Price (or back): «2.25»

                """)
    }

    @Test func escapeAndTheEndOfInputCancel() async throws {
        lines.type("5")
        lines.escape()
        await #expect(throws: CancellationError.self) { try await screen.present(Self.order) }
        lines.endInput()
        await #expect(throws: CancellationError.self) { try await screen.present(Self.order) }
        #expect(
            lines.transcript == """
                Order
                Quantity: «5»
                Price (or back): «Esc»
                Order
                Quantity: «end of input»

                """)
    }
}
