import FormWizard

/// `formwizard tree`: a tree read as an outline or as paths; prints the chosen node's path.
struct TreeCommand: Subcommand {
    static let name = "tree"
    static let summary = "choose a node of a tree; print its path"
    static let help = """
        Usage: COMMAND | formwizard tree [OPTIONS]
               formwizard tree [OPTIONS] --items-from FILE

        Shows a tree whose folders open and close, and prints the path of the chosen node,
        its titles from the top joined by /, e.g. src/app/main.swift:

          find src -name '*.swift' | formwizard tree --paths --title "Open a file"

        Input, one node a line (blank lines are skipped):
          an outline    a line indented more than the one before it is its child (a tab
                        counts as four spaces)
          --paths       each line a path, a/b/c; paths that start alike share their folders,
                        and what is printed is the path as written (a leading / kept)

        Options:
          --items-from FILE|-   read the tree from FILE (default: standard input, -)
          --paths               read paths instead of an outline
          --separator TEXT      what divides (and joins) the parts of a path (default: /)
          --expand              open every folder at first
          --folders             Enter chooses a folder too (Space and Right open it)
          --title TEXT          the title in the frame
          -h, --help            show this help

        Keys: Up/Down, PgUp/PgDn, Home/End move; Right opens a folder (on an open one, goes
        to its first child), Left closes it (elsewhere, goes to the parent); Space opens or
        closes; + opens every folder, - closes every one; a letter or digit jumps to the
        next node starting with it; Enter chooses a leaf (a folder: opens or closes it,
        unless --folders); Esc cancels.

        Exit status: 0 a node was chosen (its path and a newline are printed), 1 Esc (nothing
        is printed), 2 usage error, an empty tree, a file that cannot be read, or standard
        input is a terminal.

        """

    /// What the options ask for.
    struct Options: Hashable, Sendable {
        var title = ""
        /// The file, or `-` for standard input.
        var source = "-"
        var paths = false
        var separator = "/"
        var expandsAll = false
        var choosesFolders = false
    }

    var options: Options
    var input: any LineSource = NoLines()

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        var options = Options()
        while let option = try arguments.nextOption() {
            switch option {
            case "--items-from": options.source = try arguments.nonEmptyValue(for: option, naming: "file")
            case "--paths": options.paths = true
            case "--separator": options.separator = try arguments.nonEmptyValue(for: option, naming: "separator")
            case "--expand": options.expandsAll = true
            case "--folders": options.choosesFolders = true
            case "--title": options.title = try arguments.value(for: option)
            default: throw arguments.unknown(option)
            }
        }
        self.options = options
    }

    /// Reads the options, and opens the file (or takes standard input, which must not be the
    /// terminal).
    static func make(
        parsing arguments: inout ArgumentScanner, standardInput: StandardInput
    ) throws(ArgumentError) -> any Command {
        var command = try Self(parsing: &arguments)
        if command.options.source == "-" {
            command.input = try standardInput.pipedLines(
                orFail: "standard input is a terminal; pipe the tree in or give --items-from FILE")
        } else {
            command.input = try FileLines.reading(path: command.options.source)
        }
        return command
    }

    init(options: Options, input: any LineSource) {
        self.options = options
        self.input = input
    }

    func run(on screen: Screen) async -> CommandResult {
        guard case .lines(let lines) = await input.readAll(naming: "the tree", on: screen) else { return .cancelled }
        let format: TreeOutline.Format = options.paths ? .paths(separator: options.separator) : .indented
        var roots = TreeOutline(lines: lines, format: format, separator: options.separator).roots
        guard !roots.isEmpty else {
            let command = "\(FormWizardCommand.programName) \(Self.name)"
            return CommandResult(code: CommandResult.usageCode, errorOutput: "\(command): the tree is empty\n")
        }
        if options.expandsAll { roots = roots.map(Self.expanded) }
        do {
            let chosen = try await screen.tree(options.title, roots: roots, choosesFolders: options.choosesFolders)
            return .submitted(chosen)
        } catch {
            return .cancelled
        }
    }

    /// `node` with every folder in it open.
    private static func expanded(_ node: TreeNode<String>) -> TreeNode<String> {
        var node = node
        node.isExpanded = true
        node.children = node.children.map(expanded)
        return node
    }
}
