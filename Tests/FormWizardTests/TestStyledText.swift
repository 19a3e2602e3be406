import FormWizard
import FormWizardTesting
import Testing

/// `StyledText`: runs of attributes that wrap, cut and draw as their plain text does, each
/// character keeping its style; colours only where the theme uses them.
@MainActor
struct TestStyledText {
    static let text: StyledText = [
        .init("Plain "), .init("bold 日本語", attributes: .bold), .init(" and\tred🍕", foreground: .red),
        .init(" under line", attributes: .underline),
    ]

    @Test func wrapsAcrossRunsByDisplayWidth() {
        #expect(Self.text.plain == "Plain bold 日本語 and\tred🍕 under line")
        #expect(
            Self.text.wrapped(width: 12) == [
                [.init("Plain "), .init("bold", attributes: .bold)],
                [.init("日本語", attributes: .bold), .init(" and", foreground: .red)],
                [.init("red🍕", foreground: .red), .init(" under", attributes: .underline)],
                [.init("line", attributes: .underline)],
            ])
        #expect(Self.text.wrapped(width: 12).map(\.plain) == TextLayout.wrap(Self.text.plain, width: 12))
        #expect(StyledText("plain text").wrapped(width: 5) == ["plain", "text"])
        #expect(StyledText("").wrapped(width: 5) == [""])
    }

    @Test func truncatesKeepingStylesAndAnEllipsis() {
        #expect(
            Self.text.truncated(to: 14)
                == [.init("Plain "), .init("bold 日", attributes: .bold), .init("…")])
        #expect(Self.text.truncated(to: 100) == Self.text)
    }

    @Test func appendJoinsRunsThatLookTheSame() {
        var text: StyledText = "a"
        text.append(.init("b"))
        text.append(.init("c", attributes: .bold))
        text.append(.init(""))
        #expect(text.runs == [.init("ab"), .init("c", attributes: .bold)])
        #expect(text.isStyled && !StyledText("ab").isStyled)
    }

    @Test func anInfoBoxDrawsItsRunsInColourOrNot() async throws {
        for theme in [Theme.default, .monochrome] {
            let term = VirtualTerminal(columns: 30, rows: 8)
            let screen = Screen(terminal: term, theme: theme, clock: TestClock())
            let box = screen.show(InfoBox(title: "Styled", message: Self.text))
            assertSnapshot(term, named: theme.usesColor ? "colour" : "monochrome")
            box.dismiss()
        }
    }
}
