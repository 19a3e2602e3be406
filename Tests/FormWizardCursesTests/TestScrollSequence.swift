import FormWizard
import Testing

@testable import FormWizardCurses

/// What the ncurses terminal writes to scroll rows itself for a `RowMove`.
struct TestScrollSequence {
    /// vt100's capabilities, as its terminfo entry has them (padding included).
    static let vt100: [String: String] = [
        "sc": "\u{1B}7", "rc": "\u{1B}8", "sgr0": "\u{1B}[m\u{0F}$<2>", "ind": "\n", "ri": "\u{1B}M$<5>",
        "csr": "\u{1B}[%i%p1%d;%p2%dr", "cup": "\u{1B}[%i%p1%d;%p2%dH$<5>",
    ]

    /// `tparm` for the two capabilities above: `%i` counts from 1, each `%pN%d` is parameter N.
    private func parameterized(_ capability: String, _ first: Int, _ second: Int) -> String? {
        capability.replacing("%i", with: "").replacing("%p1%d", with: "\(first + 1)")
            .replacing("%p2%d", with: "\(second + 1)")
    }

    @Test func scrollingUpSetsTheRegionAndIndexesFromItsLastRow() throws {
        let sequence = try #require(ScrollSequence(capability: { Self.vt100[$0] }, flag: { _ in false }))
        let text = sequence.text(for: RowMove(top: 2, bottom: 20, shift: 2), rows: 24, parameterized: parameterized)
        // Saved, attributes off, region 3–20, cursor on row 20, two line feeds, whole screen, restored.
        #expect(text == "\u{1B}7\u{1B}[m\u{0F}\u{1B}[3;20r\u{1B}[20;1H\n\n\u{1B}[1;24r\u{1B}8")
    }

    @Test func scrollingDownReverseIndexesFromTheRegionsFirstRow() throws {
        let sequence = try #require(ScrollSequence(capability: { Self.vt100[$0] }, flag: { _ in false }))
        let text = sequence.text(for: RowMove(top: 2, bottom: 20, shift: -1), rows: 24, parameterized: parameterized)
        #expect(text == "\u{1B}7\u{1B}[m\u{0F}\u{1B}[3;20r\u{1B}[3;1H\u{1B}M\u{1B}[1;24r\u{1B}8")
    }

    @Test func aTerminalLackingACapabilityOrKeepingScrolledRowsLeavesMovesToNcurses() {
        for missing in ["sc", "rc", "sgr0", "ind", "ri", "csr", "cup"] {
            #expect(ScrollSequence(capability: { $0 == missing ? nil : Self.vt100[$0] }, flag: { _ in false }) == nil)
        }
        for kept in ["da", "db", "ndscr"] {
            #expect(ScrollSequence(capability: { Self.vt100[$0] }, flag: { $0 == kept }) == nil)
        }
    }

    @Test func aCapabilityThatCannotBeParameterizedSendsNothing() throws {
        let sequence = try #require(ScrollSequence(capability: { Self.vt100[$0] }, flag: { _ in false }))
        #expect(sequence.text(for: RowMove(top: 0, bottom: 5, shift: 1), rows: 24) { _, _, _ in nil } == nil)
    }

    @Test func theResetSetsTheWholeScreenBetweenSaveAndRestore() throws {
        let sequence = try #require(ScrollSequence(capability: { Self.vt100[$0] }, flag: { _ in false }))
        #expect(sequence.reset(rows: 24, parameterized: parameterized) == "\u{1B}7\u{1B}[1;24r\u{1B}8")
        #expect(sequence.reset(rows: 24) { _, _, _ in nil } == nil)
    }
}
