import FormWizard
import FormWizardTesting
import Testing

private struct Card: Sendable {
    var number = CardNumber()
    var holder = ""
}

private func card(_ number: String = "") -> Form<Card> {
    Form(
        "Card", value: Card(number: CardNumber(number)),
        fields: [
            .cardNumber("Number", \.number, validate: .required().and(.cardNumber())),
            .text("Holder", \.holder),
        ])
}

@MainActor
struct TestCardNumberEntry {
    nonisolated static let sizes = [Size(columns: 80, rows: 24), Size(columns: 40, rows: 12)]

    @Test(arguments: sizes) func emptyTypedMaskedAndError(size: Size) async throws {
        let form = await PresentedDialog(card(), size: size)
        assertSnapshot(form.term, named: "empty.\(size)")
        await form.type("4111111111111111")
        assertSnapshot(form.term, named: "visa.\(size)")
        await form.send(.tab)
        assertSnapshot(form.term, named: "masked.\(size)")
        await form.send(.backTab, .backspace)
        await form.type("2\t")
        assertSnapshot(form.term, named: "error.\(size)")
        await form.close()
    }

    @Test func digitsAreGroupedByBrandAsTheyAreTyped() async throws {
        let form = await PresentedDialog(card())
        await form.type("3782")
        #expect(form.term.rows[9] == "                  │ Number  3782                 Amex        │")
        await form.type("82246")
        #expect(form.term.rows[9] == "                  │ Number  3782 82246           Amex        │")
        await form.type("310005")
        #expect(form.term.rows[9] == "                  │ Number  3782 822463 10005    Amex        │")
        await form.send(.ctrl("u"))
        await form.type("555555555555444")
        #expect(form.term.rows[9] == "                  │ Number  5555 5555 5555 444   Mastercard  │")
        await form.type("4")
        await form.send(.tab, .enter)
        #expect(try await form.value.number.digits == "5555555555554444")
    }

    @Test func theCursorSkipsTheSpacesAndEditsDigits() async throws {
        func card(_ digits: String) -> Form<Card> {
            Form(
                "Card", value: Card(number: CardNumber(digits)),
                fields: [.cardNumber("Number", \.number, validate: .alwaysValid)])
        }
        let script: [(String, [Key], String)] = [
            ("41111111", [.left, .left, .left, .left, .backspace], "4111111"),
            ("41111111", [.left, .left, .left, .left, .delete], "4111111"),
            ("41111111", [.home, .right, .right, .right, .right, .character("9")], "411191111"),
            ("41111111", [.ctrl("a"), .character("5"), .ctrl("e"), .character("0")], "5411111110"),
            ("4111222233334444", [Key(.left, modifiers: .control), .ctrl("k")], "411122223333"),
            ("4111222233334444", [.alt("b"), .alt("b"), .ctrl("u")], "33334444"),
            ("4111222233334444", [.home, .alt("f"), .alt("d")], "411133334444"),
            ("4111222233334444", [.ctrl("w")], "411122223333"),
            (
                "4111222233334444", [.home, .ctrl("d"), .ctrl("f"), .ctrl("h"), .ctrl("b"), .character("7")],
                "711222233334444"
            ),
        ]
        for (digits, keys, expected) in script {
            let form = await PresentedDialog(card(digits))
            form.term.send(keys.map(InputEvent.key) + [.key(.enter)])
            #expect(try await form.value.number.digits == expected, "\(digits) \(keys)")
        }
    }

    @Test func theCursorStandsAfterTheDigitNotTheSpace() async throws {
        let form = await PresentedDialog(card("41111111"), size: Size(columns: 40, rows: 12))
        #expect(form.term.cursor == Point(x: 19, y: 3))
        await form.send(.left)
        #expect(form.term.cursor == Point(x: 18, y: 3))
        await form.send(.left, .left, .left)
        #expect(form.term.cursor == Point(x: 14, y: 3))
        await form.send(.left)
        #expect(form.term.cursor == Point(x: 13, y: 3))
        await form.close()
    }

    @Test func pastesKeepTheDigitsAndStopAtNineteen() async throws {
        let form = await PresentedDialog(card(), size: Size(columns: 60, rows: 12))
        form.term.paste("4111-1111 1111 1111")
        await form.screen.waitUntilIdle()
        #expect(
            form.term.rows[3...4] == [
                "        │ Number  4111 1111 1111 1111  Visa        │",
                "        │ Holder                                   │",
            ])
        form.term.paste("0000 0000")
        await form.screen.waitUntilIdle()
        #expect(
            form.term.rows[3...4] == [
                "        │ Number  4111 1111 1111 1111 000  Visa    │",
                "        │         At most 19 digits                │",
            ])
        await form.type("x")
        #expect(form.term.rows[4] == "        │         Digits only                      │")
        await form.type(" -")
        #expect(form.term.rows[4] == "        │ Holder                                   │")
        await form.close()
    }

    @Test func aNarrowFieldScrollsAndNeverShowsTheNumberWhenLeft() async throws {
        let form = await PresentedDialog(card(), size: Size(columns: 24, rows: 10))
        await form.type("4111111111111111")
        #expect(form.term.rows[2] == "│ Number  1 1111 1111  │")
        await form.send(.home)
        #expect(form.term.rows[2] == "│ Number  4111 1111 11 │")
        await form.send(.tab)
        #expect(form.term.rows[2] == "│ Number  • •••• 1111  │")
        await form.close()
    }
}
