import FormWizard

/// The options every command takes, applied around the command: `--timeout`, `--theme` (or
/// `FORMWIZARD_THEME`), `--no-mouse` (or `FORMWIZARD_NO_MOUSE`) and `--accessible` (or
/// `FORMWIZARD_ACCESSIBLE`). An option of every command
/// is one property here, set where `FormWizardCommand.parse` reads it.
struct CommandOptions: Command {
    /// The command the options apply to.
    let command: any Command
    /// `--timeout`: its dialogs time out after that long without a key (`Screen.withTimeout`),
    /// and then it ends with exit status 124 whatever it returned.
    var timeout: Duration?
    /// `--theme`: the executable opens the terminal with it
    /// (`TerminalSession.run(program:theme:mouse:usesAlternateScreen:mode:readsStandardInput:_:)`, which still shows
    /// `Theme.monochrome` without colours or under `NO_COLOR`); on a screen it is given, the
    /// command runs as is.
    var chosenTheme: Theme?
    /// `false` for `--no-mouse`: the screen never asks the terminal for the mouse
    /// (`Screen.isMouseEnabled`), so the terminal keeps it for selecting text.
    var mouse = true
    /// `--accessible`: the executable asks the dialogs as plain lines
    /// (`TerminalSession`'s `SessionMode.lines`), for a screen reader or answers from a pipe.
    var accessible = false

    /// The heading of `helpLines` in `formwizard --help`.
    static let helpHeading = "Options of every command:"

    /// What `formwizard --help` says of these options, under `helpHeading`: the one list the
    /// man page and the shell completions (for every command) are made from too.
    static let helpLines = """
          --timeout SECONDS    end the command with exit status 124 (as timeout(1) does) when a
                               dialog gets no key for that long, printing nothing; each key
                               starts the wait again
          --theme NAME|FILE    the colours: a built-in theme (default, classic, high-contrast,
                               dark, monochrome; '\(FormWizardCommand.programName) themes' shows them) or a theme
                               file of 'key = value' lines; FORMWIZARD_THEME sets one for every
                               command; NO_COLOR, or a terminal without colours, draws in
                               monochrome whatever the theme
          --no-mouse           leave the mouse to the terminal, for selecting text;
                               FORMWIZARD_NO_MOUSE=1 in the environment does it for every command
          --accessible         ask as plain lines instead of drawing, for a screen reader or
                               answers from a pipe: numbered choices, y/n, passwords with echo
                               off; FORMWIZARD_ACCESSIBLE=1 does it for every command. A terminal
                               that cannot draw (TERM unset, dumb or unknown; no /dev/tty) gets
                               lines anyway
        """

    init(_ command: any Command) {
        self.command = command
    }

    /// The command with these options, or the command itself when none is set.
    var applied: any Command {
        timeout == nil && chosenTheme == nil && mouse && !accessible ? command : self
    }

    var theme: Theme? { chosenTheme ?? command.theme }
    var usesAlternateScreen: Bool { command.usesAlternateScreen }
    var asksAsLines: Bool { accessible || command.asksAsLines }

    func run(on screen: Screen) async -> CommandResult {
        if !mouse { screen.isMouseEnabled = false }
        guard let timeout else { return await command.run(on: screen) }
        do {
            return try await screen.withTimeout(timeout) { await command.run(on: screen) }
        } catch {
            return .timedOut
        }
    }
}
