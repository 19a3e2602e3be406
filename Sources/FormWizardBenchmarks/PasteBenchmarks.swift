import FormWizard
import FormWizardTesting

/// A 1 MiB paste into a field, then 100 keys, each timed until the screen is drawn again.
@MainActor
enum PasteBenchmarks {
    /// The form value the three fields edit.
    struct Pasted: Sendable {
        var line = ""
        var body = ""
        var country: Country?
    }

    /// `bytes` of text in lines of words, with some accents, CJK and emoji among the ASCII.
    static func text(bytes: Int) -> String {
        let words = ["the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "Côte", "d'Ivoire", "日本語", "👍"]
        var text = ""
        text.reserveCapacity(bytes)
        var index = 0
        while text.utf8.count < bytes {
            text.append(words[index % words.count])
            index += 1
            text.append(index % 11 == 0 ? "\n" : " ")
        }
        return text
    }

    /// Letters, a space, Backspace and the arrows, the first half at the end of the paste,
    /// then Home and the rest at the start of its line (an edit before all of the text).
    static let keys: [Key] = (0..<100).map { index in
        if index == 50 { return .home }
        switch index % 10 {
        case 3: return .backspace
        case 5: return .left
        case 6: return .right
        case 8: return .character(" ")
        default: return .character(Character(Unicode.Scalar(UInt8(97 + index % 26))))
        }
    }

    /// - Parameters:
    ///   - keyCount: how many of `keys` to time after each paste.
    ///   - kibibytes: the size of the paste.
    ///   - only: the fields to measure (`line`, `area`, `line-area`, `picker`); all when empty.
    static func run(keyCount: Int = 100, kibibytes: Int = 1024, only: [String] = []) async {
        let keys = Array(keys.prefix(keyCount))
        let paste = text(bytes: kibibytes << 10)
        let fields: [(String, String, Field<Pasted>)] = [
            ("line", "line editor (text field)", .text("Line", \.line)),
            ("area", "text area", .textArea("Body", \.body, rows: 8)),
            ("line-area", "text area, all on one line,", .textArea("Body", \.body, rows: 8)),
            ("picker", "country picker", .country("Country", \.country)),
        ]
        for (key, name, field) in fields where only.isEmpty || only.contains(key) {
            let text = key == "line-area" ? String(paste.map { $0 == "\n" ? " " : $0 }) : paste
            await measure(name, field, paste: text, size: kibibytes, keys: keys)
        }
    }

    static func measure(_ name: String, _ field: Field<Pasted>, paste: String, size: Int, keys: [Key]) async {
        let term = VirtualTerminal(columns: 100, rows: 40)
        let screen = Screen(terminal: term)
        let form = Form("Paste", value: Pasted(), fields: [field])
        let task = Task { try await screen.present(form) }
        await screen.idle()
        let start = ContinuousClock.now
        term.paste(paste)
        await screen.idle()
        let paste = ContinuousClock.now - start
        var times: [Duration] = []
        for key in keys {
            let start = ContinuousClock.now
            term.send(key)
            await screen.idle()
            times.append(ContinuousClock.now - start)
        }
        task.cancel()
        _ = await task.result
        print("\(size) KiB paste into the \(name): \(Benchmarks.milliseconds(paste)) ms")
        if Benchmarks.verbose {
            let slowest = times.indices.sorted { times[$0] > times[$1] }.prefix(3)
            print(
                "  slowest: "
                    + slowest.map { "key \($0) \(keys[$0]) \(Benchmarks.milliseconds(times[$0])) ms" }.joined(
                        separator: ", "))
        }
        Benchmarks.report(
            "  then per key (\(keys.count) keys)", times, target: "≤ 16 ms", unit: .milliseconds(1), unitName: "ms")
    }
}
