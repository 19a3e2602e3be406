import FormWizardTesting

/// A valid command line, written as a template whose placeholders are filled with valid
/// values: `{T}` a text, `{W}` a word not used before in the line (a tag, a label), `{W?}` one
/// used before (the tag `--default` names), `{S}` a dialog size (H or W), `{L}` a
/// list height, `{F}` a readable file, `{D}` a folder, `{C}` a command for `-- COMMAND`,
/// `{SH}` a command for dialog's `--prgbox`. `@name` is the fixture `name`, a whole number a
/// number; a token that is one placeholder takes its kind, one that mixes them is a text
/// (`{W}={T}`), anything else is a word.
struct SeedLine: Sendable {
    /// The template, its tokens separated by single spaces.
    let template: String
    /// What the command reads on standard input, if anything.
    let feed: Feed?

    init(_ template: String, feed: Feed? = nil) {
        self.template = template
        self.feed = feed
    }

    static let texts = [
        "Hello", "Pick a fruit:", "Choose one of these", "Ünïcödé 漢字 🙂", "Two\nlines", "x",
        "A somewhat longer message that wraps across the width of the box on a small screen, twice over.",
    ]
    static let words = ["apple", "banana", "cherry", "date", "elder", "fig", "grape"]
    static let sizes = ["0", "0", "0", "-1", "8", "10", "15", "20", "40", "60", "70"]
    static let listHeights = ["0", "3", "5", "10"]
    static let files = ["small.txt", "small.txt", "big.txt", "odd.txt", "empty.txt"]
    static let folders = ["dir", ".", "dir/sub"]

    /// The arguments, placeholders filled from `random`.
    func arguments(_ random: inout SeededGenerator) -> [FuzzArgument] {
        var used: [String] = []
        return template.split(separator: " ").flatMap { token in
            Self.arguments(for: String(token), used: &used, &random)
        }
    }

    private static func arguments(
        for token: String, used: inout [String], _ random: inout SeededGenerator
    ) -> [FuzzArgument] {
        switch token {
        case "{T}": return [FuzzArgument(random.pick(texts), .text)]
        case "{W}":
            let word = random.pick(words.filter { !used.contains($0) })
            used.append(word)
            return [FuzzArgument(word, .text)]
        case "{W?}": return [FuzzArgument(random.pick(used.isEmpty ? words : used), .text)]
        case "{S}": return [FuzzArgument(random.pick(sizes), .number)]
        case "{L}": return [FuzzArgument(random.pick(listHeights), .number)]
        case "{F}": return [FuzzArgument(random.pick(files), .path)]
        case "{D}": return [FuzzArgument(random.pick(folders), .path)]
        case "{C}": return random.pick(CommandSafety.commands).map { FuzzArgument($0, .command) }
        case "{SH}": return [FuzzArgument(random.pick(CommandSafety.shellCommands), .command)]
        default: break
        }
        if token.hasPrefix("@") { return [FuzzArgument(String(token.dropFirst()), .path)] }
        if Int(token) != nil { return [FuzzArgument(token, .number)] }
        guard token.contains("{") else { return [FuzzArgument(token, .word)] }
        var text = token
        while let open = text.firstIndex(of: "{"), let close = text[open...].firstIndex(of: "}") {
            let filled = arguments(for: String(text[open...close]), used: &used, &random).map(\.text)
                .joined(separator: " ")
            text.replaceSubrange(open...close, with: filled)
        }
        return [FuzzArgument(text, .text)]
    }
}
