extension SeedLine {
    /// A valid command line of every native subcommand (see `formwizard COMMAND --help`), some
    /// several ways; `native` lines start with the subcommand.
    static let native: [SeedLine] = [
        SeedLine("alert --title {T} --message {T} --button {W} --button {W} --cancel-button {W} --default {W?}"),
        SeedLine("alert --message {T}"),
        SeedLine("confirm --title {T} --message {T} --yes-label {W} --no-label {W} --default no"),
        SeedLine("input --title {T} --message {T} --default {T} --placeholder {T} --max-length 20"),
        SeedLine("password --title {T} --message {T}"),
        SeedLine(
            "menu --title {T} --message {T} --item {W}={T} --item {W} --label {T} --detail {T} --item {W} --default {W?}"
        ),
        SeedLine("menu --items-from @items.txt --item {W}"),
        SeedLine("menu --items-from -", feed: .lines),
        SeedLine("table --csv @table.csv --columns 1,3 --sort 1 --descending --freeze --multiple --title {T}"),
        SeedLine("table --tsv @table.tsv --no-header"),
        SeedLine("table --csv - --separator ;", feed: .csv),
        SeedLine("tree --items-from @tree.txt --expand --folders --title {T}"),
        SeedLine("tree --paths --separator / --expand", feed: .tree),
        SeedLine("filter --title {T} --placeholder {T} --item {T} --item {T} --limit 2"),
        SeedLine("filter --no-limit", feed: .lines),
        SeedLine(
            "buildlist --title {T} --message {T} --item {W}={T} --item {W} --item {W} --chosen {W?} --min 1 --json"),
        SeedLine("inputmenu --title {T} --message {T} --item {W}={T} --item {W} --default {W?} --json"),
        SeedLine("checklist --title {T} --message {T} --item {W}={T} --item {W} --checked {W?} --min 0 --max 2 --json"),
        SeedLine("radiolist --title {T} --message {T} --item {W} --item {W}={T} --default {W?}"),
        SeedLine("gauge --title {T} --message {T} --percent 10 --cancel", feed: .gauge),
        SeedLine("gauge --message {T}", feed: .gauge),
        SeedLine("mixedgauge --title {T} --message {T} --task {W} --task {W} --cancel", feed: .tasks),
        SeedLine(
            "calendar --title {T} --message {T} --date 2026-12-07 --min 2026-01-01 --max 2027-12-31"
                + " --first-weekday sunday --format %F"),
        SeedLine("calendar --date today --format %A,%j"),
        SeedLine("timebox --title {T} --message {T} --time 09:05:30 --format %T"),
        SeedLine("timebox --time now --no-seconds --format %I:%M%p"),
        SeedLine("rangebox --title {T} --message {T} --min 0 --max 100 --step 5 --value 50"),
        SeedLine("rangebox --min -10 --max 10"),
        SeedLine("pause --seconds 2 --title {T} --message {T} --ok-label {W} --cancel-label {W}"),
        SeedLine("textbox --title {T} --no-wrap --line-numbers {F}"),
        SeedLine("pager {F}"),
        SeedLine("textbox -", feed: .lines),
        SeedLine("programbox --title {T} --message {T} --lines 100", feed: .lines),
        SeedLine("progressbox --title {T} --message {T} --lines 5", feed: .lines),
        SeedLine("prgbox --title {T} --message {T} --lines 100 -- {C}"),
        SeedLine("spin --title {T} --show-output -- {C}"),
        SeedLine("fselect --ext txt,md --hidden --title {T} {D}"),
        SeedLine("fselect"),
        SeedLine("dselect --hidden --title {T} {D}"),
        SeedLine(
            "form --title {T} --message {T} --field name=Name:required --field email=E-mail:email"
                + " --field age=Age:number,signed --secret pin=PIN --value name={T} --value age=-5"),
        SeedLine("form --field n=Name: --field age:number --values @values.json"),
        SeedLine("form --field amount=Amount:decimal --field name --values -", feed: .json),
        SeedLine("editbox --title {T} --line-numbers {F}"),
        SeedLine("editbox -", feed: .lines),
        SeedLine("login --title {T} --hint {T} --print-password"),
        SeedLine("address --title {T} --hint {T} --country GB"),
        SeedLine("payment --title {T} --hint {T}"),
        SeedLine("checkout --signed-in --latency-ms 10 --fail stock --products 100"),
        SeedLine("checkout"),
        SeedLine("quiz --latency-ms 10"),
        SeedLine("gallery"),
        SeedLine("themes --title {T} --selected dark"),
        SeedLine("tailbox --title {T} --lines 10 {F}"),
        SeedLine("infobox --message {T} --title {T}"),
        SeedLine("help menu"),
        SeedLine("--completion bash"),
    ]

    /// Options every native command takes, each with its value; a line gets a few of them.
    static let nativeCommon: [SeedLine] = [
        SeedLine("--timeout 0.5"), SeedLine("--timeout 2"), SeedLine("--theme dark"), SeedLine("--theme monochrome"),
        SeedLine("--theme @theme.txt"), SeedLine("--no-mouse"), SeedLine("--accessible"),
    ]
}
