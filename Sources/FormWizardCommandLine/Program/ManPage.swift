/// `formwizard.1`, the manual page, made from the help texts: the program's, then each
/// command's as `formwizard COMMAND --help` prints it, so that the two never disagree.
enum ManPage {
    /// The page in roff (`man -l formwizard.1` shows it).
    static var text: String {
        let name = FormWizardCommand.programName
        var page = """
            .TH \(name.uppercased()) 1 "" "\(name) \(FormWizardCommand.version)" "User Commands"
            .SH NAME
            \(name) \\- full-screen dialogs for shell scripts
            .SH SYNOPSIS
            .B \(name)
            \\fICOMMAND\\fR [\\fIOPTIONS\\fR]
            .SH DESCRIPTION

            """
        page += preformatted(FormWizardCommand.help.droppingUsageLine)
        page += ".SH COMMANDS\n"
        for command in FormWizardCommand.subcommands {
            page += ".SS \(name) \(command.name)\n"
            page += preformatted(command.help)
        }
        return page
    }

    /// `text` as it is (the help texts are laid out for 80 columns), escaped for roff.
    private static func preformatted(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let escaped = line.replacing("\\", with: "\\e").replacing("-", with: "\\-")
            return escaped.first == "." || escaped.first == "'" ? "\\&" + escaped : escaped
        }
        return ".nf\n" + lines.joined(separator: "\n").trimmingTrailingNewlines + "\n.fi\n"
    }
}

extension String {
    /// The text after its first line and the blank lines after that.
    fileprivate var droppingUsageLine: String {
        String(drop { $0 != "\n" }.drop { $0 == "\n" })
    }

    fileprivate var trimmingTrailingNewlines: String {
        var text = self
        while text.last == "\n" { text.removeLast() }
        return text
    }
}
