import FormWizard
import FormWizardTesting
import Testing

private enum Topping: Sendable, Equatable {
    case olives, basil, 海苔, mushrooms, chili
}

private struct Pizza: Sendable, Equatable {
    var name = ""
    var toppings: [Topping] = []
}

private let toppings = [
    MenuItem("Olives 🫒", value: Topping.olives), MenuItem("Basil", value: .basil),
    MenuItem("海苔 Nori", value: .海苔), MenuItem("Mushrooms", detail: "sliced", value: .mushrooms),
    MenuItem("Chili 🔥", value: .chili),
]

private func pizzaForm(_ pizza: Pizza = Pizza(), minimum: Int = 0) -> Form<Pizza> {
    Form(
        "ピザ Pizza", value: pizza,
        fields: [
            .text("Name", \.name),
            .multiSelect("Toppings", \.toppings, options: toppings, minimum: minimum, maximum: 3),
        ])
}

@MainActor
struct TestMultiSelectField {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    @Test(arguments: sizes) func chosenInAChecklistOverTheForm(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.present(pizzaForm(Pizza(toppings: [.basil]))) }
        await screen.waitUntilIdle()
        term.type("Marinara\t")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "closed.\(size)")
        term.send(.character(" "), .character(" "), .end, .character(" "))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "open.\(size)")
        term.send(.enter)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "chosen.\(size)")
        term.send(.enter)
        #expect(try await answer.value == Pizza(name: "Marinara", toppings: [.olives, .basil, .chili]))
    }

    @Test func escapeInTheChecklistPutsTheChoiceBack() async throws {
        let term = VirtualTerminal(columns: 60, rows: 16)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.present(pizzaForm(Pizza(toppings: [.chili]))) }
        await screen.waitUntilIdle()
        term.send(.tab, .character(" "), .character(" "), .escape)
        await screen.waitUntilIdle()
        term.send(.tab, .enter)
        #expect(try await answer.value == Pizza(toppings: [.chili]))
    }

    @Test func fewerThanTheMinimumIsAnError() async throws {
        let term = VirtualTerminal(columns: 60, rows: 16)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.present(pizzaForm(minimum: 2)) }
        await screen.waitUntilIdle()
        term.send(.enter, .enter)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "tooFew.\(term.size)")
        term.send(.character(" "))
        term.type("/bas")
        // Space chooses Basil; Enter ends the filter, Esc clears it; Olives; Ctrl-A is too many.
        term.send(.character(" "), .enter, .escape, .home, .character(" "), .ctrl("a"))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "tooManyInTheList.\(term.size)")
        term.send(.enter)
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(try await answer.value == Pizza(toppings: [.olives, .basil]))
    }
}

/// A main-actor model, as `.defaultIsolation(MainActor.self)` makes every type.
@MainActor
private struct Order: Sendable {
    var sides: [Side] = []
}

@MainActor
private struct Side: Sendable {
    var name: String
}

extension Order: @MainActor Equatable {}
extension Side: @MainActor Equatable {}

@MainActor
struct TestMainActorMultiSelect {
    @Test func aMainActorTypeIsChosenToo() async throws {
        let sides = [MenuItem("Fries", value: Side(name: "fries")), MenuItem("Salad", value: Side(name: "salad"))]
        let form = Form("Order", value: Order(), fields: [.multiSelect("Sides", \.sides, options: sides)])
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.present(form) }
        await screen.waitUntilIdle()
        term.send(.character(" "), .down, .character(" "), .enter, .enter)
        #expect(try await answer.value == Order(sides: [Side(name: "salad")]))
    }
}
