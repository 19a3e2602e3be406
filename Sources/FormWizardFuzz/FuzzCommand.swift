import Foundation

/// `scripts/fuzz [EVENTS] [SEED] [--episode E] [--verbose]`: seeded random episodes against
/// the public API of FormWizard on a `VirtualTerminal`, every fifth in line mode on a
/// `VirtualLineTerminal` (`LineEpisode`); exit 1 on any failure.
///
/// `--from E --carry TOTALS` go on with episode `E` after the watchdog ended a run (exit 3,
/// with a `fuzz-resume:` line saying both); `scripts/fuzz` does that on its own.
@main
struct FuzzCommand {
    @MainActor
    static func main() async {
        var positional: [String] = []
        var episode: Int?
        var from = 0
        var totals = Totals()
        var verbose = false
        var arguments = CommandLine.arguments.dropFirst()
        while let argument = arguments.popFirst() {
            switch argument {
            case "--episode":
                guard let value = arguments.popFirst().flatMap(Int.init) else { usage() }
                episode = value
            case "--from":
                guard let value = arguments.popFirst().flatMap(Int.init) else { usage() }
                from = value
            case "--carry":
                guard let value = arguments.popFirst().flatMap(Totals.init(encoded:)) else { usage() }
                totals = value
            case "--verbose": verbose = true
            case "-h", "--help": usage(status: 0)
            default: positional.append(argument)
            }
        }
        guard positional.count <= 2,
            let events = positional.first.map(Int.init) ?? 20_000,
            let seed = positional.dropFirst().first.map(UInt64.init) ?? 1
        else { usage() }

        let watchdog = Watchdog()
        watchdog.start(limit: .seconds(20))
        let indices = episode.map { $0...$0 } ?? from...Int.max
        for index in indices {
            if episode == nil, totals.events >= events { break }
            let replay = "scripts/fuzz \(events) \(seed) --episode \(index)"
            watchdog.running(index, replay: replay, totals: totals)
            // Every fifth episode asks its questions as lines (`Screen(lines:)`).
            let failures: [Episode.Failure]
            let log: [String]
            if index % 5 == 4 {
                let run = LineEpisode(seed: seed, index: index)
                let sent = await run.run()
                totals.add(run, events: sent)
                (failures, log) = (run.failures, run.log)
            } else {
                let run = Episode(seed: seed, index: index, watchdog: watchdog)
                let sent = await run.run()
                totals.add(run, events: sent)
                (failures, log) = (run.failures, run.log)
            }
            for failure in failures {
                print("  episode \(index): \(failure.kind): \(failure.detail) — replay: \(replay)")
            }
            if verbose || (episode != nil && !failures.isEmpty) {
                print("  episode \(index) did: " + log.joined(separator: "; "))
            }
            fflush(nil)
        }
        print(totals.summary.joined(separator: "\n"))
        exit(totals.failures > 0 ? 1 : 0)
    }

    static func usage(status: Int32 = 2) -> Never {
        print("usage: scripts/fuzz [EVENTS] [SEED] [--episode E] [--verbose]")
        exit(status)
    }
}
