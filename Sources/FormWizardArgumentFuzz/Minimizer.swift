/// Makes a finding's case smaller while it still gives the same finding (`Finding.signature`):
/// plainer conditions first (80x24, no extra variables, stdin the terminal), then arguments
/// left out one at a time and odd texts made plain, within a budget of runs.
struct Minimizer {
    let runner: CaseRunner
    var budget = 200

    func minimize(_ fuzzCase: FuzzCase, signature: String) -> FuzzCase {
        var best = fuzzCase
        var runs = 0
        func keeps(_ candidate: FuzzCase) -> Bool {
            guard runs < budget else { return false }
            runs += 1
            guard let record = try? runner.run(candidate) else { return false }
            return Finding(fuzzCase: candidate, outcome: Outcome(record), record: record).signature == signature
        }
        func attempt(_ change: (inout FuzzCase) -> Void) {
            var candidate = best
            change(&candidate)
            if candidate.line != best.line || candidate.differs(from: best), keeps(candidate) { best = candidate }
        }
        attempt { $0.resize = nil }
        attempt { if $0.terminal != .noTerminal { $0.terminal = .pseudo(columns: 80, rows: 24) } }
        attempt { $0.input = .terminal }
        if best.input != .terminal { attempt { $0.input = .null } }
        attempt { $0.outputToTerminal = false }
        for name in best.environment.keys.sorted() where name != "TERM" && name != "LANG" {
            attempt { $0.environment[name] = nil }
        }
        var shrinking = true
        while shrinking {
            shrinking = false
            for index in best.line.arguments.indices.reversed() where index > 0 && index < best.line.arguments.count {
                let before = best.line.arguments.count
                attempt { $0.line.arguments.remove(at: index) }
                if best.line.arguments.count < before { shrinking = true }
            }
        }
        for index in best.line.arguments.indices where best.line.arguments[index].kind == .text {
            let argument = best.line.arguments[index]
            guard argument.bytes.count > 1 || argument.bytes.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else {
                continue
            }
            attempt { $0.line.arguments[index] = FuzzArgument("x", .text) }
        }
        return best
    }
}

extension FuzzCase {
    /// Whether the conditions (not the line) differ.
    fileprivate func differs(from other: FuzzCase) -> Bool {
        environment != other.environment || terminal != other.terminal || input != other.input
            || outputToTerminal != other.outputToTerminal
            || resize.map { [$0.columns, $0.rows] }
                != other.resize.map { [$0.columns, $0.rows] }
    }
}
