import Testing

@testable import FormWizardCurses

/// Which terminals have changed cells sent by `CursesTerminal` itself (`CellSequence`), and with
/// what.
struct TestCellSequence {
    /// vt100's capabilities, as its terminfo entry has them (padding included).
    static let vt100: [String: String] = [
        "sc": "\u{1B}7", "rc": "\u{1B}8", "cup": "\u{1B}[%i%p1%d;%p2%dH$<5>",
    ]

    @Test func theCursorIsSavedMovedAndRestoredWithoutPadding() throws {
        let sequence = try #require(
            CellSequence(capability: { Self.vt100[$0] }, flag: { $0 == "msgr" }, number: { _ in -1 }))
        #expect(sequence.saveCursor == "\u{1B}7")
        #expect(sequence.restoreCursor == "\u{1B}8")
        #expect(sequence.cursorAddress == "\u{1B}[%i%p1%d;%p2%dH")
        #expect(sequence.movesWithAttributes)
        let withoutMsgr = try #require(
            CellSequence(capability: { Self.vt100[$0] }, flag: { _ in false }, number: { _ in -1 }))
        #expect(!withoutMsgr.movesWithAttributes)
    }

    @Test func aTerminalLackingACapabilityOrWithGlitchesLeavesCellsToNcurses() {
        for missing in ["sc", "rc", "cup"] {
            #expect(
                CellSequence(
                    capability: { $0 == missing ? nil : Self.vt100[$0] }, flag: { _ in false }, number: { _ in -1 })
                    == nil)
        }
        // Attributes that take a cell (magic cookies), a tilde it cannot show (Hazeltine).
        #expect(
            CellSequence(capability: { Self.vt100[$0] }, flag: { _ in false }, number: { $0 == "xmc" ? 1 : -1 }) == nil)
        #expect(CellSequence(capability: { Self.vt100[$0] }, flag: { $0 == "hz" }, number: { _ in -1 }) == nil)
        #expect(CellSequence(capability: { Self.vt100[$0] }, flag: { _ in false }, number: { _ in 0 }) != nil)
    }
}
