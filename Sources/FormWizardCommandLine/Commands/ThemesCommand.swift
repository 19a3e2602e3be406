import FormWizard

/// `formwizard themes`: the built-in themes, the screen drawn in each as it is highlighted;
/// prints the chosen one's name, for `--theme` or `FORMWIZARD_THEME`.
struct ThemesCommand: Subcommand, Hashable {
    static let name = "themes"
    static let summary = "show the built-in themes; print the chosen one's name"
    static let help = """
        Usage: formwizard themes [OPTIONS]

        Lists the built-in themes (default, classic, high-contrast, dark, monochrome) and draws
        the whole screen in the highlighted one: the list, the screen behind it and a row of
        samples (a field, buttons, a gauge, an error). Prints the chosen theme's name, so
        export FORMWIZARD_THEME=$(formwizard themes) keeps it for later commands.

        A theme file of your own ('key = value' lines; see the README) is used with --theme
        FILE. NO_COLOR, or a terminal without colours, draws every theme in monochrome.

        Options:
          --title TEXT         the title in the frame (default: Themes)
          --selected NAME      the theme highlighted at first
          -h, --help           show this help

        Keys: Up/Down move, Enter chooses, Esc cancels.

        Exit status: 0 chosen, 1 Esc, 2 usage error.

        """

    var title = "Themes"
    var selected: String?

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        while let option = try arguments.nextOption() {
            switch option {
            case "--title": title = try arguments.value(for: option)
            case "--selected":
                let name = try arguments.value(for: option)
                guard Theme.named(name) != nil else {
                    throw .invalid(
                        "--selected '\(name)' is not a built-in theme (\(Theme.builtInNames.joined(separator: ", ")))")
                }
                selected = name
            default: throw arguments.unknown(option)
            }
        }
    }

    func run(on screen: Screen) async -> CommandResult {
        do {
            return .submitted(try await screen.pickTheme(title: title, selected: selected))
        } catch {
            return .cancelled
        }
    }
}
