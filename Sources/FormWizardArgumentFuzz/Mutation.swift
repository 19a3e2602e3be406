import FormWizardTesting

/// A change to a command line: what the fuzzer does to valid lines to find the ones the
/// program gets wrong.
enum Mutation: CaseIterable, Sendable {
    /// An argument left out.
    case drop
    /// An argument given twice in a row.
    case double
    /// Two arguments swapped.
    case swap
    /// An argument moved elsewhere.
    case move
    /// A number replaced by an odd one (negative, 0, 1, huge, `Int.min`, `Int.max`, 2^62, …).
    case oddNumber
    /// A text replaced by an odd one (empty, 100 KB, invalid UTF-8, escape sequences).
    case oddText
    /// Any argument replaced by an odd number or text.
    case oddAnything
    /// One or two arguments added at the end, or the last dropped: an odd count of items.
    case oddCount
    /// Another box chained with `--and-widget` (or without it), or a stray `--and-widget`.
    case chain
    /// An option no command knows.
    case unknownOption
    /// An option, with its value, of another command or box.
    case foreignOption
    /// The line cut short.
    case truncate
    /// `--option value` written `--option=value`, or a value given to an option that takes none.
    case inlineValue
    /// A file operand inserted or put in another's place: a fixture, `-`, a missing path.
    case fixture

    /// How often each is drawn, in `allCases`' order.
    static let weights = [4, 3, 2, 2, 26, 26, 3, 5, 7, 2, 4, 1, 2, 6]

    /// `line` changed by one to four mutations (none in one line out of seven), then made safe
    /// (`CommandSafety`).
    static func mutate(_ line: FuzzLine, _ random: inout SeededGenerator) -> (FuzzLine, [Mutation]) {
        var line = line
        var applied: [Mutation] = []
        for _ in 0..<random.weighted([15, 50, 22, 9, 4]) {
            let mutation = allCases[random.weighted(weights)]
            mutation.apply(to: &line, &random)
            applied.append(mutation)
        }
        line.arguments = CommandSafety.sanitize(line.arguments, using: &random)
        return (line, applied)
    }

    /// An index to change: the first argument (the subcommand or `dialog`) only now and then.
    private static func index(in arguments: [FuzzArgument], _ random: inout SeededGenerator) -> Int? {
        guard !arguments.isEmpty else { return nil }
        if arguments.count == 1 || random.chance(0.03) { return random.number(in: 0...arguments.count - 1) }
        return random.number(in: 1...arguments.count - 1)
    }

    /// A place to insert at, after the first argument but for now and then.
    private static func place(in arguments: [FuzzArgument], _ random: inout SeededGenerator) -> Int {
        random.number(in: (random.chance(0.03) ? 0 : min(1, arguments.count))...arguments.count)
    }

    func apply(to line: inout FuzzLine, _ random: inout SeededGenerator) {
        var arguments = line.arguments
        switch self {
        case .drop:
            if let index = Self.index(in: arguments, &random) { arguments.remove(at: index) }
        case .double:
            if let index = Self.index(in: arguments, &random) { arguments.insert(arguments[index], at: index) }
        case .swap:
            if let first = Self.index(in: arguments, &random), let second = Self.index(in: arguments, &random) {
                arguments.swapAt(first, second)
            }
        case .move:
            if let index = Self.index(in: arguments, &random) {
                let argument = arguments.remove(at: index)
                arguments.insert(argument, at: Self.place(in: arguments, &random))
            }
        case .oddNumber:
            let numbers = arguments.indices.filter { arguments[$0].kind == .number }
            if numbers.isEmpty {
                arguments.insert(OddValues.number(&random), at: Self.place(in: arguments, &random))
            } else {
                arguments[random.pick(numbers)] = OddValues.number(&random)
            }
        case .oddText:
            let texts = arguments.indices.filter { arguments[$0].kind == .text }
            if texts.isEmpty {
                arguments.insert(OddValues.text(&random), at: Self.place(in: arguments, &random))
            } else {
                arguments[random.pick(texts)] = OddValues.text(&random)
            }
        case .oddAnything:
            if let index = Self.index(in: arguments, &random) {
                arguments[index] = random.chance(0.5) ? OddValues.number(&random) : OddValues.text(&random)
            }
        case .oddCount:
            if random.chance(0.4), !arguments.isEmpty {
                arguments.removeLast()
            } else {
                for _ in 0..<random.number(in: 1...2) {
                    arguments.append(
                        random.chance(0.5) ? FuzzArgument(random.pick(SeedLine.words), .text) : OddValues.text(&random))
                }
            }
        case .chain:
            let boxes = random.chance(0.7) ? SeedLine.dialogBoxes : SeedLine.whiptailBoxes
            let box = random.pick(boxes)
            var added = box.arguments(&random)
            if random.chance(0.7) { added.insert(FuzzArgument("--and-widget"), at: 0) }
            if random.chance(0.15) { added = [FuzzArgument("--and-widget")] }
            arguments.insert(
                contentsOf: added, at: random.chance(0.7) ? arguments.count : Self.place(in: arguments, &random))
            line.feed = line.feed ?? box.feed
        case .unknownOption:
            let option = random.pick([
                "--bogus", "--bogus=1", "-z", "---", "--", "-", "--=", "--title=", "-h", "--help",
                "--version", "--no-such-option", "--TITLE", "—title", "--title\u{1B}[2J",
            ])
            arguments.insert(FuzzArgument(option), at: Self.place(in: arguments, &random))
        case .foreignOption:
            let sources = random.chance(0.5) ? SeedLine.native : SeedLine.dialogBoxes + SeedLine.dialogCommon
            let other = random.pick(sources).arguments(&random)
            let options = other.indices.filter { other[$0].bytes.first == UInt8(ascii: "-") && other[$0].kind == .word }
            if let start = options.isEmpty ? nil : random.pick(options) {
                let end = other[(start + 1)...].firstIndex { $0.kind == .word && $0.bytes.first == UInt8(ascii: "-") }
                let taken = other[start..<(end ?? other.count)].prefix(random.number(in: 1...4))
                arguments.insert(contentsOf: taken, at: Self.place(in: arguments, &random))
            }
        case .truncate:
            if arguments.count > 1 { arguments.removeLast(random.number(in: 1...arguments.count - 1)) }
        case .inlineValue:
            let options = arguments.indices.filter {
                arguments[$0].kind == .word && arguments[$0].bytes.starts(with: [45, 45])
            }
            if let index = options.isEmpty ? nil : random.pick(options) {
                if index + 1 < arguments.count, random.chance(0.7) {
                    let value = arguments.remove(at: index + 1)
                    arguments[index] = FuzzArgument(bytes: arguments[index].bytes + [61] + value.bytes, kind: .text)
                } else {
                    arguments[index] = FuzzArgument(bytes: arguments[index].bytes + Array("=x".utf8), kind: .text)
                }
            }
        case .fixture:
            let path = FuzzArgument(random.pick(Workspace.operands), .path)
            let paths = arguments.indices.filter { arguments[$0].kind == .path }
            if !paths.isEmpty, random.chance(0.7) {
                arguments[random.pick(paths)] = path
            } else {
                arguments.insert(path, at: Self.place(in: arguments, &random))
            }
        }
        line.arguments = arguments
    }
}
