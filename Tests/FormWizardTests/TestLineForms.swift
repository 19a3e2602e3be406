import FormWizard
import FormWizardTesting
import Testing

/// Each built-in dialog's line form, on a screen in line mode: the whole transcript.
@MainActor
struct TestLineForms {
    let lines = VirtualLineTerminal()
    let screen: Screen

    init() {
        screen = Screen(lines: lines)
    }

    @Test func alertChoosesByNumberOrLabel() async throws {
        lines.type("3", "de")
        let actions: [AlertAction<String>] = [.destructive("Delete", "delete"), .cancel("Keep", "keep")]
        let delete = try await screen.alert("Delete 3 files?", message: "They are in the trash.", actions: actions)
        #expect(delete == "delete")
        #expect(
            lines.transcript == """
                Delete 3 files?
                They are in the trash.
                  1) Delete
                  2) Keep
                Choose [2]: «3»
                Type a number from 1 to 2, or the start of a choice.
                Choose [2]: «de»

                """)
    }

    @Test func alertEscapeReturnsTheDismissValueOrCancels() async throws {
        lines.escape()
        let dismissed = try await screen.alert("Quit?", actions: [.default("Quit", 1)], dismissValue: 0)
        #expect(dismissed == 0)
        lines.escape()
        await #expect(throws: CancellationError.self) {
            try await screen.alert("Quit?", actions: [.default("Quit", 1)])
        }
        #expect(
            lines.transcript == """
                Quit?
                  1) Quit
                Choose [1]: «Esc»
                Quit?
                  1) Quit
                Choose [1]: «Esc»

                """)
    }

    @Test func confirmTakesYesNoAndTheLabels() async throws {
        lines.type("maybe", "y", "", "k")
        #expect(try await screen.confirm("Save changes?", message: "Your edits will be lost otherwise.") == true)
        #expect(try await screen.confirm("Save changes?") == true)
        #expect(try await screen.confirm("Drop table?", confirm: "Drop", cancel: "Keep", destructive: true) == false)
        #expect(
            lines.transcript == """
                Your edits will be lost otherwise.
                Save changes? (Yes/No) [Yes]: «maybe»
                Answer Yes or No.
                Save changes? (Yes/No) [Yes]: «y»
                Save changes? (Yes/No) [Yes]: «»
                Drop table? (Drop/Keep) [Keep]: «k»

                """)
    }

    @Test func confirmCancelsAtTheEndOfInput() async throws {
        lines.endInput()
        await #expect(throws: CancellationError.self) { try await screen.confirm("Continue?") }
        #expect(lines.transcript == "Continue? (Yes/No) [Yes]: «end of input»\n")
    }

    @Test func textInputRepeatsUntilValid() async throws {
        lines.type("Augusta Ada", "Ada")
        let name = try await screen.textInput("Name", message: "Who are you?", maxLength: 5)
        #expect(name == "Ada")
        lines.type("")
        #expect(try await screen.textInput("City", text: "London") == "London")
        #expect(
            lines.transcript == """
                Who are you?
                Name: «Augusta Ada»
                At most 5 characters
                Name: «Ada»
                City [London]: «»

                """)
    }

    @Test func textInputEscapeCancels() async throws {
        lines.escape()
        await #expect(throws: CancellationError.self) { try await screen.textInput("Name") }
        #expect(lines.transcript == "Name: «Esc»\n")
    }

    @Test func passwordIsReadWithEchoOffAndNeverWritten() async throws {
        lines.type("hunter2")
        let secret = try await screen.password("Unlock", message: "Passphrase for id_ed25519:")
        #expect(secret == "hunter2")
        #expect(lines.echoes == [false])
        #expect(
            lines.transcript == """
                Passphrase for id_ed25519:
                Unlock: «echo off»

                """)
    }

    @Test func passwordEscapeWithEchoOffCancels() async throws {
        lines.escape()
        await #expect(throws: CancellationError.self) { try await screen.password("Unlock") }
        #expect(lines.echoes == [false])
        #expect(lines.transcript == "Unlock: «echo off»\n")
    }

    @Test func menuListsItemsWithTheirDetails() async throws {
        lines.type("0", "l")
        let size = try await screen.menu(
            "Pizza size", message: "How hungry?",
            items: [MenuItem("Small", detail: "25 cm", value: 25), MenuItem("Large", detail: "32 cm", value: 32)])
        #expect(size == 32)
        #expect(
            lines.transcript == """
                Pizza size
                How hungry?
                  1) Small — 25 cm
                  2) Large — 32 cm
                Choose [1]: «0»
                Type a number from 1 to 2, or the start of a choice.
                Choose [1]: «l»

                """)
    }

    @Test func menuEscapeReturnsTheDismissValue() async throws {
        lines.escape()
        let choice = try await screen.menu("Go", items: [MenuItem("North"), MenuItem("South")], dismissValue: "stay")
        #expect(choice == "stay")
        #expect(lines.transcript == "Go\n  1) North\n  2) South\nChoose [1]: «Esc»\n")
    }

    @Test func checklistKeepsToTheLimits() async throws {
        lines.type("1 9", "", "1,2,3", "2, 3")
        let items = ["eu-west-1", "us-east-1", "ap-south-1"].map { MenuItem($0) }
        let regions = try await screen.checklist(
            "Regions", message: "Deploy to:", items: items, selected: [0], minimum: 2, maximum: 2)
        #expect(regions == ["us-east-1", "ap-south-1"])
        #expect(
            lines.transcript == """
                Regions
                Deploy to:
                  1) [x] eu-west-1
                  2) [ ] us-east-1
                  3) [ ] ap-south-1
                Choose (numbers, or none) [1]: «1 9»
                Type numbers from 1 to 3, separated by spaces.
                Choose (numbers, or none) [1]: «»
                Choose at least 2.
                Choose (numbers, or none) [1]: «1,2,3»
                Choose at most 2.
                Choose (numbers, or none) [1]: «2, 3»

                """)
    }

    @Test func checklistNoneAndEndOfInput() async throws {
        lines.type("none")
        let items = [MenuItem("a"), MenuItem("b")]
        #expect(try await screen.checklist("Pick", items: items, selected: [1]) == [])
        lines.endInput()
        await #expect(throws: CancellationError.self) { try await screen.checklist("Pick", items: items) }
        #expect(
            lines.transcript == """
                Pick
                  1) [ ] a
                  2) [x] b
                Choose (numbers, or none) [2]: «none»
                Pick
                  1) [ ] a
                  2) [ ] b
                Choose (numbers, or none): «end of input»

                """)
    }

    @Test func radioListNeedsAChoiceWhenNoneIsMarked() async throws {
        lines.type("", "s")
        let size = try await screen.radioList(
            "Size", items: [MenuItem("Small", value: 1), MenuItem("Large", value: 2)])
        #expect(size == 1)
        lines.type("")
        let marked = try await screen.radioList(
            "Size", items: [MenuItem("Small", value: 1), MenuItem("Large", value: 2)], selected: 1)
        #expect(marked == 2)
        #expect(
            lines.transcript == """
                Size
                  1) Small
                  2) Large
                Choose: «»
                Type a number from 1 to 2, or the start of a choice.
                Choose: «s»
                Size
                  1) Small
                  2) Large
                Choose [2]: «»

                """)
    }

    @Test func sliderTakesANumberInTheRangeOnItsSteps() async throws {
        lines.type("150", "33", "35")
        let volume = try await screen.slider("Volume", message: "How loud?", range: 0...100, step: 5, value: 50)
        #expect(volume == 35)
        lines.type("")
        #expect(try await screen.slider("Volume", range: 0...100, value: 50) == 50)
        #expect(
            lines.transcript == """
                How loud?
                Volume (0 to 100) [50]: «150»
                Enter a value from 0 to 100
                Volume (0 to 100) [50]: «33»
                Enter a value in steps of 5 from 0
                Volume (0 to 100) [50]: «35»
                Volume (0 to 100) [50]: «»

                """)
    }
}
