import Checkout
import FormWizard

/// `formwizard quiz`: seed 000's quiz; prints the score.
struct QuizCommand: Subcommand, Hashable {
    static let name = "quiz"
    static let summary = "three questions about Swift, scored; print the score"
    static let help = """
        Usage: formwizard quiz [OPTIONS]

        Seed 000's quiz: three questions about Swift as alerts, one after the other, then
        the answers are scored by a (demo) server under a spinner and the score is shown,
        and printed as right/asked, e.g. 2/3.

        Options:
          --latency-ms N   how long scoring takes, 0 to 60000 (default: 300)
          -h, --help       show this help

        Keys: Left/Right or Tab move between the answers, Enter or Space chooses, Esc
        cancels (anywhere, also during scoring).

        Exit status: 0 the score was shown (it and a newline are printed), 1 Esc ("quiz
        cancelled" on stderr, nothing on stdout), 2 usage error, 130 Ctrl-C.

        """

    var latencyMilliseconds = 300

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        while let option = try arguments.nextOption() {
            switch option {
            case "--latency-ms": latencyMilliseconds = try arguments.integerValue(for: option, in: 0...60_000)
            default: throw arguments.unknown(option)
            }
        }
    }

    init(latencyMilliseconds: Int = 300) {
        self.latencyMilliseconds = latencyMilliseconds
    }

    func run(on screen: Screen) async -> CommandResult {
        let quiz = Quiz(service: DemoQuizService(latency: .milliseconds(latencyMilliseconds), clock: screen.clock))
        do {
            return .submitted(try await quiz.start(on: screen).description)
        } catch {
            return .cancelled(saying: "quiz cancelled")
        }
    }
}
