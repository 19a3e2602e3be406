import Foundation

/// `scripts/fuzz [EVENTS] [SEED] [--episode E] [--verbose]`: seeded random episodes against
/// the public API of FormWizard on a `VirtualTerminal`; exit 1 on any failure.
@main
struct FuzzCommand {
    @MainActor
    static func main() async {
        var positional: [String] = []
        var episode: Int?
        var verbose = false
        var arguments = CommandLine.arguments.dropFirst()
        while let argument = arguments.popFirst() {
            switch argument {
            case "--episode":
                guard let value = arguments.popFirst().flatMap(Int.init) else { usage() }
                episode = value
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
        watchdog.start(limit: .seconds(60))
        var total = 0
        var episodes = 0
        var failures = 0
        var kinds: [String: Int] = [:]
        var stats = Episode.Stats()
        let started = ContinuousClock.now
        let indices = episode.map { $0...$0 } ?? 0...Int.max
        for index in indices {
            if episode == nil, total >= events { break }
            let replay = "scripts/fuzz \(events) \(seed) --episode \(index)"
            watchdog.replaying(replay)
            let run = Episode(seed: seed, index: index, watchdog: watchdog)
            total += await run.run()
            episodes += 1
            stats = stats + run.stats
            for failure in run.failures {
                failures += 1
                kinds[failure.kind, default: 0] += 1
                print("  episode \(index): \(failure.kind): \(failure.detail) — replay: \(replay)")
            }
            if verbose || (episode != nil && !run.failures.isEmpty) {
                print("  episode \(index) did: " + run.log.joined(separator: "; "))
            }
            fflush(nil)
        }
        let seconds = Double((ContinuousClock.now - started).components.seconds)
        print("fuzz: \(total) events, \(episodes) episodes, \(failures) failures (\(Int(seconds)) s)")
        print(
            "  secret typed \(stats.secretsTyped) times (of \(stats.secretChances) chances), "
                + "\(stats.largePastes) pastes over 64 KiB")
        for (kind, count) in kinds.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) {
            print("  \(count) × \(kind)")
        }
        exit(failures > 0 ? 1 : 0)
    }

    static func usage(status: Int32 = 2) -> Never {
        print("usage: scripts/fuzz [EVENTS] [SEED] [--episode E] [--verbose]")
        exit(status)
    }
}
