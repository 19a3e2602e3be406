import FormWizard
import FormWizardTesting
import Testing

/// A pager laid out as dialog's or whiptail's text box (`Pager.look`): no status row; the
/// search prompt and a notice stand on the last row of the text while they are up.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestPagerLooks {
    static func pager(_ look: Chrome) -> Pager {
        var pager = Pager(title: "Log", lines: (1...40).map { "line \($0) of the log" })
        pager.look = look
        return pager
    }

    @Test(arguments: [Chrome.dialog, .whiptail])
    func theSearchPromptAndItsNoticeTakeTheLastRowOfTheText(look: Chrome) async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let shown = Task { try await screen.present(Self.pager(look)) }
        await screen.waitUntilShown("the pager")
        term.type("/zebra")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "prompt.\(look)")
        term.send(.enter)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "notFound.\(look)")
        shown.cancel()
        _ = await shown.result
    }

    @Test(arguments: [Chrome.standard, .dialog, .whiptail])
    func drawsOnEverySmallScreen(look: Chrome) {
        drawOnEverySmallScreen(Self.pager(look), after: [.pageDown, .character("/"), .character("x")])
    }
}
