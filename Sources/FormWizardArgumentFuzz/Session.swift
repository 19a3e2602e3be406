import Dispatch
import FormWizard
import Foundation

/// A run of the fuzzer: every case, `jobs` at a time, or one case told in full.
struct Session: Sendable {
    let runner: CaseRunner
    let options: Options

    /// What the workers share.
    private struct Board {
        var next = 0
        var totals = Totals()
        var findings: [Finding] = []
        var failures: [String] = []
    }

    /// Runs every case; prints each finding as it comes, then the kinds found and the totals.
    /// Returns the exit status: 1 with a crash or a hang, 3 when a case could not be started.
    func runAll() -> Int32 {
        let board = Lock(Board())
        let indices = options.indices
        DispatchQueue.concurrentPerform(iterations: options.jobs) { _ in
            while true {
                let index: Int? = board.withLock { board in
                    defer { board.next += 1 }
                    return board.next < indices.count ? indices.lowerBound + board.next : nil
                }
                guard let index else { return }
                let fuzzCase = FuzzCase(seed: options.seed, index: index, mutates: options.mutates)
                do {
                    let record = try runner.run(fuzzCase)
                    let outcome = Outcome(record)
                    board.withLock { board in
                        board.totals.add(outcome, record)
                        if options.verbose {
                            let reason = Printable.lines(record.standardError.head, limit: 100).first ?? ""
                            print(
                                "\(index) \(outcome.name) \(record.exitCode.map { "exit \($0)" } ?? "signal")"
                                    + " \(record.milliseconds) ms after \(record.endedAfter.name): \(reason)")
                        }
                        if outcome.isFinding {
                            let finding = Finding(fuzzCase: fuzzCase, outcome: outcome, record: record)
                            board.findings.append(finding)
                            print(describe(finding).joined(separator: "\n"))
                        }
                        if options.progress, board.totals.runs % 1000 == 0 {
                            print("fuzz-args: \(board.totals.runs) of \(indices.count): " + board.totals.counts)
                        }
                        fflush(nil)
                    }
                } catch {
                    board.withLock { board in
                        board.totals.notStarted += 1
                        board.failures.append("case \(index): \(error)")
                    }
                }
            }
        }
        return board.withLock { board in
            for failure in board.failures.prefix(5) { print("fuzz-args: could not start " + failure) }
            let kinds = Dictionary(grouping: board.findings, by: \.signature)
            if !kinds.isEmpty { print("fuzz-args: \(kinds.count) kinds of finding:") }
            for (signature, findings) in kinds.sorted(by: { $0.key < $1.key }) {
                let first = findings.min { $0.fuzzCase.index < $1.fuzzCase.index }
                print("  \(signature): \(findings.count) (first: case \(first?.fuzzCase.index ?? 0))")
            }
            print(board.totals.summary.joined(separator: "\n"))
            fflush(nil)
            if board.totals.crashes + board.totals.hangs > 0 { return 1 }
            return board.totals.notStarted > 0 ? 3 : 0
        }
    }

    /// Runs the case `index` and says all it did; with `--minimize`, makes a finding smaller.
    func runAlone(_ index: Int) -> Int32 {
        tell(FuzzCase(seed: options.seed, index: index, mutates: options.mutates))
    }

    /// Runs `arguments` (`--run`) as a case and says all it did.
    func runGiven(_ arguments: [String]) -> Int32 {
        let input: FuzzCase.Input = options.standardInputIsNull || options.terminal == .noTerminal ? .null : .terminal
        var fuzzCase = FuzzCase(
            arguments: arguments, environment: options.environment, terminal: options.terminal, input: input)
        fuzzCase.settle = options.settle
        return tell(fuzzCase)
    }

    /// Runs `fuzzCase` and says all it did.
    private func tell(_ fuzzCase: FuzzCase) -> Int32 {
        let index = fuzzCase.index
        let record: RunRecord
        do { record = try runner.run(fuzzCase) } catch {
            print("fuzz-args: could not start case \(index): \(error)")
            return 3
        }
        let outcome = Outcome(record)
        let finding = Finding(fuzzCase: fuzzCase, outcome: outcome, record: record)
        print(describe(finding).joined(separator: "\n"))
        print("  mutations: " + fuzzCase.mutations.map { "\($0)" }.joined(separator: ", "))
        print(
            "  exit: " + (record.signal.map(Outcome.signalName) ?? "status \(record.exitCode ?? 0)")
                + ", ended after \(record.endedAfter.name), \(record.milliseconds) ms, \(record.outputBytes) bytes on stdout"
        )
        print("  stderr:")
        for line in Printable.lines(record.standardError.bytes, limit: 200).prefix(60) { print("    " + line) }
        print("  terminal (the end of what was drawn, escape sequences left out):")
        for line in Printable.lines(record.terminal.tail, limit: 200).suffix(15) { print("    " + line) }
        if options.minimizes, outcome.isFinding {
            let smaller = Minimizer(runner: runner).minimize(fuzzCase, signature: finding.signature)
            let reproduction = Reproduction(fuzzCase: smaller, run: options.run)
            print("  smaller: " + reproduction.command)
            print("    " + reproduction.conditions)
        }
        return outcome.isFinding ? 1 : 0
    }

    /// A finding's lines: what it was, the command, the conditions, the replay command.
    private func describe(_ finding: Finding) -> [String] {
        let reproduction = Reproduction(fuzzCase: finding.fuzzCase, run: options.run)
        var heading = "\(finding.outcome.name) in case \(finding.fuzzCase.index)"
        if case .crash(let detail) = finding.outcome { heading += " (\(detail))" }
        if finding.outcome == .ran || finding.outcome == .error {
            heading += " (exit \(finding.record.exitCode.map(String.init) ?? "by signal"))"
        }
        let lines = [
            heading + ": " + reproduction.command,
            "  " + reproduction.conditions + "; ended after \(finding.record.endedAfter.name)",
        ]
        return finding.fuzzCase.index < 0 ? lines : lines + ["  replay: " + reproduction.replay]
    }
}
