import FormWizard

extension CompatOptions {
    /// Options dialog takes that change nothing here: our layout, colours and screen
    /// handling are our own. Each is read with the number of values it takes.
    static let acceptedOptions: [String: Int] = [
        "--clear": 0, "--keep-window": 0, "--keep-tite": 0, "--no-lines": 0,
        "--ascii-lines": 0, "--no-mouse": 0, "--erase-on-exit": 0, "--scrollbar": 0, "--visit-items": 0,
        "--beep": 0, "--beep-after": 0, "--cursor-off-label": 0, "--no-kill": 0, "--ignore": 0,
        "--size-err": 0, "--fixed-font": 0, "--last-key": 0, "--reorder": 0, "--iso-week": 0,
        "--fb": 0,
        "--fullbuttons": 0, "--topleft": 0, "--print-size": 0, "--aspect": 1, "--hline": 1,
        "--hfile": 1, "--trace": 1, "--week-start": 1, "--output-separator": 1, "--column-separator": 1,
        "--date-format": 1, "--time-format": 1, "--input-fd": 1, "--begin": 2,
    ]

    /// The most characters `--max-input` lets into a field: dialog's MAX_LEN (2,048), which
    /// dialog never exceeds whatever number is given.
    static let maxInputLimit = 2_048

    /// Reads `option` when it is a common option, with its values.
    ///
    /// - Returns: whether it was one.
    /// - Throws: `.invalid` for a missing or wrong value.
    mutating func read(_ option: String, from arguments: inout CompatArguments) throws(ArgumentError) -> Bool {
        switch option {
        case "--title": title = try arguments.value(for: option)
        case "--backtitle": backtitle = try arguments.value(for: option)
        case "--ok-label", "--ok-button": okLabel = try arguments.value(for: option)
        case "--cancel-label", "--cancel-button": cancelLabel = try arguments.value(for: option)
        case "--yes-label", "--yes-button": yesLabel = try arguments.value(for: option)
        case "--no-label", "--no-button": noLabel = try arguments.value(for: option)
        case "--exit-label": exitLabel = try arguments.value(for: option)
        case "--extra-button": extraButton = true
        case "--extra-label": extraLabel = try arguments.value(for: option)
        case "--help-button": helpButton = true
        case "--help-label": helpLabel = try arguments.value(for: option)
        case "--help-status": helpStatus = true
        case "--help-tags": helpTags = true
        case "--no-cancel", "--nocancel": noCancel = true
        case "--no-ok", "--nook": noOK = true
        case "--default-item": defaultItem = try arguments.value(for: option)
        case "--defaultno": defaultButton = .no
        case "--default-button": try readDefaultButton(try arguments.value(for: option))
        case "--item-help": itemHelp = true
        case "--insecure": insecure = true
        // dialog takes any number for these: 0 or less is none (no limit, no timeout, no
        // sleep), and it never takes more than 2,048 bytes (its MAX_LEN) into a field.
        case "--max-input":
            let limit = try arguments.number(for: option, clampedTo: 0...Self.maxInputLimit)
            maxInput = limit > 0 ? limit : nil
        case "--timeout": timeout = try arguments.number(for: option, clampedTo: 0...Int.entryLimit)
        case "--sleep": sleep = try arguments.number(for: option, clampedTo: 0...Int.entryLimit)
        case "--stdout": destination = .standardOutput
        case "--stderr": destination = .standardError
        case "--output-fd": try readDescriptor(try arguments.number(for: option, in: 0...Int(Int32.max)))
        case "--separate-output": quoting.separateOutput = true
        case "--single-quoted": quoting.singleQuoted = true
        case "--quoted": quoting.quotesAll = true
        case "--separate-widget": separateWidget = try arguments.value(for: option)
        case "--colors": text.readsColors = true
        case "--shadow": shadow = true
        case "--no-shadow": shadow = false
        case "--no-collapse": text.collapses = false
        case "--cr-wrap": text.keepsLineBreaks = true
        case "--trim": text.trims = true
        case "--no-nl-expand": text.expandsTypedBreaks = false
        case "--tab-correct": text.correctsTabs = true
        case "--tab-len": text.tabLength = try arguments.number(for: option, clampedTo: 1...1_000)
        case "--print-maxsize": printsMaxSize = true
        case "--scrolltext": scrollText = true
        case "--notags": noTags = true
        case "--noitem": noItem = true
        default:
            guard let count = Self.acceptedOptions[option] else { return false }
            for _ in 0..<count { _ = try arguments.value(for: option) }
            accepted.append(option)
        }
        return true
    }

    private mutating func readDefaultButton(_ name: String) throws(ArgumentError) {
        guard let button = DefaultButton(rawValue: name) else {
            throw .invalid("--default-button '\(name)' is not ok, yes, cancel, no, extra or help")
        }
        defaultButton = button
    }

    private mutating func readDescriptor(_ number: Int) throws(ArgumentError) {
        switch number {
        case 1: destination = .standardOutput
        case 2: destination = .standardError
        default: destination = .descriptor(Int32(number))
        }
    }
}
