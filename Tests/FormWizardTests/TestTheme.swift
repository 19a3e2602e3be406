import FormWizard
import Testing

/// Built-in themes, styles and theme files as text, and colours a terminal lacks.
struct TestTheme {
    @Test(arguments: Theme.builtInNames) func everyBuiltInThemeShowsFocusWithoutColour(name: String) throws {
        let theme = try #require(Theme.named(name))
        #expect(theme.showsFocusWithoutColor)
    }

    @Test func builtInNamesAreTheFive() {
        #expect(Theme.builtInNames == ["default", "classic", "high-contrast", "dark", "monochrome"])
        #expect(Theme.named("classic") == .classic)
        #expect(Theme.named("high-contrast") == .highContrast)
        #expect(Theme.named("Classic") == nil)
        #expect(Set(Theme.builtInNames.compactMap(Theme.named)).count == 5)
    }

    @Test func stylesAreReadFromWords() throws {
        #expect(
            try Style(parsing: "black on yellow bold")
                == Style(foreground: .black, background: .yellow, attributes: .bold))
        #expect(try Style(parsing: "on blue") == Style(background: .blue))
        #expect(
            try Style(parsing: "BrightWhite, bold,underline")
                == Style(foreground: .brightWhite, attributes: [.bold, .underline]))
        #expect(
            try Style(parsing: "color208 on color17 reverse dim")
                == Style(foreground: Color(index: 208), background: Color(index: 17), attributes: [.reverse, .dim]))
        #expect(try Style(parsing: "plain") == .plain)
        #expect(try Style(parsing: "") == .plain)
        #expect(try Style(parsing: "default on default") == .plain)
        let trueColor = try Style(parsing: "#61AFEF on #282c34")
        #expect(trueColor.foreground.rgb == 0x61AFEF)
        #expect(trueColor.background.rgb == 0x282C34)
        #expect(trueColor.description == "fg=#61afef,bg=#282c34")
    }

    @Test func wrongStyleWordsAreNamed() {
        #expect(throws: StyleParseError.self) { try Style(parsing: "purple") }
        #expect(throws: StyleParseError.self) { try Style(parsing: "red on") }
        #expect(throws: StyleParseError.self) { try Style(parsing: "red blue") }
        #expect(throws: StyleParseError.self) { try Style(parsing: "color256") }
        #expect(throws: StyleParseError.self) { try Style(parsing: "#12345") }
        do {
            _ = try Style(parsing: "red blue")
        } catch {
            #expect(error.message == "two foreground colours ('red' and 'blue'); write 'on' before a background")
        }
    }

    @Test func aThemeFileStartsFromItsBaseAndSetsStyles() throws {
        let theme = try Theme(
            file: """
                # ocean
                base = classic

                screen = white on color24
                  focused = black on #ffd75f bold\r
                hint=dim
                """)
        var expected = Theme.classic
        expected.screen = Style(foreground: .white, background: Color(index: 24))
        expected.focused = Style(
            foreground: .black, background: Color(red: 0xFF, green: 0xD7, blue: 0x5F), attributes: .bold)
        expected.hint = Style(attributes: .dim)
        #expect(theme == expected)
        #expect(try Theme(file: "") == .default)
        #expect(
            try Theme(file: "border = red")
                == {
                    var theme = Theme.default; theme.border = Style(foreground: .red); return theme
                }())
    }

    @Test func aWrongLineIsReportedWithItsNumber() {
        let cases: [(String, ThemeFileError)] = [
            ("# x\nborder red", ThemeFileError(line: 2, message: "expected 'key = value', got 'border red'")),
            (
                "bordr = red",
                ThemeFileError(
                    line: 1,
                    message: "unknown key 'bordr' (keys: base, screen, dialog, border, title, button, focused, "
                        + "destructive, hotkey, input, gaugeFilled, hint, error, match)")
            ),
            (
                "\n\nborder = red\nborder = blue",
                ThemeFileError(line: 4, message: "'border' is set twice (first on line 3)")
            ),
            ("border = red\nbase = dark", ThemeFileError(line: 2, message: "'base' must come before the styles")),
            (
                "base = ocean",
                ThemeFileError(
                    line: 1,
                    message: "unknown base theme 'ocean' (built-in: default, classic, high-contrast, dark, monochrome)")
            ),
            ("title = bold\nhint = on", ThemeFileError(line: 2, message: "hint: 'on' needs a colour after it")),
            (
                "base = classic\nfocused = white on blue",
                ThemeFileError(
                    line: 2,
                    message:
                        "focused needs bold, reverse or underline that button lacks, so that focus shows without colour"
                )
            ),
        ]
        for (text, expected) in cases {
            #expect(throws: expected) { try Theme(file: text) }
        }
        #expect(ThemeFileError(line: 3, message: "x").description == "line 3: x")
    }

    @Test func coloursATerminalLacksBecomeTheNearestItHas() {
        let orange = Color(red: 0xFF, green: 0x87, blue: 0x00)
        #expect(orange.reduced(toColors: 1 << 24) == orange)
        #expect(orange.reduced(toColors: 256) == Color(index: 208))
        #expect(orange.reduced(toColors: 16) == .yellow)
        #expect(orange.reduced(toColors: 8) == .yellow)
        #expect(Color.brightBlue.reduced(toColors: 8) == .blue)
        #expect(Color.brightBlue.reduced(toColors: 16) == .brightBlue)
        #expect(Color(index: 17).reduced(toColors: 256) == Color(index: 17))
        #expect(Color(index: 21).reduced(toColors: 8) == .blue)
        #expect(Color(index: 17).reduced(toColors: 8) == .black)
        #expect(Color(index: 250).reduced(toColors: 16) == .white)
        #expect(Color.default.reduced(toColors: 8) == .default)
        #expect(Color(red: 0x80, green: 0x80, blue: 0x80).reduced(toColors: 256) == Color(index: 244))
    }

    @Test func trueColoursAreNumberedOnceAndNamedInHex() {
        let first = Color(red: 1, green: 2, blue: 3)
        let again = Color(red: 1, green: 2, blue: 3)
        #expect(first == again)
        #expect(first.index >= 256)
        #expect(first.rgb == 0x010203)
        #expect(first.description == "#010203")
        #expect(Color.red.rgb == nil)
        #expect(Color.red.approximateRGB == 0xCD0000)
        #expect(Color(index: 208).description == "color208")
    }
}
