import FormWizard
import FormWizardTesting
import Testing

/// A main-actor model, as `.defaultIsolation(MainActor.self)` makes every type: its key paths
/// are not `Sendable`, and its `==` is a main-actor conformance.
@MainActor
private struct Profile: Sendable {
    var name = ""
    var tier = Tier.basic
    var notify = false
}

@MainActor
private struct Tier: Sendable {
    var name: String

    static let basic = Tier(name: "basic")
    static let plus = Tier(name: "plus")
    static let legacy = Tier(name: "legacy")
}

/// A main-actor payment model for the card twins.
@MainActor
private struct Card: Sendable {
    var number = CardNumber()
    var expiry = ""
    var code = ""
    var tip: DecimalNumber?
}

extension Profile: @MainActor Equatable {}
extension Tier: @MainActor Equatable {}

@MainActor
private func profileForm(_ profile: Profile = Profile()) -> Form<Profile> {
    Form(
        "Profile", value: profile,
        fields: [
            .text("Name", \.name, validate: .required()),
            .select("Tier", \.tier, options: [MenuItem("Basic", value: .basic), MenuItem("Plus", value: .plus)]),
            .toggle("Notify", \.notify),
        ])
}

/// `Field`'s factories for key paths into main-actor types (`Field+MainActor.swift`).
@MainActor
struct TestMainActorFields {
    @Test func aFormOverAMainActorTypeEditsEveryField() async throws {
        let form = await PresentedDialog(profileForm(), size: Size(columns: 40, rows: 10))
        #expect(
            form.term.lines == [
                "                                        ",
                "┌ Profile ─────────────────────────────┐",
                "│ Name                                 │",
                "│ Tier    ‹ Basic ›                    │",
                "│ Notify  [ ]                          │",
                "│                                      │",
                "│        < Submit >  < Cancel >        │",
                "│ Tab/Enter next  Esc cancel           │",
                "└──────────────────────────────────────┘",
                "                                        ",
            ])
        form.term.type("Ada\t")
        form.term.send(.right, .tab, .character(" "), .enter)
        #expect(try await form.value == Profile(name: "Ada", tier: .plus, notify: true))
    }

    @Test func aValueThatIsNoOptionShowsChooseUntilAnArrow() async throws {
        let form = await PresentedDialog(profileForm(Profile(tier: .legacy)), size: Size(columns: 40, rows: 10))
        #expect(form.term.lines[3] == "│ Tier    ‹ Choo… ›                    │")
        await form.send(.tab, .right)
        #expect(form.term.lines[3] == "│ Tier    ‹ Basic ›                    │")
        await form.close()
    }

    @Test func cardAndDecimalTwinsReadTheBrandFromTheValue() async throws {
        let form = Form(
            "Card", value: Card(),
            fields: [
                .cardNumber("Number", \.number), .expiry("Expiry", \.expiry),
                .securityCode("CVV", \.code, brand: { $0.number.brand }), .decimal("Tip", \.tip, fractionDigits: 2),
            ])
        let presented = await PresentedDialog(form, size: Size(columns: 40, rows: 12))
        // An American Express number: the code takes four digits, not three.
        presented.term.type("378282246310005\t1230\t1234\t2.50\t")
        presented.term.send(.enter)
        let card = try await presented.value
        #expect(card.number.digits == "378282246310005")
        #expect(card.expiry == "12/30")
        #expect(card.code == "1234")
        #expect(card.tip?.description == "2.50")
    }
}
