/// How to run a case again by hand and with the fuzzer: the command line shell-quoted with
/// its environment, and the conditions around it.
struct Reproduction {
    let fuzzCase: FuzzCase
    /// The fuzzer's command line that produced the case (`scripts/fuzz-args COUNT SEED`).
    let run: String

    /// `VAR=value … formwizard ARGUMENTS`, with `setsid -w` without a terminal, `</dev/null`
    /// or the input piped in when short, run in a folder of the fixtures.
    var command: String {
        let variables = fuzzCase.environment.keys.sorted().map {
            ShellQuoting.assignment($0, fuzzCase.environment[$0] ?? "")
        }
        var words = fuzzCase.environment["TERM"] == nil ? ["env -u TERM"] : []
        words += variables
        if fuzzCase.terminal == .noTerminal { words.append("setsid -w") }
        words.append("formwizard")
        words += fuzzCase.line.arguments.map(ShellQuoting.quote)
        var command = words.joined(separator: " ")
        switch fuzzCase.input {
        case .terminal: break
        case .null: command += " </dev/null"
        case .pipe(let bytes, let keepsOpen) where bytes.count <= 300 && !keepsOpen:
            command = "printf %s \(ShellQuoting.quote(bytes)) | " + command
        case .pipe(let bytes, let keepsOpen):
            command = "(input: \(bytes.count) bytes\(keepsOpen ? ", the pipe left open" : "")) | " + command
        }
        return command
    }

    /// The terminal, stdout and timing, on one line.
    var conditions: String {
        var parts: [String] = []
        switch fuzzCase.terminal {
        case .pseudo(let columns, let rows):
            var terminal = "terminal \(columns)x\(rows)"
            if let (toColumns, toRows) = fuzzCase.resize { terminal += ", resized to \(toColumns)x\(toRows) at Esc" }
            parts.append(terminal)
        case .noTerminal: parts.append("no controlling terminal")
        }
        parts.append(fuzzCase.outputToTerminal ? "stdout the terminal" : "stdout a pipe")
        parts.append("Esc after \(fuzzCase.settle) ms")
        return parts.joined(separator: "; ")
    }

    /// The fuzzer's command that runs this case alone and says what it did.
    var replay: String { "\(run) --case \(fuzzCase.index)" }
}
