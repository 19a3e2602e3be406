/// A crash or a hang, with what groups it with others of its kind.
struct Finding: Sendable {
    let fuzzCase: FuzzCase
    let outcome: Outcome
    let record: RunRecord

    /// The kind of finding, for grouping: the class and its signal or message (numbers left
    /// out), and what ran: the subcommand, or dialog's or whiptail's first box.
    var signature: String {
        let detail: String
        switch outcome {
        case .crash(let text): detail = "crash " + String(text.map { $0.isNumber ? "#" : $0 })
        default: detail = outcome.name
        }
        return detail + " in " + Self.program(of: fuzzCase.line.arguments)
    }

    /// `menu`, `dialog --textbox`, … for a command line.
    static func program(of arguments: [FuzzArgument]) -> String {
        guard let first = arguments.first else { return "(no arguments)" }
        guard first.is("dialog") || first.is("whiptail") else { return ShellQuoting.quote(first) }
        let boxes = Set(SeedLine.dialogBoxes.compactMap { $0.template.split(separator: " ").first.map(String.init) })
        let box = arguments.first { boxes.contains($0.text) }
        return first.text + (box.map { " " + $0.text } ?? "")
    }
}
