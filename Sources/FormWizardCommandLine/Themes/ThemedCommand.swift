import FormWizard

/// A command run with `--theme` or `FORMWIZARD_THEME`: the executable opens the terminal with
/// its theme (`TerminalSession.run(program:theme:mouse:usesAlternateScreen:_:)`, which still shows `Theme.monochrome`
/// without colours or under `NO_COLOR`); on a screen it is given, it runs as is.
struct ThemedCommand: Command {
    let command: any Command
    let chosen: Theme

    init(_ command: any Command, theme: Theme) {
        self.command = command
        self.chosen = theme
    }

    var theme: Theme? { chosen }
    var usesAlternateScreen: Bool { command.usesAlternateScreen }

    func run(on screen: Screen) async -> CommandResult {
        await command.run(on: screen)
    }
}
