import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

/// The drop-in's list boxes have dialog's and whiptail's buttons, Tab order and ends, each
/// case as the real program answered it in tmux (dialog 1.3-20230209, whiptail 0.52.23; the
/// same scenarios run beside the real programs in scripts/e2e, `lists_beside_dialog_and_whiptail`).
@MainActor
struct TestCompatListButtons {
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let keys: [Key]
        let code: Int32
        let answer: String
        var testDescription: String { "\(arguments.prefix(3).joined(separator: " ")) \(keys)" }

        init(_ arguments: String, _ keys: [Key], _ code: Int32, _ answer: String = "") {
            self.arguments = arguments.split(separator: " ").map(String.init)
            self.keys = keys
            self.code = code
            self.answer = answer
        }
    }

    nonisolated static let menu = "--menu Pick 11 40 3 Ant Zebra Bee Yak Cat Wolf Dog Vole Eel Tiger"
    nonisolated static let checklist =
        "--checklist Pick 11 40 3 Ant Zebra off Bee Yak on Cat Wolf off Dog Vole off Eel Tiger off"
    nonisolated static let radiolist =
        "--radiolist Pick 11 40 3 Ant Zebra off Bee Yak on Cat Wolf off Dog Vole off Eel Tiger off"

    nonisolated static let cases: [Case] = [
        // dialog: the list keeps the keyboard; Tab moves the highlight round OK, Cancel.
        Case("dialog \(menu)", [.up, .enter], 0, "Ant"), Case("dialog \(menu)", [.tab, .enter], 1),
        Case("dialog \(menu)", [.tab, .tab, .enter], 0, "Ant"), Case("dialog \(menu)", [.character(" ")], 0, "Ant"),
        Case("dialog \(menu)", [.right, .enter], 1), Case("dialog \(menu)", [.tab, .down, .enter], 1),
        Case("dialog \(menu)", [.down, .tab, .tab, .enter], 0, "Bee"),
        Case("dialog \(menu)", [.character("c"), .enter], 0, "Cat"), Case("dialog \(menu)", [.escape], 255),
        Case("dialog --defaultno \(menu)", [.enter], 1), Case("dialog --nocancel \(menu)", [.tab, .enter], 0, "Ant"),
        Case("dialog --no-ok \(menu)", [.tab, .enter], 0, "Ant"),
        Case("dialog --extra-button --help-button \(menu)", [.tab, .enter], 3, "Ant"),
        Case("dialog --extra-button --help-button \(menu)", [.down, .tab, .tab, .tab, .enter], 2, "HELP Bee"),
        Case("dialog \(checklist)", [.character(" "), .enter], 0, "Ant Bee"),
        Case("dialog \(checklist)", [.tab, .character(" "), .tab, .enter], 0, "Ant Bee"),
        Case("dialog \(checklist)", [.end, .character(" "), .enter], 0, "Bee Eel"),
        Case("dialog \(radiolist)", [.down, .down, .character(" "), .enter], 0, "Cat"),
        Case("dialog --buildlist Pick 14 50 5 a A off b B on c C off", [.character(" "), .enter], 0, "a b"),
        // whiptail: one focus ring, list → Ok → Cancel; no button lit while the list has it.
        Case("whiptail \(menu)", [.up, .enter], 0, "Ant"), Case("whiptail \(menu)", [.tab, .enter], 0, "Ant"),
        Case("whiptail \(menu)", [.tab, .tab, .enter], 1), Case("whiptail \(menu)", [.backTab, .enter], 1),
        Case("whiptail \(menu)", [.right, .enter], 0, "Ant"), Case("whiptail \(menu)", [.tab, .down, .enter], 1),
        Case("whiptail \(menu)", [.tab, .tab, .right, .enter], 1), Case("whiptail \(menu)", [.escape], 255),
        Case("whiptail --nocancel \(menu)", [.escape], 1), Case("whiptail --defaultno \(menu)", [.enter], 0, "Ant"),
        Case("whiptail --ok-button Go --cancel-button Stop \(menu)", [.tab, .tab, .enter], 1),
        Case("whiptail \(checklist)", [.character(" "), .enter], 0, "\"Ant\" \"Bee\""),
        Case("whiptail \(checklist)", [.right, .character(" "), .enter], 0),
        Case("whiptail \(checklist)", [.end, .character(" "), .enter], 0, "\"Ant\" \"Bee\""),
        Case("whiptail \(checklist)", [.tab, .character(" ")], 0, "\"Bee\""),
        Case("whiptail \(radiolist)", [.end, .character(" "), .enter], 0, "Ant"),
        Case("whiptail --nocancel --yesno Go 10 40", [.escape], 255),
    ]

    @Test(arguments: cases)
    func answersAsTheRealProgram(_ test: Case) async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term)
        let result = screen.start(try command(test.arguments))
        await screen.waitUntilShown("the box")
        for key in test.keys {
            term.send(key)
            await screen.waitUntilIdle()
        }
        let ended = await result.value
        #expect(ended.code == test.code, "\(ended)")
        #expect((ended.errorOutput ?? "") == test.answer, "\(ended)")
    }
}
