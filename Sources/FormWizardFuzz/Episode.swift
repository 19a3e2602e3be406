import FormWizard
import FormWizardTesting

/// One seeded run of a screen: flows of presentations on one side, the user and the world
/// (keys, pastes, resizes, the clock, cancellations, dismissals, a shutdown) on the other, and
/// the checks after every action and at the end.
@MainActor
final class Episode {
    struct Failure {
        let kind: String
        let detail: String
    }

    /// What an episode did that the checks depend on, to see that they ran.
    struct Stats {
        var secretChances = 0
        var secretsTyped = 0
        var largePastes = 0
    }

    /// The longest one turn of the main actor may take (a key, a paste, a resize).
    static let stallBound = Duration.seconds(2)
    /// The longest the user side of an episode may take before it is ended.
    static let timeBound = Duration.seconds(20)
    /// How long the flows may take to end after `shutdown()`.
    static let shutdownBound = Duration.seconds(3)

    let index: Int
    var rng: SeededGenerator
    let terminal: VirtualTerminal
    let clock = TestClock()
    /// The clock of the flows' own service calls (`Wizard.run`), which no dialog cancels: the
    /// end of an episode runs it on until the flows are done.
    let flowClock = TestClock()
    /// Where cancelled work waits until the clocks move (see `WindDown`).
    let windDown = WindDown()
    let screen: Screen
    let ledger = Ledger()
    let watchdog: Watchdog
    /// One flow at a time: the episode may type its secret (see `canTypeSecret`).
    let singleFlow: Bool
    let secret: String
    let budget: Int
    let wall = ContinuousClock()

    var flows: [Task<Void, Never>] = []
    var flowsRunning = 0
    var handles: [HeldHandle] = []
    var events = 0
    var updatesAtShutdown: Int?
    var stalled = false
    var lastAction = "start"
    var log: [String] = []
    var stats = Stats()
    private(set) var failures: [Failure] = []

    init(seed: UInt64, index: Int, watchdog: Watchdog) {
        self.index = index
        self.watchdog = watchdog
        rng = SeededGenerator(seed: seed, episode: index)
        let size = Self.randomSize(&rng)
        terminal = VirtualTerminal(columns: size.columns, rows: size.rows)
        screen = Screen(
            terminal: terminal, resizePolicy: rng.chance(0.2) ? .teardown : .relayout, clock: clock)
        singleFlow = rng.chance(0.5)
        secret = FuzzText.secret(&rng)
        budget = Int.random(in: 20...400, using: &rng)
    }

    /// Runs the episode and returns how many events it sent.
    func run() async -> Int {
        let start = wall.now
        startFlow()
        while events < budget, !stalled {
            if wall.now - start > Self.timeBound {
                fail("time bound", "the user side ran over \(Self.timeBound) after \(events) events")
                break
            }
            await act()
            await settle()
            check()
        }
        await finish()
        return events
    }

    /// Records a failure once per kind.
    func fail(_ kind: String, _ detail: String) {
        guard !failures.contains(where: { $0.kind == kind }) else { return }
        failures.append(Failure(kind: kind, detail: detail))
    }

    func note(_ action: String) {
        lastAction = action
        log.append(action)
        if log.count > 40 { log.removeFirst() }
        watchdog.beat("episode \(index): \(action)")
    }

    static func randomSize(_ rng: inout SeededGenerator) -> Size {
        switch rng.weighted([2, 5, 80, 8, 5]) {
        case 0: Size(columns: 0, rows: 0)
        case 1: Size(columns: Int.random(in: 0...12, using: &rng), rows: Int.random(in: 0...6, using: &rng))
        case 2: Size(columns: Int.random(in: 20...140, using: &rng), rows: Int.random(in: 6...45, using: &rng))
        case 3: Size(columns: Int.random(in: 141...300, using: &rng), rows: Int.random(in: 46...100, using: &rng))
        default: Size(columns: 300, rows: 100)
        }
    }

    // MARK: - Waiting

    /// Lets the main actor run what is queued, and the screen settle, for a while; a turn of
    /// the main actor that takes longer than `stallBound` is a stall.
    func settle(yields: Int = 40) async {
        let idle = IdleProbe(screen)
        for _ in 0..<yields {
            if idle.returned { return }
            await measuredYield()
        }
    }

    /// Waits up to `yields` turns for `idle()` to return.
    func waitForIdle(yields: Int = 200) async -> Bool {
        let idle = IdleProbe(screen)
        for _ in 0..<yields {
            if idle.returned { return true }
            await measuredYield()
        }
        return idle.returned
    }

    func measuredYield() async {
        let before = wall.now
        await Task.yield()
        let took = wall.now - before
        if took > Self.stallBound {
            fail(
                "stall", "the main actor was busy for \(took) after \(lastAction) (top: \(ledger.top?.kind ?? "none"))")
            stalled = true
        }
    }

    /// Sends input, timing how long the screen takes with it.
    func send(_ input: [InputEvent], _ what: String) {
        note(what)
        let before = wall.now
        terminal.send(input)
        events += input.count
        let took = wall.now - before
        if took > Self.stallBound {
            fail("stall", "\(what) took \(took) (top: \(ledger.top?.kind ?? "none"))")
            stalled = true
        }
    }
}
