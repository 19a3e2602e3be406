import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

/// `formwizard dialog …` on a screen in line mode (`FORMWIZARD_ACCESSIBLE=1`, `TERM=dumb`): the
/// boxes ask as lines, the answer and the exit status are dialog's.
@MainActor
struct TestCompatLines {
    private let lines = VirtualLineTerminal()
    private let screen: Screen

    init() {
        screen = Screen(lines: lines)
    }

    @Test func inputboxAnswersOnStderrWithStatus0() async throws {
        let result = screen.start(try command("dialog", "--title", "Name", "--inputbox", "Who?", "0", "0"))
        await lines.waitUntilReading()
        lines.type("Ada")
        #expect(await result.value == CommandResult(code: 0, errorOutput: "Ada"))
        #expect(lines.transcript == "Who?\nName: «Ada»\n")
    }

    @Test func theExtraButtonIsChosenAfterTheAnswer() async throws {
        let result = screen.start(try command("dialog", "--extra-button", "--inputbox", "Who?", "0", "0"))
        await lines.waitUntilReading()
        lines.type("Ada")
        await lines.waitUntilReading()
        lines.type("2")
        #expect(await result.value == CommandResult(code: 3, errorOutput: "Ada"))
        #expect(
            lines.transcript == """
                Who?
                > «Ada»
                  1) OK
                  2) Extra
                  3) Cancel
                Button [1]: «2»

                """)
    }

    @Test func fselectAsksForThePathTheGivenOneByDefault() async throws {
        let result = screen.start(try command("dialog", "--title", "Pick", "--fselect", "/tmp/", "0", "0"))
        await lines.waitUntilReading()
        lines.type("")
        #expect(await result.value == CommandResult(code: 0, errorOutput: "/tmp/"))
        #expect(lines.transcript == "Pick\nPath [/tmp/]: «»\n")
    }

    @Test func escapeIsDialogs255() async throws {
        let result = screen.start(try command("dialog", "--menu", "Pick", "0", "0", "0", "a", "Apple", "b", "Bean"))
        await lines.waitUntilReading()
        lines.escape()
        #expect(await result.value == CommandResult(code: 255))
        #expect(lines.transcript == "Pick\n  1) a — Apple\n  2) b — Bean\nChoose [1]: «Esc»\n")
    }
}
