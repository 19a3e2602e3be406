/// Every presentation an episode made and how often it resumed its caller, and the operations
/// its dialogs started.
@MainActor
final class Ledger {
    struct Entry {
        let kind: String
        /// Whether typed text shows in the dialog (a text field), so a secret must not reach it.
        let echoes: Bool
        /// Whether it is a masked field the episode types its secret into.
        let isSecret: Bool
        var resumes = 0
    }

    private(set) var entries: [Entry] = []
    /// Presentations not yet resumed, in the order they began.
    private(set) var open: [Int] = []
    let work = WorkCounter()
    private(set) var failures: [Episode.Failure] = []

    func begin(_ kind: String, echoes: Bool, isSecret: Bool) -> Int {
        entries.append(Entry(kind: kind, echoes: echoes, isSecret: isSecret))
        open.append(entries.count - 1)
        return entries.count - 1
    }

    /// The caller of presentation `id` has resumed: it must be the first time, and the work
    /// its dialog started must be over.
    func end(_ id: Int) {
        entries[id].resumes += 1
        open.removeAll { $0 == id }
        if entries[id].resumes > 1 {
            failures.append(
                Episode.Failure(
                    kind: "resumed twice",
                    detail: "\(entries[id].kind) #\(id) resumed its caller \(entries[id].resumes) times"))
        }
        let running = work.running(id)
        if running > 0 {
            failures.append(
                Episode.Failure(
                    kind: "work outlived \(entries[id].kind)",
                    detail:
                        "\(entries[id].kind) #\(id) resumed its caller with \(running) of its operations still running")
            )
        }
    }

    /// The presentation begun last and not yet resumed.
    var top: Entry? { open.last.map { entries[$0] } }

    var unresumed: [String] { open.map { "\(entries[$0].kind) #\($0)" } }
}
