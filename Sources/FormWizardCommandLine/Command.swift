import FormWizard

/// Something `formwizard` runs: dialogs on a screen, ending in an exit status and output.
package protocol Command: Sendable {
    /// Whether the dialogs are drawn on the alternate screen; `false` for a command that
    /// leaves its last frame on the normal screen (`infobox`). `true` by default.
    var usesAlternateScreen: Bool { get }

    /// Shows the dialogs and tells how the process ends.
    @MainActor func run(on screen: Screen) async -> CommandResult

    /// The theme asked for with `--theme` or `FORMWIZARD_THEME`; `nil` (the default) for the
    /// terminal's usual one.
    var theme: Theme? { get }

    /// Whether the dialogs are asked as plain lines whatever the terminal can do
    /// (`--accessible`, `FORMWIZARD_ACCESSIBLE=1`); `false` by default: lines only where the
    /// terminal cannot draw.
    var asksAsLines: Bool { get }

    /// The exit status when the dialogs cannot be shown at all (no terminal, and nobody to
    /// answer on standard input): 2 by default, the drop-in's own error status for dialog and
    /// whiptail (255).
    var failureStatus: Int32 { get }
}

extension Command {
    package var theme: Theme? { nil }
}

extension Command {
    package var usesAlternateScreen: Bool { true }
    package var asksAsLines: Bool { false }
    package var failureStatus: Int32 { CommandResult.usageCode }
}

/// A command chosen by name (`formwizard alert ...`), with options of its own.
///
/// Adding one is one file: a type conforming to this protocol, listed in
/// `FormWizardCommand.subcommands`.
package protocol Subcommand: Command {
    /// The word that selects it, e.g. `alert`.
    static var name: String { get }
    /// Other words that select it too (`pager` for `textbox`); none by default. `--help`
    /// lists them beside the name.
    static var aliases: [String] { get }
    /// One line for `formwizard --help`.
    static var summary: String { get }
    /// What `formwizard NAME --help` prints.
    static var help: String { get }

    /// Reads the arguments after the name.
    ///
    /// - Throws: `ArgumentError.helpRequested` for `--help`, `.invalid` for anything wrong.
    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError)

    /// Makes the command from the arguments after the name and, for a command that reads it,
    /// standard input.
    ///
    /// The default reads the arguments only (`init(parsing:)`).
    /// - Throws: as `init(parsing:)`; `.invalid` when a command needs standard input that is a
    ///   terminal.
    static func make(
        parsing arguments: inout ArgumentScanner, standardInput: StandardInput
    ) throws(ArgumentError) -> any Command
}

extension Subcommand {
    package static var aliases: [String] { [] }

    package static func make(
        parsing arguments: inout ArgumentScanner, standardInput: StandardInput
    ) throws(ArgumentError) -> any Command {
        try Self(parsing: &arguments)
    }
}
