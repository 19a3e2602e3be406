import FormWizard
import FormWizardCurses

/// What `fselect` and `dselect` share: the start folder, the options, the run.
struct FilePickerCommand: Sendable {
    var mode: FilePicker.Mode
    var path: String
    var title: String?
    var extensions: [String] = []
    var showsHidden = false
    var listing: any DirectoryListing = SystemDirectoryListing()

    /// Reads `[PATH] --ext LIST --hidden --title TEXT` (no `--ext` for folders).
    init(mode: FilePicker.Mode, parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        self.mode = mode
        var operand: String?
        while let argument = try arguments.nextArgument() {
            switch argument {
            case .operand(let given):
                guard operand == nil else { throw .invalid("unexpected argument '\(given)' (one PATH is browsed)") }
                operand = given
            case .option("--title"): title = try arguments.value(for: "--title")
            case .option("--hidden"): showsHidden = true
            case .option("--ext") where mode == .file:
                extensions = try arguments.nonEmptyValue(for: "--ext", naming: "list of extensions")
                    .split(separator: ",").map { String($0) }
            case .option(let option): throw arguments.unknown(option)
            }
        }
        path = try StartPath.resolve(operand ?? ".")
    }

    var dialog: FilePicker {
        switch mode {
        case .file:
            FilePicker(
                path: path, mode: .file, title: StyledText(title ?? "Choose a file"), allowedExtensions: extensions,
                showsHidden: showsHidden, listing: listing)
        case .directory:
            FilePicker(
                path: path, mode: .directory, title: StyledText(title ?? "Choose a folder"), showsHidden: showsHidden,
                listing: listing)
        }
    }

    func result(for path: String) -> CommandResult {
        .submitted(path)
    }
}
