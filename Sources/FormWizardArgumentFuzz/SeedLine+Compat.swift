extension SeedLine {
    /// A valid box of dialog's command line (`formwizard dialog --help`), with its arguments;
    /// `dialog` lines are common options and one or more of these.
    static let dialogBoxes: [SeedLine] = [
        SeedLine("--msgbox {T} {S} {S}"),
        SeedLine("--yesno {T} {S} {S}"),
        SeedLine("--infobox {T} {S} {S}"),
        SeedLine("--inputbox {T} {S} {S} {T}"),
        SeedLine("--passwordbox {T} {S} {S}"),
        SeedLine("--textbox {F} {S} {S}"),
        SeedLine("--tailbox {F} {S} {S}"),
        SeedLine("--tailboxbg {F} {S} {S}"),
        SeedLine("--editbox {F} {S} {S}"),
        SeedLine("--programbox {T} {S} {S}", feed: .lines),
        SeedLine("--programbox {S} {S}", feed: .lines),
        SeedLine("--progressbox {T} {S} {S}", feed: .lines),
        SeedLine("--prgbox {T} {SH} {S} {S}"),
        SeedLine("--prgbox {SH} {S} {S}"),
        SeedLine("--menu {T} {S} {S} {L} {W} {T} {W} {T} {W} {T}"),
        SeedLine("--inputmenu {T} {S} {S} {L} {W} {T} {W} {T}"),
        SeedLine("--checklist {T} {S} {S} {L} {W} {T} on {W} {T} off"),
        SeedLine("--radiolist {T} {S} {S} {L} {W} {T} off {W} {T} on"),
        SeedLine("--buildlist {T} {S} {S} {L} {W} {T} on {W} {T} off {W} {T} off"),
        SeedLine("--treeview {T} {S} {S} {L} {W} {T} on 0 {W} {T} off 1 {W} {T} off 1"),
        SeedLine("--form {T} {S} {S} {L} Name: 1 1 {T} 1 10 20 0 Age: 2 1 36 2 10 5 0"),
        SeedLine("--mixedform {T} {S} {S} {L} Name: 1 1 {T} 1 10 20 0 0 Pin: 2 1 x 2 10 8 0 1"),
        SeedLine("--passwordform {T} {S} {S} {L} Pin: 1 1 {T} 1 10 20 0"),
        SeedLine("--gauge {T} {S} {S} 10", feed: .gauge),
        SeedLine("--mixedgauge {T} {S} {S} 40 one 0 two 1 three -50 four 7"),
        SeedLine("--pause {T} {S} {S} 2"),
        SeedLine("--calendar {T} {S} {S} 7 12 2026"),
        SeedLine("--timebox {T} {S} {S} 9 5 30"),
        SeedLine("--fselect {D} {S} {S}"),
        SeedLine("--dselect {D} {S} {S}"),
        SeedLine("--rangebox {T} {S} {S} 0 100 50"),
    ]

    /// dialog's common options, each with its values.
    static let dialogCommon: [SeedLine] = [
        "--title {T}", "--backtitle {T}", "--ok-label {W}", "--cancel-label {W}", "--yes-label {W}",
        "--no-label {W}", "--exit-label {W}", "--extra-button", "--extra-label {W}", "--help-button",
        "--help-label {W}", "--help-status", "--help-tags", "--no-cancel", "--nocancel", "--no-ok",
        "--default-item {W?}", "--defaultno", "--default-button extra", "--item-help", "--insecure",
        "--max-input 20", "--timeout 2", "--sleep 1", "--stdout", "--stderr", "--output-fd 1", "--output-fd 3",
        "--separate-output", "--single-quoted", "--quoted", "--separate-widget {T}", "--colors", "--shadow",
        "--no-shadow", "--no-collapse", "--cr-wrap", "--trim", "--no-nl-expand", "--tab-correct", "--tab-len 4",
        "--scrolltext", "--notags", "--noitem", "--aspect 9", "--begin 2 2", "--clear", "--keep-window",
        "--ascii-lines", "--no-lines", "--hline {T}", "--hfile @small.txt", "--week-start 1",
        "--date-format %d/%m/%Y", "--time-format %H.%M", "--print-maxsize",
    ].map { SeedLine($0) }

    /// The boxes whiptail has.
    static let whiptailBoxes: [SeedLine] = [
        SeedLine("--msgbox {T} {S} {S}"),
        SeedLine("--yesno {T} {S} {S}"),
        SeedLine("--infobox {T} {S} {S}"),
        SeedLine("--inputbox {T} {S} {S} {T}"),
        SeedLine("--passwordbox {T} {S} {S}"),
        SeedLine("--textbox {F} {S} {S}"),
        SeedLine("--menu {T} {S} {S} {L} {W} {T} {W} {T}"),
        SeedLine("--checklist {T} {S} {S} {L} {W} {T} ON {W} {T} OFF"),
        SeedLine("--radiolist {T} {S} {S} {L} {W} {T} OFF {W} {T} ON"),
        SeedLine("--gauge {T} {S} {S} 10", feed: .gauge),
    ]

    /// whiptail's options.
    static let whiptailCommon: [SeedLine] = [
        "--title {T}", "--backtitle {T}", "--yes-button {W}", "--no-button {W}", "--ok-button {W}",
        "--cancel-button {W}", "--defaultno", "--default-item {W?}", "--fb", "--nocancel", "--noitem", "--notags",
        "--scrolltext", "--separate-output", "--output-fd 1", "--topleft", "--clear",
    ].map { SeedLine($0) }
}
