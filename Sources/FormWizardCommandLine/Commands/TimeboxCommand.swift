import FormWizard

/// `formwizard timebox`: hours, minutes and seconds; prints the time set.
struct TimeboxCommand: Subcommand, DialogCommand, Hashable {
    static let name = "timebox"
    static let summary = "set a time of day (hours, minutes, seconds); print it"
    static let help = """
        Usage: formwizard timebox [OPTIONS]

        Shows hours, minutes and seconds to set and prints the time, as 09:05:30 unless
        --format says otherwise:

          at=$(formwizard timebox --title "Start at" --time 09:00 --no-seconds) || exit

        Options:
          --title TEXT      the title in the frame
          --message TEXT    text above the fields, wrapped to fit
          --time TIME       the time shown at first, HH:MM:SS or HH:MM, or now (default)
          --no-seconds      hours and minutes only; the seconds are 0
          --format FORMAT   how to print the time: %H hour (00-23), %I hour (01-12), %p AM
                            or PM, %M minute, %S second, %T 09:05:30, %R 09:05, %%
          -h, --help        show this help

        Keys: Left/Right and Tab move between the fields, Up/Down change one by 1,
        PgUp/PgDn by 10, Home/End its least and greatest value; two digits set a field and
        move to the next; Enter chooses; Esc cancels.

        Exit status: 0 a time was chosen (printed with a newline), 1 Esc (nothing is
        printed), 2 usage error.

        """

    var title: StyledText = "Set a time"
    var message: StyledText = ""
    var selected: TimeOfDay
    var showsSeconds = true
    var format = TimeFormat.iso

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        var selected: TimeOfDay?
        while let option = try arguments.nextOption() {
            switch option {
            case "--title": title = StyledText(try arguments.value(for: option))
            case "--message": message = StyledText(try arguments.value(for: option))
            case "--time":
                let text = try arguments.value(for: option)
                guard text == "now" || TimeOfDay(text) != nil else {
                    throw .invalid("--time '\(text)' is not a time (HH:MM:SS, HH:MM, or now)")
                }
                selected = TimeOfDay(text)
            case "--no-seconds": showsSeconds = false
            case "--format": format = try TimeFormat(try arguments.value(for: option))
            default: throw arguments.unknown(option)
            }
        }
        self.selected = selected ?? LocalClock.now()
    }

    var dialog: TimePicker {
        TimePicker(title: title, message: message, selected: selected, showsSeconds: showsSeconds)
    }

    func result(for time: TimeOfDay) -> CommandResult {
        .submitted(format.string(from: time))
    }
}
