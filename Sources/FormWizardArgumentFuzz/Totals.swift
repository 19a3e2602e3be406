/// The counts of a run: each class, and after which step the runs ended.
struct Totals: Sendable {
    var runs = 0
    var crashes = 0
    var hangs = 0
    var errors = 0
    var ran = 0
    var endedAfter: [RunRecord.Step: Int] = [:]
    /// Runs that could not be started (the fuzzer's own failure, not the program's).
    var notStarted = 0

    mutating func add(_ outcome: Outcome, _ record: RunRecord) {
        runs += 1
        endedAfter[record.endedAfter, default: 0] += 1
        switch outcome {
        case .crash: crashes += 1
        case .hang: hangs += 1
        case .error: errors += 1
        case .ran: ran += 1
        }
    }

    /// `crash C, hang H, error E, ran R`.
    var counts: String { "crash \(crashes), hang \(hangs), error \(errors), ran \(ran)" }

    /// `fuzz-args: N runs, crash C, hang H, error E, ran R`, and a line saying how they ended.
    var summary: [String] {
        var lines = ["fuzz-args: \(runs) runs, " + counts]
        let steps = RunRecord.Step.allCases.map { "\($0.name) \(endedAfter[$0, default: 0])" }
        lines.append("fuzz-args: ended by " + steps.joined(separator: ", "))
        if notStarted > 0 { lines.append("fuzz-args: \(notStarted) runs could not be started") }
        return lines
    }
}
