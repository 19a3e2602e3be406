import FormWizard
import FormWizardTesting
import Testing

private struct Measure: Sendable, Equatable {
    var price: DecimalNumber?
    var change: DecimalNumber?
}

private func measure(_ value: Measure = Measure()) -> Form<Measure> {
    Form(
        "Measure", value: value,
        fields: [
            .decimal("Price", \.price, placeholder: "0.00", in: 0...1000, fractionDigits: 2, validate: .required()),
            .decimal("Change", \.change, allowsNegative: true),
        ])
}

@MainActor
struct TestDecimalEntry {
    nonisolated static let sizes = [Size(columns: 80, rows: 24), Size(columns: 40, rows: 12)]

    @Test(arguments: sizes) func typedExactlyAndWhatItCannotHoldSaysSo(size: Size) async throws {
        let form = await PresentedDialog(measure(), size: size)
        await form.type("12.505")
        assertSnapshot(form.term, named: "decimals.\(size)")
        await form.send(.backspace)
        await form.type("\t-0.25")
        assertSnapshot(form.term, named: "negative.\(size)")
        await form.send(.backTab, .ctrl("u"))
        await form.type("-3")
        assertSnapshot(form.term, named: "no-negative.\(size)")
        await form.send(.ctrl("u"))
        await form.type("x")
        assertSnapshot(form.term, named: "letter.\(size)")
        await form.type("12.50\t\n")
        let value = try await form.value
        #expect(
            value == Measure(price: DecimalNumber(significand: 1250, fractionDigits: 2), change: DecimalNumber("-0.25"))
        )
        #expect(value.price?.description == "12.50")
    }

    @Test func notANumberAndOutOfRangeOnLeaving() async throws {
        let form = await PresentedDialog(measure(), size: Size(columns: 40, rows: 12))
        await form.type("1.\t")
        #expect(form.term.rows[4] == "│         Enter a number               │")
        await form.send(.backTab, .ctrl("u"))
        await form.type("1000.01\t")
        #expect(form.term.rows[4] == "│         Enter a value from 0 to 1000 │")
        await form.close()
    }

    @Test func aPrefilledNumberShowsAsTyped() async throws {
        let form = await PresentedDialog(
            measure(Measure(price: DecimalNumber("7.10"))), size: Size(columns: 40, rows: 12))
        #expect(form.term.rows[3] == "│ Price   7.10                         │")
        await form.send(.enter, .enter)
        #expect(try await form.value.price?.description == "7.10")
    }
}

struct TestDecimalNumber {
    @Test(arguments: [
        ("42", "42"), ("-0.5", "-0.5"), ("+3.25", "3.25"), (".5", "0.5"), ("007.50", "7.50"), ("0", "0"),
        ("-12.50", "-12.50"), ("123456789012345678", "123456789012345678"),
        ("0.000000000000000001", "0.000000000000000001"),
    ])
    func readsAndWritesWhatWasTyped(text: String, description: String) {
        #expect(DecimalNumber(text)?.description == description)
    }

    @Test(arguments: ["", "-", "+", ".", "1.", "1.2.3", "4-2", "1e5", " 1", "1234567890123456789", "--1", "1,5"])
    func refusesWhatIsNoNumber(text: String) {
        #expect(DecimalNumber(text) == nil)
    }

    @Test func comparesByValueExactly() {
        #expect(DecimalNumber("1.5") == DecimalNumber("1.50"))
        #expect(Set([DecimalNumber("1.5"), DecimalNumber("1.50")]).count == 1)
        #expect(DecimalNumber("0.1")! < DecimalNumber("0.10000000000000001")!)
        #expect(DecimalNumber("-1.5")! < DecimalNumber("-1.2")!)
        #expect(DecimalNumber("-2")! < DecimalNumber("-1.5")!)
        #expect(DecimalNumber("-0.5")! < DecimalNumber("0.5")!)
        #expect(DecimalNumber("999999999999999999")! > DecimalNumber("0.999999999999999999")!)
        #expect(DecimalNumber("12.50")?.doubleValue == 12.5)
    }
}
