import FormWizardTesting

/// What a command that reads standard input (`gauge`, `filter`, `textbox -`, dialog's
/// `--gauge`, …) is given: the kind of text it expects, made valid or odd.
enum Feed: Hashable, Sendable {
    /// `gauge` and `--gauge`: percentages and `XXX` blocks.
    case gauge
    /// `mixedgauge`: `NAME STATE` lines.
    case tasks
    /// Lines of text: items, output, a file to page through.
    case lines
    /// `table --csv -`.
    case csv
    /// `tree`: an outline or paths.
    case tree
    /// `form --values -`: a JSON object.
    case json

    /// The bytes to write: mostly what the command expects, sometimes odd (nothing, one long
    /// line, binary, escape sequences, a huge number).
    func bytes(_ random: inout SeededGenerator) -> [UInt8] {
        if random.chance(0.25) { return Self.odd(&random) }
        let text: String =
            switch self {
            case .gauge: "10\n30 files\nXXX\n60\nHalf way\nthere\nXXX\n90\n100\n"
            case .tasks: "api 50\napi done\ndb failed: disk full\ncache running\nweb 40%\nold skipped\n"
            case .lines: (1...random.number(in: 1...60)).map { "line \($0)\tcolumn" }.joined(separator: "\n") + "\n"
            case .csv: "name,age,city\nAda,36,London\n\"Hopper, Grace\",85,\"New\nYork\"\n"
            case .tree: "src\n    app\n        main.swift\n    lib\ndocs\n\tREADME\n"
            case .json: "{\"name\":\"Ada\",\"amount\":12.50}\n"
            }
        return Array(text.utf8)
    }

    /// Input no command expects.
    private static func odd(_ random: inout SeededGenerator) -> [UInt8] {
        switch random.number(in: 0...7) {
        case 0: return []
        case 1: return Array(String(repeating: "x", count: 100 * 1024).utf8)
        case 2: return (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 131) }
        case 3: return Array("\u{1B}]0;pwned\u{7}\u{1B}[2J\u{9B}6n\u{202E}\r\n".utf8) + [0xFF, 0xC3, 0x0A]
        case 4: return Array("9223372036854775807\n-9223372036854775808\n4611686018427387904\n".utf8)
        case 5: return Array("XXX\n".utf8)
        case 6: return Array(String(repeating: "\n", count: 20_000).utf8)
        default: return Array(String(repeating: "a\tb\tc,\"d\n", count: 5_000).utf8)
        }
    }
}
