import Checkout
import FormWizard
import FormWizardTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestCheckoutFlow {
    @Test func signingInWithTheSavedAddressAndCard() async throws {
        let run = await CheckoutRun(store: DemoStore(latency: .zero))
        assertSnapshot(run.term, named: "cart")
        run.term.send(.character(" "), .down, .character(" "), .character("+"))
        await run.send(.enter)
        assertSnapshot(run.term, named: "signIn")
        await run.type("demo@example.com\tswift")
        assertSnapshot(run.term, named: "signInTyped")
        await run.send(.enter)
        assertSnapshot(run.term, named: "savedAddress")
        await run.send(.enter)
        assertSnapshot(run.term, named: "savedCard")
        await run.send(.enter)
        assertSnapshot(run.term, named: "review")
        run.term.send(.enter)
        let order = try await run.result
        #expect(order.cart.lines.map(\.quantity) == [1, 2])
        #expect(order.address == DemoStore.demoAccount.savedAddress)
        #expect(order.card == DemoStore.demoAccount.savedCard)
        #expect(order.authorization == "AUTH-4242-136950")
        #expect(
            order.json.text
                == #"{"email":"demo@example.com","items":[{"id":0,"name":"Compact Glass Headphones 1000","quantity":1,"unitPriceCents":46828},{"id":1,"name":"Deluxe Glass Kettle 1001","quantity":2,"unitPriceCents":45061}],"address":{"name":"Ada Lovelace","street":"12 St James's Square","city":"London","postalCode":"SW1Y 4JH","country":"GB","countryName":"United Kingdom"},"payment":{"brand":"visa","last4":"4242","expiry":"12/30"},"totalCents":136950,"total":"$1,369.50","authorization":"AUTH-4242-136950"}"#
        )
        #expect(run.screen.presentationCount == 0)
    }

    @Test func signedInWithAnotherAddressAndCard() async throws {
        let run = await CheckoutRun(store: DemoStore(latency: .zero), signedIn: DemoStore.demoAccount)
        await run.search("teapot")
        await run.checkOut(first: 2)
        assertSnapshot(run.term, named: "signedIn.savedAddress")
        await run.send(.down, .enter)
        assertSnapshot(run.term, named: "signedIn.addressForm")
        await run.type("Grace Hopper\t1 Navy Yard\tArlington\t22202\tunited s")
        assertSnapshot(run.term, named: "signedIn.addressFilled")
        await run.send(.enter)
        assertSnapshot(run.term, named: "signedIn.savedCard")
        await run.send(.down, .enter)
        assertSnapshot(run.term, named: "signedIn.cardForm")
        await run.type("Grace Hopper\t5555 5555 5555 4444\t0931\t737")
        assertSnapshot(run.term, named: "signedIn.cardFilled")
        await run.send(.enter)
        assertSnapshot(run.term, named: "signedIn.review")
        run.term.send(.enter)
        let order = try await run.result
        #expect(order.cart.lines.map(\.product.name) == ["Classic Copper Teapot 1010", "Elegant Glass Teapot 1014"])
        #expect(
            order.address
                == Address(
                    name: "Grace Hopper", street: "1 Navy Yard", city: "Arlington", postalCode: "22202",
                    country: Country(code: "US")!))
        #expect(order.card.description == "Mastercard •••• 4444, expires 09/31")
        let json = order.json.text
        for secret in ["5555555555554444", "5555 5555 5555 4444", "737"] {
            #expect(!json.contains(secret), "the order JSON shows \(secret)")
        }
        #expect(
            order.json.text.hasSuffix(
                #""payment":{"brand":"mastercard","last4":"4444","expiry":"09/31"},"totalCents":66702,"total":"$667.02","authorization":"AUTH-4444-66702"}"#
            ))
    }

    @Test func anAccountWithoutSavedDetailsGoesStraightToTheForms() async throws {
        let grace = Account(email: "grace@example.com", name: "Grace Hopper")
        let run = await CheckoutRun(store: DemoStore(latency: .zero), signedIn: grace)
        await run.checkOut(first: 1)
        assertSnapshot(run.term, named: "noSaved.addressForm")
        await run.type("Grace Hopper\t1 Navy Yard\tArlington\t22202\tunited s\n")
        assertSnapshot(run.term, named: "noSaved.cardForm")
        await run.type("Grace Hopper\t4111 1111 1111 1111\t1230\t123\n")
        run.term.send(.enter)
        let order = try await run.result
        #expect(order.account == grace)
        #expect(order.card.description == "Visa •••• 1111, expires 12/30")
        #expect(order.authorization == "AUTH-1111-46828")
    }

    @Test func theOrderNeverShowsTheCardNumberOrSecurityCode() async throws {
        let run = await CheckoutRun(store: DemoStore(latency: .zero), signedIn: DemoStore.demoAccount)
        await run.checkOut(first: 1)
        await run.send(.enter)
        await run.send(.down, .enter)
        await run.type("Ada Lovelace\t4111 1111 1111 1111\t1230\t987\n")
        run.term.send(.enter)
        let order = try await run.result
        var dumped = ""
        dump(order, to: &dumped)
        for text in [order.json.text, String(describing: order), String(reflecting: order), dumped] {
            for secret in ["4111111111111111", "4111 1111 1111 1111", "987"] {
                #expect(!text.contains(secret), "\(secret) in \(text)")
            }
        }
        #expect(order.card.cvv == "987", "the processor still gets it")
    }
}
