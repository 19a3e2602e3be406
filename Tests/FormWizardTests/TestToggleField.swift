import FormWizard
import FormWizardTesting
import Testing

private struct Options: Sendable, Equatable {
    var remember = false
    var name = ""
}

private func options(_ value: Options = Options()) -> Form<Options> {
    Form(
        "Options", value: value,
        fields: [.toggle("Remember", \.remember, text: "Keep me signed in 🔒"), .text("Name", \.name)])
}

@MainActor
struct TestToggleField {
    nonisolated static let sizes = [Size(columns: 80, rows: 24), Size(columns: 40, rows: 12)]

    @Test(arguments: sizes) func focusedCheckedAndLeft(size: Size) async throws {
        let form = await PresentedDialog(options(), size: size)
        assertSnapshot(form.term, named: "focused.\(size)")
        await form.send(.character(" "))
        assertSnapshot(form.term, named: "checked.\(size)")
        await form.send(.tab)
        assertSnapshot(form.term, named: "left.\(size)")
        await form.close()
    }

    @Test func spaceTogglesAndEnterMovesOn() async throws {
        let form = await PresentedDialog(options(Options(remember: true)))
        await form.send(.character(" "), .character(" "), .character(" "), .enter)
        await form.type("Ada\n")
        #expect(try await form.value == Options(remember: false, name: "Ada"))
    }
}
