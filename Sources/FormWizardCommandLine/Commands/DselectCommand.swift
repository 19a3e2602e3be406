import FormWizard

/// `formwizard dselect`: browse folders from a start path; prints the chosen folder.
struct DselectCommand: Subcommand, DialogCommand {
    static let name = "dselect"
    static let summary = "choose a folder by browsing; print its path"
    static let help = """
        Usage: formwizard dselect [OPTIONS] [PATH]

        Shows the folder PATH (default: the current directory; ~ is your home) and the
        folders in it, and prints the absolute path of the folder chosen with Ctrl-D:

          cd "$(formwizard dselect ~/src)"

        Options:
          --hidden          list folders starting with . at first
          --title TEXT      the title in the frame (default: Choose a folder)
          -h, --help        show this help

        Keys: Up/Down, PgUp/PgDn, Home/End move; Enter on a folder (or ../) enters it;
        Ctrl-D chooses the folder shown; Backspace or Left with nothing typed goes to the
        parent folder; typing filters the names (fuzzy: the letters in order); . with
        nothing typed, or Ctrl-H, shows or hides hidden folders; Esc cancels.

        Exit status: 0 a folder was chosen (its path and a newline are printed), 1 Esc
        (nothing is printed), 2 usage error (PATH missing or not a folder).

        """

    var picker: FilePickerCommand

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        picker = try FilePickerCommand(mode: .directory, parsing: &arguments)
    }

    var dialog: FilePicker { picker.dialog }

    func result(for path: String) -> CommandResult {
        picker.result(for: path)
    }
}
