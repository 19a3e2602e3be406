import FormWizard
import FormWizardTesting

#if canImport(Glibc)
    import Glibc
#endif

/// `scripts/bench --filter`: a query typed key by key into `Filter` over a million lines, each
/// key timed until the filtered list is drawn on an 80x24 virtual terminal.
@MainActor
enum FilterBenchmarks {
    /// `count` lines like the paths of a large source tree, one in 50 with accents, CJK or an
    /// emoji.
    static func lines(count: Int) -> [String] {
        let words = [
            "src", "lib", "test", "core", "view", "model", "network", "cache", "config", "util", "parser", "render",
            "screen", "input", "widget", "layout", "theme", "store", "client", "server", "session", "event", "log",
            "index", "query", "filter", "table", "tree", "pager", "editor", "menu", "dialog", "form", "field",
        ]
        let others = ["café", "naïve", "日本語", "東京", "👍", "résumé"]
        var generator = SeededGenerator(seed: 42)
        return (0..<count).map { number in
            var line = ""
            for depth in 0..<Int.random(in: 2...5, using: &generator) {
                if depth > 0 { line += "/" }
                line += words.randomElement(using: &generator)!
                if number % 50 == 0, depth == 1 { line += "-" + others.randomElement(using: &generator)! }
            }
            line += "/\(words.randomElement(using: &generator)!)_\(number).swift"
            return line
        }
    }

    /// The keys typed: a query letter by letter, three Backspaces, three letters more.
    static let keys: [Key] =
        "viewcache".map { .character($0) } + [.backspace, .backspace, .backspace] + "onf".map { .character($0) }

    static func run(count: Int) async {
        let lines = lines(count: count)
        let bytes = lines.reduce(0) { $0 + $1.utf8.count }
        print("filter: \(count) lines, \(bytes / 1_000_000) MB")
        let buildStart = ContinuousClock.now
        let dialog = Filter(lines)
        Benchmarks.report(
            "  index built", [ContinuousClock.now - buildStart], target: "–", unit: .milliseconds(1), unitName: "ms")
        var times: [Duration] = []
        var cpuTimes: [Duration] = []
        for round in 0..<3 {
            let term = VirtualTerminal(columns: 80, rows: 24)
            let screen = Screen(terminal: term)
            let chosen = Task { try await screen.present(dialog) }
            await screen.idle()
            for key in keys {
                let start = ContinuousClock.now
                let cpuStart = cpuTime()
                term.send(key)
                await screen.idle()
                times.append(ContinuousClock.now - start)
                cpuTimes.append(cpuTime() - cpuStart)
                if Benchmarks.verbose, round == 0 {
                    let wall = Int(Benchmarks.seconds(times.last!) * 1e6)
                    let cpu = Int(Benchmarks.seconds(cpuTimes.last!) * 1e6)
                    print("  \(key): \(wall) µs (CPU \(cpu) µs), \(term.lines[1].suffix(24))")
                }
            }
            chosen.cancel()
            _ = await chosen.result
        }
        reportWithP90("filter + redraw per key, \(count) lines, 80x24", times, target: "≤ 16 ms")
        reportWithP90("  the same in CPU time (all threads)", cpuTimes, target: "≤ 16 ms")
        // The same keys into the dialog alone, searching in `handle`: no screen, no drawing.
        var searchTimes: [Duration] = []
        for _ in 0..<3 {
            var bare = Filter(lines, synchronousLimit: .max)
            for key in keys {
                let start = ContinuousClock.now
                let cpuStart = cpuTime()
                _ = bare.handle(.key(key))
                searchTimes.append(ContinuousClock.now - start)
                if Benchmarks.verbose {
                    print(
                        "  bare \(key): \(Int(Benchmarks.seconds(searchTimes.last!) * 1e6)) µs, CPU \(Int(Benchmarks.seconds(cpuTime() - cpuStart) * 1e6)) µs"
                    )
                }
            }
        }
        reportWithP90("  of which the search in handle(_:)", searchTimes, target: "–")
    }

    /// The CPU time of the process so far, all threads: what a key costs on a loaded machine.
    static func cpuTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    static func reportWithP90(_ what: String, _ times: [Duration], target: String) {
        let sorted = times.sorted()
        func ms(_ d: Duration) -> String { String(Double(Int(Benchmarks.seconds(d) * 100_000)) / 100) }
        print(
            "\(what): median \(ms(sorted[sorted.count / 2])) ms, p90 \(ms(sorted[sorted.count * 9 / 10])) ms, max \(ms(sorted.last!)) ms over \(sorted.count) keys (target \(target))"
        )
    }
}
