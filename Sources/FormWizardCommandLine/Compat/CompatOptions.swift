/// The options a dialog or whiptail command line gives a box (its "common options"), read
/// before the box (and `DIALOGOPTS`). The next box in a chain starts again from the few dialog
/// keeps (`forNextBox`).
struct CompatOptions: Hashable, Sendable {
    /// Where the answer goes.
    enum Destination: Hashable, Sendable {
        case standardError
        case standardOutput
        /// `--output-fd N`, a descriptor the caller opened.
        case descriptor(Int32)
    }

    /// Which button has focus at first (`--default-button`, `--defaultno`).
    enum DefaultButton: String, Hashable, Sendable {
        case ok, yes, cancel, no, extra, help
    }

    var title = ""
    var backtitle = ""
    var okLabel: String?
    var cancelLabel: String?
    var yesLabel: String?
    var noLabel: String?
    var extraButton = false
    var extraLabel: String?
    var helpButton = false
    var helpLabel: String?
    var exitLabel: String?
    var noCancel = false
    var noOK = false
    var defaultItem: String?
    var defaultButton: DefaultButton?
    var itemHelp = false
    var helpStatus = false
    var helpTags = false
    var insecure = false
    var maxInput: Int?
    /// `--timeout`, in seconds; 0 for none.
    var timeout = 0
    /// `--sleep`, in seconds, after the box.
    var sleep = 0
    var destination = Destination.standardError
    var quoting = CompatQuoting()
    var separateWidget: String?
    var text = CompatText()
    var printsMaxSize = false
    /// Whether a box at a size given leaves room for dialog's shadow (`--no-shadow`: not).
    var shadow = true
    /// whiptail's `--scrolltext`; our messages always scroll when taller than the box.
    var scrollText = false
    /// whiptail's `--notags`: the menu shows the items only.
    var noTags = false
    /// whiptail's `--noitem`: each item is its tag alone (and a status).
    var noItem = false
    /// Options read and accepted whose effect is ours anyway (`--clear`, `--begin`,
    /// `--aspect`, `--fb`, `--topleft`, …), kept for `--help`'s list and the tests.
    var accepted: [String] = []
}
