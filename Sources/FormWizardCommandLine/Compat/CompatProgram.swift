/// Which program's command line `formwizard` stands in for: `formwizard dialog …`,
/// `formwizard whiptail …`, or the binary run through a link of that name.
enum CompatProgram: String, CaseIterable, Hashable, Sendable {
    case dialog
    case whiptail

    /// The version `--version` prints: the dialog release whose command line this follows.
    static let dialogVersion = "1.3-20230209"

    /// Its line in `formwizard --help`, after the subcommands'.
    var summary: String {
        switch self {
        case .dialog: "run a dialog command line unchanged (also: a link named dialog)"
        case .whiptail: "run a whiptail command line unchanged (also: a link named whiptail)"
        }
    }

    /// What `--version` prints, on stdout.
    var versionText: String {
        switch self {
        case .dialog: "Version: \(Self.dialogVersion) (formwizard)\n"
        case .whiptail: "whiptail (newt): 0.52.23 (formwizard)\n"
        }
    }

    /// The program named by a path such as `/usr/local/bin/dialog`, if it is one of these.
    static func named(path: String) -> CompatProgram? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return CompatProgram(rawValue: name)
    }
}

extension FormWizardCommand {
    /// `dialog` or `whiptail` when the program was run through a link of that name (its
    /// `argv[0]`), so that it reads that program's command line.
    package static func compatibleProgram(path: String) -> String? {
        CompatProgram.named(path: path)?.rawValue
    }
}
