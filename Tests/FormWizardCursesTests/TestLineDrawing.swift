import FormWizard
import Testing

@testable import FormWizardCurses

/// Symbols through the terminal's line-drawing set or ASCII, and clusters ncurses cannot draw
/// whole.
struct TestLineDrawing {
    @Test func theModeFollowsTheLocaleAndTheTerminal() {
        #expect(LineDrawing.mode(locale: "en_US.UTF-8", terminalType: "xterm-256color") == .unicode)
        #expect(LineDrawing.mode(locale: "C.utf8", terminalType: "linux") == .unicode)
        #expect(LineDrawing.mode(locale: nil, terminalType: "screen") == .unicode)
        #expect(LineDrawing.mode(locale: "", terminalType: "xterm") == .unicode)
        #expect(LineDrawing.mode(locale: "C", terminalType: "xterm-256color") == .unicode)
        #expect(LineDrawing.mode(locale: "POSIX", terminalType: "xterm") == .unicode)
        #expect(LineDrawing.mode(locale: "de_DE", terminalType: "xterm") == .terminal)
        #expect(LineDrawing.mode(locale: "C", terminalType: "vt100") == .terminal)
        #expect(LineDrawing.mode(locale: "de_DE.ISO-8859-1", terminalType: "xterm") == .terminal)
        #expect(LineDrawing.mode(locale: "en_US.UTF-8", terminalType: "vt100") == .terminal)
        #expect(LineDrawing.mode(locale: "en_US.UTF-8", terminalType: "vt220") == .terminal)
    }

    /// Every symbol the dialogs draw has a stand-in: frames, scroll marks, gauges, hints, marks.
    @Test func everySymbolTheDialogsDrawHasAStandIn() throws {
        let drawn: [(Character, code: Character?, ascii: Character)] = [
            ("─", "q", "-"), ("│", "x", "|"), ("┌", "l", "+"), ("┐", "k", "+"), ("└", "m", "+"), ("┘", "j", "+"),
            ("├", "t", "+"), ("┤", "u", "+"), ("█", "0", "#"), ("░", "a", ":"), ("▲", "-", "^"), ("▼", ".", "v"),
            ("↑", "-", "^"), ("↓", ".", "v"), ("←", ",", "<"), ("→", "+", ">"), ("◀", ",", "<"), ("▶", "+", ">"),
            ("•", "~", "*"), ("·", "~", "*"), ("●", "~", "*"), ("≤", "y", "<"), ("▏", "x", "|"), ("▾", nil, "v"),
            ("▸", nil, ">"), ("↕", nil, "|"), ("↵", nil, "<"), ("⌫", nil, "<"), ("…", nil, "."),
        ]
        for (character, code, ascii) in drawn {
            let scalar = try #require(character.unicodeScalars.first)
            let symbol = try #require(LineDrawing.symbol(for: scalar), "\(character)")
            #expect(symbol.code == code?.asciiValue, "\(character)")
            #expect(symbol.ascii == ascii.asciiValue, "\(character)")
        }
        #expect(LineDrawing.symbol(for: "é") == nil)
        #expect(LineDrawing.symbol(for: "日") == nil)
    }

    @Test func theTerminalsSetIsWhatItsACSCMaps() {
        let vt100 = Array("``aaffggjjkkllmmnnooppqqrrssttuuvvwwxxyyzz{{||}}~~".utf8)
        let codes = LineDrawing.codes(inACSC: vt100)
        #expect(
            codes.contains(UInt8(ascii: "q")) && codes.contains(UInt8(ascii: "l")) && codes.contains(UInt8(ascii: "~")))
        #expect(!codes.contains(UInt8(ascii: "-")) && !codes.contains(UInt8(ascii: "0")))
        #expect(LineDrawing.codes(inACSC: nil).isEmpty)
        #expect(LineDrawing.codes(inACSC: Array("+>,<q".utf8)) == [UInt8(ascii: "+"), UInt8(ascii: ",")])
    }

    /// ZWJ sequences, flags, keycaps and VS-16 emoji are written whole after ncurses' update;
    /// what one `cchar_t` holds (a letter and its marks, a wide character) is left to ncurses.
    @Test func clustersNcursesCannotDrawWhole() {
        UTF8Locale.activate()
        for cluster: Character in ["👨‍👩‍👧", "🇫🇷", "1️⃣", "#️⃣", "❤️", "👍🏽", "🏳️‍🌈"] {
            #expect(ClusterWrite.isNeeded(for: cluster), "\(cluster)")
            #expect(DisplayWidth.of(cluster) == 2, "\(cluster)")
        }
        for cluster: Character in ["é", "e\u{301}", "日", "👍", "a"] {
            #expect(!ClusterWrite.isNeeded(for: cluster), "\(cluster)")
        }
    }
}
