import Checkout
import FormWizard
import Testing

/// The steps of the checkout where a test can stop, in order, on one path through it: signing
/// in, a cart with a product out of stock, then another address and another card.
enum Step: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case cart, signIn, outOfStock, savedAddress, addressForm, savedCard, cardForm, review

    var testDescription: String { rawValue }

    /// What the test types in the step before it stops there: something in every step, and
    /// focus away from where it starts.
    var stop: [InputEvent] {
        switch self {
        case .cart: [.key(.down), .key(.character(" ")), .key(.down), .key(.character(" "))]
        case .signIn: Self.typing("demo@example.com\tsw")
        case .outOfStock: [.key(.right)]
        case .savedAddress, .savedCard: [.key(.down)]
        case .addressForm: Self.typing("Grace Hopper\t1 Navy Yard\tArl")
        case .cardForm: Self.typing("Grace Hopper\t5555 5555 5555 4444\t09")
        case .review: [.key(.right)]
        }
    }

    /// What the test types after `stop` to go on to the next step.
    var finish: [InputEvent] {
        switch self {
        case .cart, .savedAddress, .savedCard: [.key(.enter)]
        case .signIn: Self.typing("ift\n")
        case .outOfStock: [.key(.character("r"))]
        case .addressForm: Self.typing("ington\t22202\tunited s\n")
        case .cardForm: Self.typing("31\t737\n")
        case .review: [.key(.enter)]
        }
    }

    private static func typing(_ text: String) -> [InputEvent] {
        text.map { character in
            switch character {
            case "\n": .key(.enter)
            case "\t": .key(.tab)
            default: .key(.character(character))
            }
        }
    }
}

extension CheckoutRun {
    /// A checkout on the demo store (answering at once) stopped at `step`, with what `Step.stop`
    /// types in it and every step before it finished. The cart searches "lamp" and takes the
    /// second and third products, Elegant Leather Lamp 1022 and Portable Copper Lamp 1047 (out
    /// of stock: its id ends in 7).
    static func at(_ step: Step, store: any StoreService = DemoStore(latency: .zero)) async -> CheckoutRun {
        let run = await CheckoutRun(store: store)
        await run.search("lamp")
        for current in Step.allCases {
            run.term.send(current.stop)
            await run.idle()
            if current == step { break }
            run.term.send(current.finish)
            await run.idle()
        }
        return run
    }

    /// Goes through `steps` as `at(_:)` does: what `Step.stop` types, then `Step.finish`.
    func finish(_ steps: Step...) async {
        for step in steps {
            term.send(step.stop + step.finish)
            await idle()
        }
    }

    /// Leaves the checkout from the step shown: Esc, then Leave.
    func leave() async {
        await send(.escape)
        term.send(.character("l"))
        await #expect(throws: CancellationError.self) { try await self.result }
    }
}
