extension Theme {
    /// The built-in themes' names, in the order `formwizard themes` lists them.
    public static let builtInNames = ["default", "classic", "high-contrast", "dark", "monochrome"]

    /// The built-in theme called `name` (see `builtInNames`); `nil` for another name.
    ///
    /// - Parameter name: `default`, `classic`, `high-contrast`, `dark` or `monochrome`.
    public static func named(_ name: String) -> Theme? {
        switch name {
        case "default": .default
        case "classic": .classic
        case "high-contrast": .highContrast
        case "dark": .dark
        case "monochrome": .monochrome
        default: nil
        }
    }

    /// `dialog`'s look: grey dialogs on a blue screen, the focused button white on blue.
    public static let classic = Theme(
        screen: Style(foreground: .cyan, background: .blue, attributes: .bold),
        dialog: Style(foreground: .black, background: .white),
        border: Style(foreground: .brightWhite, background: .white, attributes: .bold),
        title: Style(foreground: .blue, background: .white, attributes: .bold),
        button: Style(foreground: .black, background: .white),
        focused: Style(foreground: .brightWhite, background: .blue, attributes: .bold),
        destructive: Style(foreground: .red, background: .white),
        hotkey: Style(foreground: .red, background: .white, attributes: .underline),
        input: Style(foreground: .black, background: .cyan),
        gaugeFilled: Style(foreground: .brightWhite, background: .blue, attributes: .bold),
        hint: Style(foreground: .blue, background: .white),
        error: Style(foreground: .red, background: .white, attributes: .bold),
        match: Style(foreground: .red, background: .white, attributes: [.bold, .underline])
    )

    /// Bright text on black, the focused row black on yellow: for low vision and glare.
    public static let highContrast = Theme(
        screen: Style(foreground: .brightWhite, background: .black),
        dialog: Style(foreground: .brightWhite, background: .black),
        border: Style(foreground: .brightYellow, background: .black, attributes: .bold),
        title: Style(foreground: .brightYellow, background: .black, attributes: [.bold, .underline]),
        button: Style(foreground: .brightWhite, background: .black),
        focused: Style(foreground: .black, background: .brightYellow, attributes: .bold),
        destructive: Style(foreground: .brightRed, background: .black, attributes: .bold),
        hotkey: Style(foreground: .brightCyan, background: .black, attributes: [.bold, .underline]),
        input: Style(foreground: .brightWhite, background: .black, attributes: .underline),
        gaugeFilled: Style(foreground: .black, background: .brightGreen, attributes: .bold),
        hint: Style(foreground: .brightCyan, background: .black),
        error: Style(foreground: .brightRed, background: .black, attributes: [.bold, .underline]),
        match: Style(foreground: .brightYellow, background: .black, attributes: [.bold, .underline])
    )

    /// A dark palette in true colour (the nearest of 256 or 8 where the terminal has fewer).
    public static let dark: Theme = {
        let panel = Color(red: 0x28, green: 0x2C, blue: 0x34)
        let text = Color(red: 0xDC, green: 0xDF, blue: 0xE4)
        let blue = Color(red: 0x61, green: 0xAF, blue: 0xEF)
        let yellow = Color(red: 0xE5, green: 0xC0, blue: 0x7B)
        let red = Color(red: 0xE0, green: 0x6C, blue: 0x75)
        return Theme(
            screen: Style(foreground: text, background: Color(red: 0x1B, green: 0x1D, blue: 0x23)),
            dialog: Style(foreground: text, background: panel),
            border: Style(foreground: blue, background: panel),
            title: Style(foreground: yellow, background: panel, attributes: .bold),
            button: Style(foreground: text, background: panel),
            focused: Style(foreground: panel, background: blue, attributes: .bold),
            destructive: Style(foreground: red, background: panel),
            hotkey: Style(
                foreground: Color(red: 0xC6, green: 0x78, blue: 0xDD), background: panel, attributes: .underline),
            input: Style(
                foreground: text, background: Color(red: 0x3E, green: 0x44, blue: 0x51), attributes: .underline),
            gaugeFilled: Style(foreground: panel, background: Color(red: 0x98, green: 0xC3, blue: 0x79)),
            hint: Style(foreground: Color(red: 0x8A, green: 0x90, blue: 0x9C), background: panel),
            error: Style(foreground: red, background: panel, attributes: .bold),
            match: Style(foreground: yellow, background: panel, attributes: [.bold, .underline])
        )
    }()
}
