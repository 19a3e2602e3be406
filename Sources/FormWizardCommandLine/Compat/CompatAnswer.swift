import FormWizard

/// How one box of a chain ended, and what it writes (nothing for a message box).
struct CompatAnswer: Hashable, Sendable {
    var exit: CompatExit
    /// The answer, written where the options say (stderr, `--stdout`, `--output-fd`).
    var text = ""
    /// Why the box failed, always written on standard error: never into the answer a script
    /// captures with `--stdout` or `--output-fd`, as dialog keeps its errors apart.
    var message = ""

    static let escape = CompatAnswer(exit: .escape)
    static let cancel = CompatAnswer(exit: .cancel)
    static let ok = CompatAnswer(exit: .ok)
}

/// One box of a command line with the options it was given.
struct CompatWidget: Hashable, Sendable {
    var options: CompatOptions
    var box: CompatBox
    /// Its `HEIGHT WIDTH`, when not `0 0`.
    var size: DialogSize?
    /// A list's `LIST-HEIGHT`, when more than 0.
    var listHeight: Int? = nil
    /// `HEIGHT` and `WIDTH` as typed (whiptail guesses a size when either is 0 or less, dialog
    /// when either is 0).
    var requested = Requested()

    /// A box's `HEIGHT` and `WIDTH` as typed.
    struct Requested: Hashable, Sendable {
        var height = 0
        var width = 0
    }
}

/// A box that could not be made from its arguments, with the answer that says why.
struct CompatFailure: Error {
    var answer: CompatAnswer
}
