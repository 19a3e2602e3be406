import FormWizard

/// `formwizard rangebox`: a number on a scale; prints it.
struct RangeboxCommand: Subcommand, DialogCommand, Hashable {
    static let name = "rangebox"
    static let summary = "choose a number on a scale (a slider); print it"
    static let help = """
        Usage: formwizard rangebox --min N --max N [OPTIONS]

        Shows a scale from --min to --max and prints the number chosen:

          volume=$(formwizard rangebox --title Volume --min 0 --max 100 --step 5 --value 50)

        Options:
          --title TEXT      the title in the frame
          --message TEXT    text above the scale, wrapped to fit
          --min N           the least value (required)
          --max N           the greatest value (required; at least --min)
          --step N          the distance between two values, from --min (default 1)
          --value N         the value at first (default --min)
          -h, --help        show this help

        Keys: Left/Right (or Down/Up) move a step, PgUp/PgDn ten steps, Home/End go to the
        ends; digits (and - below 0) type a value, which Enter takes if it is in the range and
        on a step; Enter chooses; Esc forgets a typed value, else cancels.

        Exit status: 0 a value was chosen (printed with a newline), 1 Esc (nothing is
        printed), 2 usage error.

        """

    var title: StyledText = "Choose a value"
    var message: StyledText = ""
    var range: ClosedRange<Int>
    var step = 1
    var value: Int

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        var low: Int?
        var high: Int?
        var value: Int?
        let any = Int(Int32.min)...Int(Int32.max)
        while let option = try arguments.nextOption() {
            switch option {
            case "--title": title = StyledText(try arguments.value(for: option))
            case "--message": message = StyledText(try arguments.value(for: option))
            case "--min": low = try arguments.integerValue(for: option, in: any)
            case "--max": high = try arguments.integerValue(for: option, in: any)
            case "--step": step = try arguments.integerValue(for: option, in: 1...Int(Int32.max))
            case "--value": value = try arguments.integerValue(for: option, in: any)
            default: throw arguments.unknown(option)
            }
        }
        guard let low, let high else { throw .invalid("a rangebox needs --min and --max") }
        guard low <= high else { throw .invalid("--min \(low) is greater than --max \(high)") }
        range = low...high
        self.value = value ?? low
        if let value, !range.contains(value) {
            throw .invalid("--value \(value) is not from \(low) to \(high)")
        }
    }

    var dialog: Slider {
        Slider(title: title, message: message, range: range, step: step, value: value)
    }

    func result(for value: Int) -> CommandResult {
        .submitted(String(value))
    }
}
