import FormWizard
import FormWizardTesting

/// One seeded run of a screen in line mode (`Screen(lines:)`): a flow of line forms on one
/// side (questions, forms of several field kinds with Back and refusals repeated, task progress
/// that Esc cancels on an interactive terminal); answers, odd text, Esc, the end of input,
/// Ctrl-C, cancellations and a shutdown on the other. Checked: every question ends its caller exactly once (the flow ends, and only once
/// per question), a secret never reaches the transcript, every built-in dialog has a line
/// form, and nothing stalls.
@MainActor
final class LineEpisode {
    let index: Int
    var rng: SeededGenerator
    /// Interactive in half the episodes: then a task progress hears Esc while it runs.
    let lines: VirtualLineTerminal
    let clock = TestClock()
    let screen: Screen
    let secret: String
    let budget: Int
    /// Presentations begun, and how often each resumed its caller.
    var resumes: [Int] = []
    var flow: Task<Void, Never>?
    var flowEnded = false
    var events = 0
    var log: [String] = []
    private(set) var failures: [Episode.Failure] = []
    /// How many times the secret was typed into a read with echo off.
    var secretsTyped = 0

    /// How long the flow may take to end after the shutdown, or to ask its next question.
    static let bound = Duration.seconds(3)

    init(seed: UInt64, index: Int) {
        self.index = index
        rng = SeededGenerator(seed: seed, episode: index)
        lines = VirtualLineTerminal(interactive: rng.chance(0.5))
        screen = Screen(lines: lines, clock: clock)
        secret = "s3cr3t-" + String(Int.random(in: 100_000...999_999, using: &rng))
        budget = Int.random(in: 5...60, using: &rng)
    }

    func fail(_ kind: String, _ detail: String) {
        failures.append(Episode.Failure(kind: "line mode: " + kind, detail: detail))
    }

    /// Runs the episode and returns how many inputs it sent.
    func run() async -> Int {
        startFlow()
        while events < budget, !flowEnded {
            guard await waitForAQuestion() else { break }
            act()
            events += 1
            await Task.yield()
        }
        screen.shutdown()
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: Self.bound)
        while !flowEnded, clock.now < deadline { try? await Task.sleep(for: .milliseconds(1)) }
        check()
        return events
    }

    /// Waits until a question waits for a line, the flow ended, or the bound ran out (a stall).
    private func waitForAQuestion() async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: Self.bound)
        while !lines.isReading, !flowEnded {
            guard clock.now < deadline else {
                fail("stall", "no question after \(Self.bound); last: \(log.suffix(3).joined(separator: "; "))")
                return false
            }
            await Task.yield()
            if !lines.isReading { try? await Task.sleep(for: .microseconds(200)) }
        }
        return lines.isReading
    }

    /// One input: mostly answers, now and then a way out.
    private func act() {
        switch rng.weighted([30, 12, 8, 4, 2, 2, 2, 1]) {
        case 0:
            let answer = String(Int.random(in: 1...4, using: &rng))
            log.append("type \(answer)")
            lines.type(answer)
        case 1:
            let text = FuzzText.short(&rng).filter { $0 != "\n" && $0 != "\r\n" && $0 != "\r" }
            log.append("type text")
            lines.type(text)
        case 2:
            if lines.readEchoes == false {
                log.append("type the secret")
                secretsTyped += 1
                lines.type(secret)
            } else {
                log.append("type an empty line")
                lines.type("")
            }
        case 3:
            log.append("type y/n/back")
            lines.type(rng.pick(["y", "n", "back", "yes", "No"]))
        case 4:
            log.append("Esc")
            lines.escape()
        case 5:
            log.append("Ctrl-C")
            lines.interrupt()
        case 6:
            log.append("cancel the flow")
            flow?.cancel()
        default:
            log.append("end of input")
            lines.endInput()
        }
    }

    /// The checks at the end.
    private func check() {
        if !flowEnded {
            fail("flow outlived the shutdown", "the flow did not end \(Self.bound) after it")
        }
        for (id, count) in resumes.enumerated() where count != 1 {
            fail("resumed \(count) times", "question #\(id) resumed its caller \(count) times")
        }
        if lines.transcript.contains(secret) {
            fail("secret shown", "the secret reached the transcript")
        }
        if lines.transcript.contains("has no line form") {
            fail("no line form", "a built-in dialog has no line form")
        }
    }
}
