/// The fuzzer's command line (`ArgumentFuzzCommand.usage`).
struct Options: Sendable {
    var count = 2000
    var seed: UInt64 = 1
    var binary: String?
    var single: Int?
    /// `--from N`: the first case of a run (the rest of an interrupted run; a SEED makes the
    /// same case N whatever the range).
    var first = 0
    var minimizes = false
    var backtraces = false
    var jobs = 2
    var progress = false
    var verbose = false
    var mutates = true
    var printsOnly = false
    var fixtures: String?
    var name = "scripts/fuzz-args"
    var asksForHelp = false
    /// `--run ARGUMENTS…`: a command line to run as a case, with `--env`, `--size`,
    /// `--no-terminal` and `--stdin-null` saying how.
    var given: [String]?
    var environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8"]
    var terminal = FuzzCase.Terminal.pseudo(columns: 80, rows: 24)
    var standardInputIsNull = false
    var settle = 100

    struct Invalid: Error {
        let message: String
    }

    init() {}

    init(_ arguments: [String]) throws(Invalid) {
        var positional: [String] = []
        var arguments = arguments[...]
        func value(_ option: String) throws(Invalid) -> String {
            guard let value = arguments.popFirst() else { throw Invalid(message: "\(option) needs a value") }
            return value
        }
        func number(_ option: String) throws(Invalid) -> Int {
            let text = try value(option)
            guard let number = Int(text), number >= 0 else {
                throw Invalid(message: "\(option) needs a number (got '\(text)')")
            }
            return number
        }
        while let argument = arguments.popFirst() {
            switch argument {
            case "--binary": binary = try value(argument)
            case "--case": single = try number(argument)
            case "--from": first = try number(argument)
            case "--minimize": minimizes = true
            case "--backtrace": backtraces = true
            case "--jobs": jobs = max(1, try number(argument))
            case "--progress": progress = true
            case "--verbose": verbose = true
            case "--valid": mutates = false
            case "--print": printsOnly = true
            case "--fixtures": fixtures = try value(argument)
            case "--name": name = try value(argument)
            case "--run":
                given = Array(arguments)
                arguments = []
            case "--env":
                let assignment = try value(argument)
                guard let equals = assignment.firstIndex(of: "=") else {
                    throw Invalid(message: "--env needs NAME=VALUE (got '\(assignment)')")
                }
                let value = String(assignment[assignment.index(after: equals)...])
                environment[String(assignment[..<equals])] = value.isEmpty ? nil : value
            case "--size":
                let text = try value(argument)
                let parts = text.split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts.allSatisfy({ (0...9999).contains($0) }) else {
                    throw Invalid(message: "--size needs COLUMNSxROWS (got '\(text)')")
                }
                terminal = .pseudo(columns: parts[0], rows: parts[1])
            case "--no-terminal": terminal = .noTerminal
            case "--esc-after": settle = try number(argument)
            case "--stdin-null": standardInputIsNull = true
            case "-h", "--help": asksForHelp = true
            default:
                guard !argument.hasPrefix("-") else { throw Invalid(message: "unknown option '\(argument)'") }
                positional.append(argument)
            }
        }
        guard positional.count <= 2 else { throw Invalid(message: "at most COUNT and SEED") }
        if let text = positional.first {
            guard let number = Int(text), number >= 0 else { throw Invalid(message: "COUNT '\(text)' is no number") }
            count = number
        }
        if positional.count == 2 {
            guard let number = UInt64(positional[1]) else {
                throw Invalid(message: "SEED '\(positional[1])' is no number")
            }
            seed = number
        }
    }

    /// The cases a run makes: FIRST..<COUNT, or the one `--case` names.
    var indices: Range<Int> { single.map { $0..<$0 + 1 } ?? min(first, count)..<count }

    /// The fuzzer's command line for replay lines: `scripts/fuzz-args COUNT SEED`.
    var run: String { "\(name) \(count) \(seed)" }
}
