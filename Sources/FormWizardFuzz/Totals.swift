/// What a run has done so far; carried across a restart after the watchdog ends a run (see
/// `scripts/fuzz`), as one argument.
struct Totals {
    var events = 0
    var episodes = 0
    var failures = 0
    var secretsTyped = 0
    var secretChances = 0
    var largePastes = 0
    /// Episodes run in line mode.
    var lineEpisodes = 0
    /// Failures by kind.
    var kinds: [String: Int] = [:]

    @MainActor
    mutating func add(_ episode: Episode, events: Int) {
        self.events += events
        episodes += 1
        failures += episode.failures.count
        secretsTyped += episode.stats.secretsTyped
        secretChances += episode.stats.secretChances
        largePastes += episode.stats.largePastes
        for failure in episode.failures {
            kinds[failure.kind, default: 0] += 1
        }
    }

    /// Adds a line-mode episode: its events, failures and secrets typed.
    @MainActor
    mutating func add(_ episode: LineEpisode, events: Int) {
        self.events += events
        episodes += 1
        lineEpisodes += 1
        failures += episode.failures.count
        secretsTyped += episode.secretsTyped
        // A line episode types its secret at each read with the echo off: every one a chance.
        secretChances += episode.secretsTyped
        for failure in episode.failures {
            kinds[failure.kind, default: 0] += 1
        }
    }

    /// `events,episodes,failures,typed,chances,pastes,lines;kind=count;…` (kinds hold no `;` or `=`).
    var encoded: String {
        ([
            [events, episodes, failures, secretsTyped, secretChances, largePastes, lineEpisodes].map(String.init)
                .joined(
                    separator: ",")
        ]
            + kinds.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }).joined(separator: ";")
    }

    init() {}

    init?(encoded: String) {
        let parts = encoded.split(separator: ";", omittingEmptySubsequences: false)
        let numbers = parts[0].split(separator: ",").compactMap { Int($0) }
        guard numbers.count == 7 else { return nil }
        (events, episodes, failures) = (numbers[0], numbers[1], numbers[2])
        (secretsTyped, secretChances, largePastes) = (numbers[3], numbers[4], numbers[5])
        lineEpisodes = numbers[6]
        for part in parts.dropFirst() {
            let pair = part.split(separator: "=")
            guard pair.count == 2, let count = Int(pair[1]) else { return nil }
            kinds[String(pair[0])] = count
        }
    }

    var summary: [String] {
        [
            "fuzz: \(events) events, \(episodes) episodes (\(lineEpisodes) in line mode), \(failures) failures",
            "  secret typed \(secretsTyped) times (of \(secretChances) chances), \(largePastes) pastes over 64 KiB",
        ]
            + kinds.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "  \($0.value) × \($0.key)" }
    }
}
