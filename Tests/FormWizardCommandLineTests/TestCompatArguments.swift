import FormWizard
import Testing

@testable import FormWizardCommandLine

/// The widgets a dialog command line makes, or the error it ends with.
private func widgets(
    _ arguments: String..., program: CompatProgram = .dialog, environment: [String: String] = [:]
) throws -> [CompatWidget] {
    let invocation = FormWizardCommand.parse(
        [program.rawValue] + arguments, standardInput: .empty, environment: { environment[$0] })
    guard case .run(let command) = invocation, let compat = command as? CompatCommand else {
        throw ParseFailure(arguments: arguments)
    }
    return compat.widgets
}

/// The options the one box of `arguments` got.
private func options(_ arguments: String...) throws -> CompatOptions {
    try #require(try widgets(arguments + ["--msgbox", "hi", "0", "0"]).first).options
}

private func widgets(_ arguments: [String]) throws -> [CompatWidget] {
    let invocation = FormWizardCommand.parse(["dialog"] + arguments)
    guard case .run(let command) = invocation, let compat = command as? CompatCommand else {
        throw ParseFailure(arguments: arguments)
    }
    return compat.widgets
}

/// What a command line that ends without a screen prints and exits with.
private func finished(_ arguments: String..., program: CompatProgram = .dialog) -> CommandResult? {
    switch FormWizardCommand.parse([program.rawValue] + arguments) {
    case .finished(let result): result
    case .help(let text): CommandResult(code: 0, output: text)
    default: nil
    }
}

struct TestCompatArguments {
    @Test func messageBoxesReadTextAndSize() throws {
        #expect(try widgets("--msgbox", "Hello", "10", "40").map(\.box) == [.message(.msgbox, text: "Hello")])
        #expect(try widgets("--yesno", "Sure?", "0", "0").map(\.box) == [.message(.yesno, text: "Sure?")])
        #expect(try widgets("--infobox", "Wait", "5", "20").map(\.box) == [.message(.infobox, text: "Wait")])
    }

    @Test func inputBoxesTakeAnOptionalInitialText() throws {
        #expect(
            try widgets("--inputbox", "Name?", "8", "40", "Ada").map(\.box) == [
                .input(text: "Name?", initial: "Ada", isSecret: false)
            ])
        #expect(
            try widgets("--passwordbox", "PIN", "8", "40").map(\.box) == [
                .input(text: "PIN", initial: "", isSecret: true)
            ])
    }

    @Test func listBoxesReadTheirItems() throws {
        let menu = try widgets("--menu", "Pick", "0", "0", "0", "a", "Alpha", "b", "Beta")
        #expect(
            menu.map(\.box) == [
                .menu(text: "Pick", items: [CompatItem(tag: "a", text: "Alpha"), CompatItem(tag: "b", text: "Beta")])
            ])
        let checklist = try widgets("--checklist", "Fruit", "0", "0", "0", "a", "Apple", "on", "d", "Dog", "OFF")
        #expect(
            checklist.map(\.box) == [
                .checklist(
                    text: "Fruit",
                    items: [CompatItem(tag: "a", text: "Apple", isOn: true), CompatItem(tag: "d", text: "Dog")],
                    isRadio: false)
            ])
        let radio = try widgets("--radiolist", "One", "0", "0", "0", "x", "X", "ON")
        #expect(
            radio.map(\.box) == [
                .checklist(text: "One", items: [CompatItem(tag: "x", text: "X", isOn: true)], isRadio: true)
            ])
    }

    @Test func itemHelpAddsAColumnAndNoItemDropsOne() throws {
        let help = try widgets("--item-help", "--menu", "Pick", "0", "0", "0", "a", "Alpha", "the first")
        #expect(
            help.map(\.box) == [.menu(text: "Pick", items: [CompatItem(tag: "a", text: "Alpha", help: "the first")])])
        let noItem = try widgets(
            "--noitem", "--checklist", "Pick", "0", "0", "0", "a", "on", "b", "off", program: .whiptail)
        #expect(
            noItem.map(\.box) == [
                .checklist(
                    text: "Pick", items: [CompatItem(tag: "a", text: "", isOn: true), CompatItem(tag: "b", text: "")],
                    isRadio: false)
            ])
    }

    @Test func treeViewReadsDepths() throws {
        let tree = try widgets("--treeview", "T", "0", "0", "0", "r", "root", "off", "0", "c", "child", "on", "1")
        #expect(
            tree.map(\.box) == [
                .treeView(
                    text: "T",
                    items: [
                        CompatItem(tag: "r", text: "root"), CompatItem(tag: "c", text: "child", isOn: true, depth: 1),
                    ])
            ])
    }

    @Test func otherBoxesReadTheirArguments() throws {
        #expect(
            try widgets("--textbox", "/etc/hosts", "0", "0").map(\.box) == [
                .textFile(path: "/etc/hosts", follows: false)
            ])
        #expect(
            try widgets("--tailbox", "/var/log/a", "0", "0").map(\.box) == [
                .textFile(path: "/var/log/a", follows: true)
            ])
        #expect(try widgets("--gauge", "Copying", "6", "40", "30").map(\.box) == [.gauge(text: "Copying", percent: 30)])
        #expect(try widgets("--pause", "Wait", "0", "0", "5").map(\.box) == [.pause(text: "Wait", seconds: 5)])
        #expect(
            try widgets("--calendar", "Day", "0", "0", "1", "12", "2026").map(\.box) == [
                .calendar(text: "Day", day: 1, month: 12, year: 2026)
            ])
        #expect(
            try widgets("--timebox", "At", "0", "0").map(\.box) == [
                .timeBox(text: "At", hour: -1, minute: -1, second: -1)
            ])
        #expect(
            try widgets("--rangebox", "Vol", "0", "0", "0", "10", "5").map(\.box) == [
                .rangeBox(text: "Vol", minimum: 0, maximum: 10, value: 5)
            ])
        #expect(try widgets("--dselect", "/tmp", "0", "0").map(\.box) == [.pathSelect(path: "/tmp", directories: true)])
        #expect(try widgets("--programbox", "0", "0").map(\.box) == [.programOutput(text: "", waits: true)])
        #expect(try widgets("--progressbox", "Log", "0", "0").map(\.box) == [.programOutput(text: "Log", waits: false)])
        #expect(try widgets("--prgbox", "ls -l", "0", "0").map(\.box) == [.prgBox(text: "", command: "ls -l")])
        #expect(
            try widgets("--form", "F", "0", "0", "0", "Name:", "1", "1", "Ada", "1", "8", "20", "0").map(\.box) == [
                .form(text: "F", fields: [CompatFormField(label: "Name:", text: "Ada")])
            ])
        #expect(
            try widgets("--mixedform", "F", "0", "0", "0", "PIN", "1", "1", "", "1", "8", "8", "0", "1").map(\.box) == [
                .form(text: "F", fields: [CompatFormField(label: "PIN", text: "", isSecret: true)])
            ])
    }

    /// Each box has its own options: dialog clears them before each box (`TestCompatChain`).
    @Test func andWidgetChainsBoxesEachWithItsOwnOptions() throws {
        let chain = try widgets(
            "--title", "One", "--msgbox", "a", "0", "0", "--and-widget", "--yesno", "b", "0", "0", "--and-widget",
            "--title", "Three", "--inputbox", "c", "0", "0")
        #expect(chain.map(\.options.title) == ["One", "", "Three"])
        #expect(chain.count == 3)
    }

    @Test func aBoxAfterABoxChainsAsWithAndWidget() throws {
        let chain = try widgets("--inputbox", "a", "0", "0", "--title", "T", "--inputbox", "b", "0", "0")
        #expect(chain.map(\.options.title) == ["", "T"])
        #expect(chain.count == 2)
    }

    @Test func optionsAfterABoxAreItsToo() throws {
        let chain = try widgets("--msgbox", "a", "0", "0", "--title", "Late")
        #expect(chain.map(\.options.title) == ["Late"])
    }

    @Test func commonOptionsAreRead() throws {
        #expect(try options("--title", "T").title == "T")
        #expect(try options("--backtitle", "B").backtitle == "B")
        #expect(try options("--ok-label", "Go").okLabel == "Go")
        #expect(try options("--cancel-label", "Stop").cancelLabel == "Stop")
        #expect(try options("--yes-label", "Y").yesLabel == "Y")
        #expect(try options("--no-label", "N").noLabel == "N")
        #expect(try options("--extra-button").extraButton)
        #expect(try options("--extra-label", "More").extraLabel == "More")
        #expect(try options("--help-button").helpButton)
        #expect(try options("--help-label", "?").helpLabel == "?")
        #expect(try options("--no-cancel").noCancel)
        #expect(try options("--nocancel").noCancel)
        #expect(try options("--no-ok").noOK)
        #expect(try options("--default-item", "b").defaultItem == "b")
        #expect(try options("--defaultno").defaultButton == .no)
        #expect(try options("--default-button", "extra").defaultButton == .extra)
        #expect(try options("--item-help").itemHelp)
        #expect(try options("--insecure").insecure)
        #expect(try options("--max-input", "12").maxInput == 12)
        #expect(try options("--timeout", "7").timeout == 7)
        #expect(try options("--sleep", "2").sleep == 2)
        #expect(try options("--stdout").destination == .standardOutput)
        #expect(try options("--stdout", "--stderr").destination == .standardError)
        #expect(try options("--output-fd", "1").destination == .standardOutput)
        #expect(try options("--output-fd", "4").destination == .descriptor(4))
        #expect(try options("--separate-output").quoting.separateOutput)
        #expect(try options("--single-quoted").quoting.singleQuoted)
        #expect(try options("--quoted").quoting.quotesAll)
        #expect(try options("--colors").text.readsColors)
        #expect(try !options("--no-collapse").text.collapses)
        #expect(try options("--cr-wrap").text.keepsLineBreaks)
        #expect(try options("--trim").text.trims)
        #expect(try options("--separate-widget", "|").separateWidget == "|")
        #expect(
            try options("--aspect", "9", "--begin", "1", "2", "--clear", "--keep-window").accepted == [
                "--aspect", "--begin", "--clear", "--keep-window",
            ])
    }

    @Test func whiptailOptionsAreRead() throws {
        let read = try #require(
            try widgets(
                "--ok-button", "Go", "--cancel-button", "Stop", "--yes-button", "Y", "--no-button", "N", "--scrolltext",
                "--fb", "--notags", "--topleft", "--output-fd", "3", "--msgbox", "m", "0", "0", program: .whiptail
            ).first
        ).options
        #expect([read.okLabel, read.cancelLabel, read.yesLabel, read.noLabel] == ["Go", "Stop", "Y", "N"])
        #expect(read.scrollText && read.noTags && read.destination == .descriptor(3))
        #expect(read.accepted == ["--fb", "--topleft"])
    }

    @Test func textRulesApplyToTheBoxText() throws {
        let box = try widgets("--colors", "--msgbox", "\\Zb\\Z1Red\\Zn  and\\nplain", "0", "0").map(\.box)
        let text: StyledText = [.init("Red", attributes: .bold, foreground: .red), .init("  and\nplain")]
        #expect(box == [.message(.msgbox, text: text)])
    }

    /// whiptail keeps blanks and real line breaks where dialog collapses or joins them (as seen
    /// in tmux with whiptail 0.52.23: `p  q` over `s`, `one  two` over `three`).
    @Test func whiptailKeepsBlanksAndLineBreaks() throws {
        let whiptail = try widgets("--msgbox", "one  two\nthree\n  four", "0", "0", program: .whiptail).map(\.box)
        #expect(whiptail == [.message(.msgbox, text: "one  two\nthree\n  four")])
        let dialog = try widgets("--msgbox", "one  two\nthree\n  four", "0", "0").map(\.box)
        #expect(dialog == [.message(.msgbox, text: "one two\nthree\n four")])
    }

    @Test func errorsExitWithDialogsErrorStatus() {
        let unknown = finished("--bogus")
        #expect(
            unknown
                == CommandResult(
                    code: 255, errorOutput: "dialog: unknown option '--bogus'\nUse --help to list options.\n"))
        #expect(
            finished("--menu", "x", "0")?.errorOutput == "dialog: --menu needs its width\nUse --help to list options.\n"
        )
        #expect(finished("--msgbox", "x", "ten", "0")?.code == 255)
        #expect(finished("--checklist", "x", "0", "0", "0", "a", "b")?.code == 255)
        #expect(finished("--title", "x")?.code == 255)
        #expect(finished("--and-widget", "--msgbox", "x", "0", "0")?.code == 255)
        #expect(finished("--default-button", "maybe", "--msgbox", "a", "0", "0")?.code == 255)
    }

    @Test func versionAndHelpPrintOnStandardOutput() {
        #expect(finished("--version") == CommandResult(code: 0, output: "Version: 1.3-20230209 (formwizard)\n"))
        #expect(finished("--help")?.output?.hasPrefix("Usage: dialog [COMMON OPTIONS] BOX") == true)
        #expect(finished("--help", program: .whiptail)?.output?.hasPrefix("Usage: whiptail") == true)
    }

    /// `formwizard help dialog` (and `help whiptail`) prints what `--help` prints there.
    @Test func helpNamesTheCompatiblePrograms() {
        for program in CompatProgram.allCases {
            #expect(
                parsedInvocation(["help", program.rawValue], standardInput: .empty)
                    == .help(CompatCommandLine.help(program)))
        }
    }

    @Test func aLinkNamedDialogOrWhiptailIsThatProgram() {
        #expect(FormWizardCommand.compatibleProgram(path: "/usr/local/bin/dialog") == "dialog")
        #expect(FormWizardCommand.compatibleProgram(path: "whiptail") == "whiptail")
        #expect(FormWizardCommand.compatibleProgram(path: "/usr/bin/formwizard") == nil)
    }

    @Test func environmentOverridesExitCodesForDialogOnly() throws {
        let dialog = FormWizardCommand.parse(
            ["dialog", "--msgbox", "a", "0", "0"], environment: { $0 == "DIALOG_ESC" ? "9" : nil })
        guard case .run(let command as CompatCommand) = dialog else { throw ParseFailure(arguments: []) }
        #expect(command.codes[.escape] == 9)
        let whiptail = FormWizardCommand.parse(
            ["whiptail", "--msgbox", "a", "0", "0"], environment: { $0 == "DIALOG_ESC" ? "9" : nil })
        guard case .run(let other as CompatCommand) = whiptail else { throw ParseFailure(arguments: []) }
        #expect(other.codes[.escape] == 255)
    }
}
