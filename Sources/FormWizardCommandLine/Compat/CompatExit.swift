/// How a dialog-compatible box ended, and the exit status each way has.
///
/// dialog's defaults are 0 OK/Yes, 1 Cancel/No, 2 Help, 3 Extra, 255 Esc and -1 (255) an
/// error; item help (the help button with `--item-help`) and a timeout are 4 and 5 only when
/// `DIALOG_ITEM_HELP` and `DIALOG_TIMEOUT` say so, and otherwise Help's and Esc's; `DIALOG_OK`, `DIALOG_CANCEL`, `DIALOG_HELP`, `DIALOG_EXTRA`,
/// `DIALOG_ITEM_HELP`, `DIALOG_TIMEOUT`, `DIALOG_ESC` and `DIALOG_ERROR` in the environment
/// change them (dialog only; whiptail has no such variables).
enum CompatExit: String, CaseIterable, Hashable, Sendable {
    case ok = "OK"
    case cancel = "CANCEL"
    case help = "HELP"
    case extra = "EXTRA"
    case itemHelp = "ITEM_HELP"
    case timeout = "TIMEOUT"
    case escape = "ESC"
    case error = "ERROR"

    /// dialog's number for this way out (item help and a timeout show it only when their
    /// variable is set).
    var defaultCode: Int32 {
        switch self {
        case .ok: 0
        case .cancel: 1
        case .help: 2
        case .extra: 3
        case .itemHelp: 4
        case .timeout: 5
        case .escape, .error: 255
        }
    }

    /// The environment variable that overrides it, e.g. `DIALOG_ESC`.
    var variable: String { "DIALOG_" + rawValue }
}

/// The exit status of each `CompatExit`, after the environment's overrides.
struct CompatExitCodes: Hashable, Sendable {
    private var codes: [CompatExit: Int32]

    /// dialog's defaults.
    init() {
        codes = Dictionary(
            uniqueKeysWithValues: CompatExit.allCases.filter { $0 != .itemHelp && $0 != .timeout }.map {
                ($0, $0.defaultCode)
            })
    }

    /// dialog's defaults, with each `DIALOG_…` variable that holds a whole number in its
    /// place (dialog takes the low 8 bits, as the shell does: -1 is 255).
    init(environment: (String) -> String?) {
        self.init()
        for exit in CompatExit.allCases {
            guard let text = environment(exit.variable), let number = Int32(text) else { continue }
            codes[exit] = number & 0xFF
        }
    }

    /// The exit status for `exit`: item help is Help's and a timeout Esc's unless their variable
    /// set them.
    subscript(exit: CompatExit) -> Int32 {
        if let code = codes[exit] { return code }
        switch exit {
        case .itemHelp: return self[.help]
        case .timeout: return self[.escape]
        default: return exit.defaultCode
        }
    }
}
