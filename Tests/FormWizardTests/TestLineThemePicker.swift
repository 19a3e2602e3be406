import FormWizard
import FormWizardTesting
import Testing

/// The theme picker's line form: the themes as a numbered menu.
@MainActor
struct TestLineThemePicker {
    let lines = VirtualLineTerminal()
    let screen: Screen

    init() {
        screen = Screen(lines: lines)
    }

    @Test func choosesAThemeByNumberOrName() async throws {
        lines.type("", "high")
        #expect(try await screen.pickTheme(selected: "dark") == "dark")
        #expect(try await screen.pickTheme() == "high-contrast")
        #expect(
            lines.transcript == """
                Themes
                  1) default — the terminal's own colours
                  2) classic — dialog's blue and grey
                  3) high-contrast — bright on black
                  4) dark — a dark palette, true colour
                  5) monochrome — attributes only, no colour
                Choose [4]: «»
                Themes
                  1) default — the terminal's own colours
                  2) classic — dialog's blue and grey
                  3) high-contrast — bright on black
                  4) dark — a dark palette, true colour
                  5) monochrome — attributes only, no colour
                Choose [1]: «high»

                """)
    }
}
