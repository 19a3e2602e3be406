import FormWizardTesting

/// A command line to run (the arguments after `formwizard`) and what its standard input gets.
struct FuzzLine: Hashable, Sendable {
    var arguments: [FuzzArgument]
    var feed: Feed?

    /// Which command line a valid line is made from.
    enum Program: CaseIterable {
        case native, dialog, whiptail
    }

    /// A valid command line: a native subcommand with a few options of every command, or a
    /// dialog or whiptail line of common options and one box (now and then a chain of them).
    static func valid(_ random: inout SeededGenerator) -> FuzzLine {
        switch random.weighted([50, 38, 12]) {
        case 0:
            let seed = random.pick(SeedLine.native)
            var arguments = seed.arguments(&random)
            // At the end (before `--`): anywhere else could part an option from its value, and
            // before an operand they make it unexpected (`ArgumentScanner.nextArgument`, a defect).
            let takesOptions = arguments.first.map { !$0.is("help") && $0.bytes.first != UInt8(ascii: "-") } ?? false
            for _ in 0..<(takesOptions ? random.weighted([5, 3, 1]) : 0) {
                let end = arguments.firstIndex { $0.is("--") } ?? arguments.count
                arguments.insert(contentsOf: random.pick(SeedLine.nativeCommon).arguments(&random), at: end)
            }
            return FuzzLine(arguments: arguments, feed: seed.feed)
        case 1: return compat("dialog", boxes: SeedLine.dialogBoxes, common: SeedLine.dialogCommon, &random)
        default: return compat("whiptail", boxes: SeedLine.whiptailBoxes, common: SeedLine.whiptailCommon, &random)
        }
    }

    private static func compat(
        _ program: String, boxes: [SeedLine], common: [SeedLine], _ random: inout SeededGenerator
    ) -> FuzzLine {
        var line = FuzzLine(arguments: [FuzzArgument(program)], feed: nil)
        for box in 0..<random.weighted([80, 15, 5]) + 1 {
            if box > 0 { line.arguments.append(FuzzArgument("--and-widget")) }
            for _ in 0..<random.weighted([3, 4, 2, 1]) {
                line.arguments += random.pick(common).arguments(&random)
            }
            let seed = random.pick(boxes)
            line.arguments += seed.arguments(&random)
            line.feed = line.feed ?? seed.feed
        }
        if random.chance(0.2) { line.arguments += random.pick(common).arguments(&random) }
        return line
    }
}
