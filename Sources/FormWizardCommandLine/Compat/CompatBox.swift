import FormWizard

/// One box of a dialog or whiptail command line, with its positional arguments read.
///
/// Heights, widths and list heights are read and checked as dialog reads them, then left to
/// our layout: every box sizes itself to the screen and its text (dialog's `0 0`, always).
enum CompatBox: Hashable, Sendable {
    /// `--msgbox`, `--yesno`, `--infobox`: a message and buttons (none for an info box).
    case message(MessageKind, text: StyledText)
    /// `--inputbox`, `--passwordbox`: a line of text, masked for a password.
    case input(text: StyledText, initial: String, isSecret: Bool)
    /// `--textbox`: a file to read; `--tailbox`, `--tailboxbg`: a file to follow as it grows.
    case textFile(path: String, follows: Bool)
    /// `--menu`: choose one item.
    case menu(text: StyledText, items: [CompatItem])
    /// `--checklist` (many) and `--radiolist` (one): items with on/off states.
    case checklist(text: StyledText, items: [CompatItem], isRadio: Bool)
    /// `--buildlist`: order some of the items.
    case buildList(text: StyledText, items: [CompatItem])
    /// `--treeview`: items with a depth each.
    case treeView(text: StyledText, items: [CompatItem])
    /// `--inputmenu`: a menu whose items can be renamed.
    case inputMenu(text: StyledText, items: [CompatItem])
    /// `--form`, `--mixedform`, `--passwordform`.
    case form(text: StyledText, fields: [CompatFormField])
    /// `--gauge`: a percentage driven by standard input.
    case gauge(text: StyledText, percent: Int)
    /// `--mixedgauge`: an overall percentage and a row per task.
    case mixedGauge(text: StyledText, percent: Int, tasks: [CompatGaugeTask])
    /// `--pause`: a countdown.
    case pause(text: StyledText, seconds: Int)
    /// `--calendar`: a day (0 fields mean today's).
    case calendar(text: StyledText, day: Int, month: Int, year: Int)
    /// `--timebox`: a time (negative fields mean now's).
    case timeBox(text: StyledText, hour: Int, minute: Int, second: Int)
    /// `--fselect` and `--dselect`: a path to start from.
    case pathSelect(path: String, directories: Bool)
    /// `--editbox`: a file to edit.
    case editBox(path: String)
    /// `--rangebox`: a number between two.
    case rangeBox(text: StyledText, minimum: Int, maximum: Int, value: Int)
    /// `--programbox` (OK at the end) and `--progressbox`: standard input's lines.
    case programOutput(text: StyledText, waits: Bool)
    /// `--prgbox`: a shell command's output.
    case prgBox(text: StyledText, command: String)

    /// The three kinds of message box.
    enum MessageKind: String, Hashable, Sendable {
        case msgbox, yesno, infobox
    }
}

/// An item of a list box: the tag written out, the text shown, an on/off state, an item
/// help line (`--item-help`) and, for a tree, its depth.
struct CompatItem: Hashable, Sendable {
    var tag: String
    /// The item's text, its `\Z` codes read with `--colors`.
    var text: StyledText
    var isOn = false
    var help: String?
    var depth = 0
}

/// A row of `--mixedgauge`: a task's name, its `\Z` codes read with `--colors` (dialog draws
/// them), and its status, shown as typed (as dialog shows it).
struct CompatGaugeTask: Hashable, Sendable {
    var name: StyledText
    var status: String
}

/// A field of `--form`: a label, the text it starts with, and whether it is hidden or read
/// only (`--mixedform`'s type: 1 hidden, 2 read only; `--passwordform` hides all).
struct CompatFormField: Hashable, Sendable {
    var label: String
    var text: String
    var isSecret = false
    var isReadOnly = false
}
