/// One option as a help text lists it under "Options:", e.g.
/// `  --title TEXT     the title in the frame`: what the man page and the shell completions
/// are made of, so that they say what `--help` says.
struct HelpOption: Hashable, Sendable {
    /// The long name, e.g. `--title`.
    var name: String
    /// The one-letter name, e.g. `-h`.
    var shortName: String?
    /// Whether a value follows it (`TEXT`, `N`, `LABEL` in the help).
    var takesValue: Bool
    /// The first line of its description.
    var summary: String

    /// The options of `help`: the lines of its sections ("Options:", "Fields:", a heading
    /// alone on its line) that start, two spaces in, with a `-`; the lines continuing a
    /// description are skipped.
    static func options(in help: String) -> [HelpOption] {
        var options: [HelpOption] = []
        var inOptions = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.last == ":", line.first?.isLetter == true {
                inOptions = true
            } else if inOptions, line.hasPrefix("  -") {
                options.append(option(line.dropFirst(2)))
            } else if inOptions, !line.hasPrefix("   ") {
                inOptions = false
            }
        }
        return options
    }

    private static func option(_ line: Substring) -> HelpOption {
        var words = line.split(separator: " ")[...]
        var shortName: String?
        if let first = words.first, first.count == 3, first.hasSuffix(",") {
            shortName = String(first.dropLast())
            words = words.dropFirst()
        }
        let name = String(words.popFirst() ?? "")
        let takesValue = words.first?.first?.isUppercase == true
        if takesValue { words = words.dropFirst() }
        return HelpOption(
            name: name, shortName: shortName, takesValue: takesValue, summary: words.joined(separator: " "))
    }
}
