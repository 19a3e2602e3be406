import FormWizard

/// `formwizard fselect`: browse folders from a start path; prints the chosen file.
struct FselectCommand: Subcommand, DialogCommand {
    static let name = "fselect"
    static let summary = "choose a file by browsing folders; print its path"
    static let help = """
        Usage: formwizard fselect [OPTIONS] [PATH]

        Shows the folder PATH (default: the current directory; ~ is your home) and its
        entries, folders first, and prints the absolute path of the file chosen:

          file=$(formwizard fselect ~/notes --ext md,txt) && $EDITOR "$file"

        Options:
          --ext LIST        list only files with these extensions (comma-separated:
                            swift,md); folders are always listed
          --hidden          list entries starting with . at first
          --title TEXT      the title in the frame (default: Choose a file)
          -h, --help        show this help

        Keys: Up/Down, PgUp/PgDn, Home/End move; Enter on a folder (or ../) enters it,
        on a file chooses it; Backspace or Left with nothing typed goes to the parent
        folder; typing filters the names (fuzzy: the letters in order); . with nothing
        typed, or Ctrl-H, shows or hides hidden entries; Esc cancels. Links are shown as
        NAME → TARGET; a folder that cannot be read says why.

        Exit status: 0 a file was chosen (its path and a newline are printed), 1 Esc
        (nothing is printed), 2 usage error (PATH missing or not a folder).

        """

    var picker: FilePickerCommand

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        picker = try FilePickerCommand(mode: .file, parsing: &arguments)
    }

    var dialog: FilePicker { picker.dialog }

    func result(for path: String) -> CommandResult {
        picker.result(for: path)
    }
}
