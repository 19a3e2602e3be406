import FormWizardTesting

/// One run of the fuzzer: a mutated command line, and how it is run (the environment, the
/// terminal or none, what standard input gets, when Esc comes). Made from the run's seed and
/// the case's index alone, so `--case` makes the same one again.
struct FuzzCase: Sendable {
    /// The terminal the child runs on.
    enum Terminal: Hashable, Sendable {
        /// A pseudo-terminal of that size, the child's controlling terminal.
        case pseudo(columns: Int, rows: Int)
        /// None: a new session without a controlling terminal (`/dev/tty` cannot be opened).
        case noTerminal
    }

    /// What the child's standard input is.
    enum Input: Hashable, Sendable {
        /// The terminal (the usual case; keys come from there anyway).
        case terminal
        /// `/dev/null`.
        case null
        /// A pipe given these bytes, then closed, or left open until the run ends.
        case pipe([UInt8], keepsOpen: Bool)
    }

    let seed: UInt64
    let index: Int
    var line: FuzzLine
    var mutations: [Mutation]
    /// Variables set on top of `HOME`, `PATH`, `TMPDIR` (the workspace's) and
    /// `SWIFT_BACKTRACE`; `TERM` among them unless it is unset.
    var environment: [String: String]
    var terminal: Terminal
    var input: Input
    /// Whether stdout is the terminal (else a pipe, as in `answer=$(formwizard …)`).
    var outputToTerminal: Bool
    /// Milliseconds before Esc: time to draw the first frame, or none (type-ahead).
    var settle: Int
    /// A size the terminal takes just before Esc (SIGWINCH), if any.
    var resize: (columns: Int, rows: Int)?

    /// Case `index` of a run seeded with `seed`; with `mutates` false, its line is left valid
    /// (`--valid`: a check of the valid lines themselves).
    init(seed: UInt64, index: Int, mutates: Bool = true) {
        var random = SeededGenerator(seed: seed, case: index)
        self.seed = seed
        self.index = index
        let valid = FuzzLine.valid(&random)
        let (mutated, applied) = Mutation.mutate(valid, &random)
        (line, mutations) = mutates ? (mutated, applied) : (valid, [])
        environment = Self.environment(&random)
        terminal = random.chance(0.08) ? .noTerminal : Self.size(&random)
        let feed = line.feed.map { $0.bytes(&random) }
        let stray = random.chance(0.07) ? Feed.lines.bytes(&random) : nil
        switch (terminal, feed ?? stray) {
        case (.noTerminal, let bytes?): input = random.chance(0.6) ? .null : .pipe(bytes, keepsOpen: random.chance(0.3))
        case (.noTerminal, nil): input = .null
        case (_, let bytes?):
            input =
                switch random.weighted([80, 10, 10]) {
                case 0: .pipe(bytes, keepsOpen: random.chance(0.3))
                case 1: .terminal
                default: .null
                }
        case (_, nil): input = random.chance(0.05) ? .null : .terminal
        }
        outputToTerminal = terminal != .noTerminal && random.chance(0.15)
        settle = random.pick([0, 10, 30, 60, 60, 100, 100, 150])
        if random.chance(0.15), case .pseudo = terminal, case .pseudo(let columns, let rows) = Self.size(&random) {
            resize = (columns, rows)
        }
    }

    /// A case for a command line given (`--run`): the index -1, Esc after 100 ms, no resize.
    init(arguments: [String], environment: [String: String], terminal: Terminal, input: Input) {
        seed = 0
        index = -1
        line = FuzzLine(arguments: arguments.map { FuzzArgument($0, .text) }, feed: nil)
        mutations = []
        self.environment = environment
        self.terminal = terminal
        self.input = input
        outputToTerminal = false
        settle = 100
    }

    /// A terminal size: mostly 80x24, often tiny, sometimes anything up to 300x120.
    private static func size(_ random: inout SeededGenerator) -> Terminal {
        switch random.weighted([50, 20, 25, 5]) {
        case 0: return .pseudo(columns: 80, rows: 24)
        case 1:
            let (columns, rows) = random.pick([
                (1, 1), (2, 1), (1, 2), (3, 3), (10, 3), (20, 5), (0, 0), (80, 1), (1, 24),
            ])
            return .pseudo(columns: columns, rows: rows)
        case 2: return .pseudo(columns: random.number(in: 1...300), rows: random.number(in: 1...120))
        default: return .pseudo(columns: random.pick([500, 1000]), rows: random.pick([200, 500]))
        }
    }

    /// The variables a case sets: `TERM` (mostly xterm-256color), the locale, and now and then
    /// `NO_COLOR`, FormWizard's own, dialog's exit statuses or ncurses' `LINES`/`COLUMNS`.
    private static func environment(_ random: inout SeededGenerator) -> [String: String] {
        var environment: [String: String] = [:]
        let terms = ["xterm-256color", "dumb", "", "vt100", "linux", "screen", "no-such-terminal"]
        let term = terms[random.weighted([82, 7, 3, 2, 2, 2, 2])]
        if !term.isEmpty { environment["TERM"] = term }
        environment["LANG"] = ["C.UTF-8", "C", "POSIX", "en_US.ISO-8859-1"][random.weighted([85, 7, 4, 4])]
        if random.chance(0.05) { environment["NO_COLOR"] = "1" }
        if random.chance(0.05) { environment["FORMWIZARD_ACCESSIBLE"] = "1" }
        if random.chance(0.03) { environment["FORMWIZARD_NO_MOUSE"] = "1" }
        if random.chance(0.03) {
            environment["FORMWIZARD_THEME"] = random.pick([
                "dark", "classic", "theme.txt", "", "no-such-theme", "binary.bin",
            ])
        }
        if random.chance(0.04) {
            let name = random.pick(["DIALOG_OK", "DIALOG_CANCEL", "DIALOG_ESC", "DIALOG_ERROR", "DIALOG_TIMEOUT"])
            environment[name] = OddValues.number(&random).text
        }
        if random.chance(0.03) {
            environment[random.pick(["LINES", "COLUMNS"])] = random.pick(["0", "-1", "1", "1000", "abc", ""])
        }
        return environment
    }
}
