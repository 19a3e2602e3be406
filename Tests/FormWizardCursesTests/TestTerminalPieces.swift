import FormWizard
import Testing

@testable import FormWizardCurses

/// The parts of the terminal that need no tty: error messages, colours and attributes.
struct TestTerminalPieces {
    @Test func errorMessages() {
        #expect(
            TerminalError.noTerminal(reason: "No such device or address").description
                == "no terminal: cannot open /dev/tty (No such device or address); run it from an interactive terminal")
        #expect(
            TerminalError.terminalTypeNotSet.description
                == "no terminal type: TERM is not set (try TERM=xterm-256color)")
        #expect(
            TerminalError.unknownTerminalType("xyz").description
                == "unknown terminal type 'xyz': no terminfo entry for it (try TERM=xterm-256color)")
        #expect(
            TerminalError.cannotPositionCursor(terminalType: "dumb").description
                == "terminal 'dumb' cannot position the cursor; full-screen dialogs need a terminal such as "
                + "xterm-256color")
    }

    @Test func colorIndexesOnAnEightColorTerminal() {
        let palette = ColorPalette(hasColors: true, colorCount: 8)
        let colors: [Color] = [
            .default, .black, .cyan, .white, .brightBlack, .brightRed, .brightWhite, Color(index: 200),
        ]
        // Colour 200 (#ff00d7) is shown as the nearest of the eight, magenta.
        #expect(colors.map(palette.index(of:)) == [-1, 0, 6, 7, 0, 1, 7, 5])
    }

    @Test func trueColoursOnEachKindOfTerminal() {
        let orange = Color(red: 0xFF, green: 0x87, blue: 0x00)
        let colors: [Color] = [.default, .red, .brightRed, Color(index: 208), orange]
        #expect(
            colors.map(ColorPalette(hasColors: true, colorCount: 1 << 24).index(of:)) == [
                -1, 1, 0xFF0000, 0xFF8700, 0xFF8700,
            ])
        #expect(colors.map(ColorPalette(hasColors: true, colorCount: 256).index(of:)) == [-1, 1, 9, 208, 208])
        #expect(colors.map(ColorPalette(hasColors: true, colorCount: 16).index(of:)) == [-1, 1, 9, 3, 3])
        #expect(colors.map(ColorPalette(hasColors: true, colorCount: 8).index(of:)) == [-1, 1, 1, 3, 3])
    }

    @Test func announcedTrueColourOpensTheDirectEntry() {
        func entry(_ type: String, colorTerm: String? = nil, flagged: Set<String> = [], usable: Set<String>) -> String {
            TrueColorType.entry(
                for: type, colorTerm: colorTerm, isTrueColor: { flagged.contains($0) },
                isUsable: { usable.contains($0) })
        }
        let both: Set = ["xterm-256color", "xterm-direct"]
        #expect(entry("xterm-256color", colorTerm: "truecolor", usable: both) == "xterm-direct")
        #expect(entry("xterm-256color", colorTerm: "24bit", usable: both) == "xterm-direct")
        #expect(entry("xterm-256color", flagged: ["xterm-256color"], usable: both) == "xterm-direct")
        #expect(entry("xterm-256color", usable: both) == "xterm-256color")
        #expect(entry("xterm-256color", colorTerm: "truecolor", usable: ["xterm-256color"]) == "xterm-256color")
        #expect(entry("tmux-256color", colorTerm: "truecolor", usable: ["tmux-direct"]) == "tmux-direct")
        #expect(entry("xterm", colorTerm: "truecolor", usable: ["xterm", "xterm-direct"]) == "xterm")
        #expect(entry("xterm-direct", colorTerm: "truecolor", usable: ["xterm-direct"]) == "xterm-direct")
    }

    @Test func colorIndexesOn256Colors() {
        let palette = ColorPalette(hasColors: true, colorCount: 256)
        let colors: [Color] = [.default, .red, .brightRed, Color(index: 200), Color(index: 255)]
        #expect(colors.map(palette.index(of:)) == [-1, 1, 9, 200, 255])
    }

    @Test func attributeBits() {
        // A_BOLD, A_DIM, A_REVERSE, A_UNDERLINE as curses.h defines them (NCURSES_BITS(n, 8)).
        #expect(ColorPalette.attributes([]) == 0)
        #expect(ColorPalette.attributes(.bold) == 1 << 21)
        #expect(ColorPalette.attributes(.dim) == 1 << 20)
        #expect(ColorPalette.attributes(.reverse) == 1 << 18)
        #expect(ColorPalette.attributes(.underline) == 1 << 17)
        #expect(ColorPalette.attributes([.bold, .reverse]) == 1 << 21 | 1 << 18)
    }

    @Test func withoutColorsEveryStyleUsesPairZero() {
        var palette = ColorPalette(hasColors: false, colorCount: 0)
        let appearance = palette.appearance(of: Style(foreground: .red, background: .blue, attributes: .bold))
        #expect(appearance.pair == 0)
        #expect(appearance.attributes == 1 << 21)
    }
}
