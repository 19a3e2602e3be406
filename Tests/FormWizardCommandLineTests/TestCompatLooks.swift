import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

/// The drop-in's boxes as the real programs draw them: `--menu`, `--checklist` and
/// `--radiolist`, back titles, and dialog's rule over the buttons.
/// whiptail's as newt does: the list height given, under a blank row, a menu's entries
/// centred, newt's scroll bar. dialog's in a frame of their own that takes the rest of the
/// box, the entries centred in it, `↑(-)`/`↓(+)` and the share shown on the frame. Neither has
/// a key hint, count or `▲ n more`. Each expected box is what whiptail 0.52.23 or dialog
/// 1.3-20230209 drew in tmux at 80x24 for the same line and keys, copied character for
/// character.
@MainActor
struct TestCompatLooks {
    /// The box's rows (from its top border to its bottom one) after `keys`, trailing blanks cut;
    /// the keys go once it shows `text` (a file's line, read after the first frame).
    private func box(
        _ arguments: [String], keys: [Key], program: String = "whiptail", showing text: String? = nil
    ) async throws -> [String] {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term)
        let result = screen.start(try command([program] + arguments))
        if let text {
            await screen.waitUntilShown("the \(program) box showing “\(text)”") { term.lines.joined().contains(text) }
        } else {
            await screen.waitUntilShown("the \(program) box")
        }
        for key in keys {
            term.send(key)
            await screen.waitUntilIdle()
        }
        let lines = term.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        screen.shutdown()
        _ = await result.value
        let top = try #require(lines.firstIndex { $0.contains("┌") })
        let bottom = try #require(lines.lastIndex { $0.contains("└") })
        return Array(lines[top...bottom])
    }

    static let fruits = ["a", "Apple", "b", "Banana", "c", "Cherry", "d", "Date", "e", "Elder", "f", "Fig"]

    @Test func aMenuIsCentredWithItsListHeightAndNewtsScrollBar() async throws {
        let menu = ["--title", "Pick one", "--menu", "Choose a fruit:", "14", "50", "4"] + Self.fruits
        let blank = "               │                                                │"
        let frame = [
            "               ┌──────────────────┤ Pick one ├──────────────────┐",
            "               │ Choose a fruit:                                │",
            blank,
        ]
        let foot = [
            blank, blank, blank, blank,
            "               │           <Ok>               <Cancel>          │",
            blank,
            "               └────────────────────────────────────────────────┘",
        ]
        #expect(
            try await box(menu, keys: [.down]) == frame + [
                "               │                   a Apple   ↑                  │",
                "               │                   b Banana  ▮                  │",
                "               │                   c Cherry  ▒                  │",
                "               │                   d Date    ↓                  │",
            ] + foot)
        #expect(
            try await box(menu, keys: [.down, .down, .down, .down, .down]) == frame + [
                "               │                   c Cherry  ↑                  │",
                "               │                   d Date    ▒                  │",
                "               │                   e Elder   ▮                  │",
                "               │                   f Fig     ↓                  │",
            ] + foot)
    }

    @Test func aMenuThatFitsHasNoScrollBar() async throws {
        let lines = try await box(["--menu", "Choose:", "16", "50", "3", "a", "Apple", "b", "Banana"], keys: [])
        #expect(lines[3] == "               │                    a Apple                     │")
        #expect(lines[4] == "               │                    b Banana                    │")
        #expect(lines[5] == "               │                                                │")
    }

    @Test func aChecklistAndARadioListStartTwoColumnsInWithTheBarAtTheRight() async throws {
        let checklist =
            ["--title", "Pick some", "--checklist", "Choose fruits:", "14", "50", "4"]
            + ["a", "Apple", "on", "b", "Banana", "off", "c", "Cherry", "on", "d", "Date", "off"]
            + ["e", "Elder", "off", "f", "Fig", "off"]
        let lines = try await box(checklist, keys: [.down])
        #expect(
            Array(lines[0...7]) == [
                "               ┌─────────────────┤ Pick some ├──────────────────┐",
                "               │ Choose fruits:                                 │",
                "               │                                                │",
                "               │  [*] a  Apple                              ↑   │",
                "               │  [ ] b  Banana                             ▮   │",
                "               │  [*] c  Cherry                             ▒   │",
                "               │  [ ] d  Date                               ↓   │",
                "               │                                                │",
            ])
        let scrolled = try await box(checklist, keys: [.down, .down, .down, .down, .down])
        #expect(scrolled[3] == "               │  [*] c  Cherry                             ↑   │")
        #expect(scrolled[5] == "               │  [ ] e  Elder                              ▮   │")
        let radio =
            ["--radiolist", "Pick:", "14", "50", "3"]
            + ["a", "Apple", "on", "b", "Banana", "off", "c", "Cherry", "off", "d", "Date", "off"]
        let radioLines = try await box(radio, keys: [.down])
        #expect(
            Array(radioLines[3...6]) == [
                "               │  (*) a  Apple                              ↑   │",
                "               │  ( ) b  Banana                             ▮   │",
                "               │  ( ) c  Cherry                             ↓   │",
                "               │                                                │",
            ])
    }

    /// `/` is a letter in whiptail's checklist, not the library's filter.
    @Test func slashStartsNoFilter() async throws {
        let lines = try await box(
            ["--checklist", "Pick:", "12", "40", "2", "a", "Apple", "off", "b", "Banana", "off"],
            keys: [.character("/")])
        #expect(!lines.joined().contains("/ "))
        #expect(lines[3].contains("[ ] a  Apple"))
    }

    @Test func dialogFramesTheListInTheRestOfTheBox() async throws {
        let menu = ["--title", "Pick one", "--menu", "Choose a fruit:", "12", "50", "4"] + Self.fruits
        let head = [
            "              ┌───────────────────Pick one─────────────────────┐",
            "              │ Choose a fruit:                                │",
        ]
        let foot = [
            "              ├────────────────────────────────────────────────┤",
            "              │           <  OK  >      <Cancel>               │",
            "              └────────────────────────────────────────────────┘",
        ]
        #expect(
            try await box(menu, keys: [.down], program: "dialog") == head + [
                "              │ ┌────────────────────────────────────────────┐ │",
                "              │ │                 a  Apple                   │ │",
                "              │ │                 b  Banana                  │ │",
                "              │ │                 c  Cherry                  │ │",
                "              │ │                 d  Date                    │ │",
                "              │ │                 e  Elder                   │ │",
                "              │ └────↓(+)────────────────────────────83%─────┘ │",
            ] + foot)
        #expect(
            try await box(menu, keys: [.down, .down, .down, .down, .down], program: "dialog") == head + [
                "              │ ┌────↑(-)────────────────────────────────────┐ │",
                "              │ │                 b  Banana                  │ │",
                "              │ │                 c  Cherry                  │ │",
                "              │ │                 d  Date                    │ │",
                "              │ │                 e  Elder                   │ │",
                "              │ │                 f  Fig                     │ │",
                "              │ └────────────────────────────────────100%────┘ │",
            ] + foot)
        let radio =
            ["--title", "Pick some", "--radiolist", "Choose fruits:", "12", "50", "4"]
            + ["a", "Apple", "on", "b", "Banana", "off", "c", "Cherry", "on", "d", "Date", "off"]
            + ["e", "Elder", "off", "f", "Fig", "off"]
        let lines = try await box(radio, keys: [.down], program: "dialog")
        #expect(lines[0] == "              ┌──────────────────Pick some─────────────────────┐")
        #expect(lines[3] == "              │ │               (*) a  Apple                 │ │")
        #expect(lines[8] == "              │ └───────────────────↓(+)─────────────83%─────┘ │")
        let tall = try await box(
            ["--menu", "Choose:", "16", "50", "3", "a", "Apple", "bb", "Banana"], keys: [], program: "dialog")
        #expect(tall.count == 16)
        #expect(tall[3] == "              │ │                 a   Apple                  │ │")
        #expect(tall[11] == "              │ │                                            │ │")
        #expect(tall[12] == "              │ └────────────────────────────────────────────┘ │")
    }

    /// debconf's lists: tags with empty texts (`Africa ''`), as whiptail 0.52.23 places them.
    @Test func aWhiptailMenuOfTagsAloneIsPlacedAsNewtPlacesIt() async throws {
        let areas = ["Africa", "", "America", "", "Antarctica", "", "Asia", "", "Europe", "", "Etc", ""]
        let scrolling = try await box(["--menu", "Area:", "16", "50", "4"] + areas, keys: [])
        #expect(scrolling[3] == "               │                 Africa         ↑               │")
        #expect(scrolling[4] == "               │                 America        ▮               │")
        let fitting = try await box(["--menu", "Area:", "16", "50", "8"] + areas.prefix(8), keys: [])
        #expect(fitting[3] == "               │                  Africa                        │")
    }

    /// whiptail's back title is the text alone from the first column; dialog's is underlined.
    @Test func theBackTitleIsTheImitatedPrograms() async throws {
        for (program, second) in [("whiptail", ""), ("dialog", " " + String(repeating: "─", count: 78))] {
            let term = VirtualTerminal(columns: 80, rows: 24)
            let screen = Screen(terminal: term)
            let result = screen.start(
                try command([program, "--backtitle", "Package configuration", "--msgbox", "Hi", "8", "30"]))
            await screen.waitUntilShown("the \(program) message box")
            let lines = term.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
            #expect(lines[0] == (program == "whiptail" ? "" : " ") + "Package configuration")
            #expect(lines[1] == second)
            screen.shutdown()
            _ = await result.value
        }
    }

    /// dialog rules off its buttons in every box: `├───┤` on the row above them.
    @Test func dialogRulesOffTheButtonsOfAMessageAndAQuestion() async throws {
        #expect(
            try await box(["--title", "Hello", "--msgbox", "A message here", "8", "40"], keys: [], program: "dialog")
                == [
                    "                   ┌───────────────Hello──────────────────┐",
                    "                   │ A message here                       │",
                    "                   │                                      │",
                    "                   │                                      │",
                    "                   │                                      │",
                    "                   ├──────────────────────────────────────┤",
                    "                   │               <  OK  >               │",
                    "                   └──────────────────────────────────────┘",
                ])
        let question = try await box(["--yesno", "Proceed?", "8", "40"], keys: [], program: "dialog")
        #expect(question[5] == "                   ├──────────────────────────────────────┤")
        #expect(question[6] == "                   │         < Yes >     < No  >          │")
    }

    /// dialog's text box: the text down to the rule, `↑(-)`/`↓(+)` on the frame and how far
    /// down the file the page reaches, in bytes (line 11 of 100 ends 9% in); whiptail's: a
    /// blank row above and under the text. No status row in either.
    @Test func aTextBoxIsLaidOutAsEachProgramLaysItOut() async throws {
        let file = FollowedPath()
        try file.put((1...100).map { "line \($0)\n" }.joined())
        let textbox = ["--title", "Log", "--textbox", file.path, "15", "40"]
        let text = { (range: ClosedRange<Int>, pad: Int) in
            range.map { "                   │ line \($0)" + String(repeating: " ", count: pad - "\($0)".count) + "│" }
        }
        let foot = [
            "                   │               < EXIT >               │",
            "                   └──────────────────────────────────────┘",
        ]
        let first = try await box(textbox, keys: [], program: "dialog", showing: "line 9")
        #expect(
            first == [
                "                   ┌────────────────Log───────────────────┐"
            ] + text(1...11, 32) + ["                   ├────↓(+)──────────────────────9%──────┤"] + foot,
            "\(first.joined(separator: "\n"))")
        let second = try await box(textbox, keys: [.pageDown], program: "dialog", showing: "line 9")
        #expect(
            second == [
                "                   ┌────↑(-)────────Log───────────────────┐"
            ] + text(12...22, 32) + ["                   ├────↓(+)──────────────────────21%─────┤"] + foot,
            "\(second.joined(separator: "\n"))")
        // dialog counts the empty line after the last line break: End shows it under line 100;
        // one row up, no byte is below the view, so no ↓(+).
        let empty = "                   │                                      │"
        let end = try await box(textbox, keys: [.end], program: "dialog", showing: "line 9")
        #expect(
            end == ["                   ┌────↑(-)────────Log───────────────────┐"] + text(91...99, 32)
                + ["                   │ line 100                             │", empty]
                + ["                   ├──────────────────────────────100%────┤"] + foot,
            "\(end.joined(separator: "\n"))")
        let up = try await box(textbox, keys: [.end, .up], program: "dialog", showing: "line 9")
        #expect(
            up == ["                   ┌────↑(-)────────Log───────────────────┐"] + text(90...99, 32)
                + ["                   │ line 100                             │"]
                + ["                   ├──────────────────────────────100%────┤"] + foot,
            "\(up.joined(separator: "\n"))")
        let blank = "                    │                                      │"
        #expect(
            try await box(textbox, keys: [], showing: "line 9") == [
                "                    ┌───────────────┤ Log ├────────────────┐", blank,
            ] + text(1...9, 32).map { " " + $0 } + [
                blank, "                    │                <Ok>                  │", blank,
                "                    └──────────────────────────────────────┘",
            ])
    }

    /// A file as long as the view: dialog's empty last line is one row below it, and a view
    /// that reaches the end of the file shows `↑(-)` only from its third line (dialog counts
    /// the view's line breaks back from the end, and the last line has none).
    @Test func aTextBoxOneLineLongerThanItsViewScrollsOnceWithoutMarks() async throws {
        let file = FollowedPath()
        try file.put((1...11).map { "line \($0)\n" }.joined())
        let textbox = ["--textbox", file.path, "15", "40"]
        let row = { (line: Int) in
            "                   │ line \(line)" + String(repeating: " ", count: 32 - "\(line)".count) + "│"
        }
        let top = "                   ┌──────────────────────────────────────┐"
        let rule = "                   ├──────────────────────────────────────┤"
        let foot = [
            "                   │               < EXIT >               │",
            "                   └──────────────────────────────────────┘",
        ]
        let first = try await box(textbox, keys: [], program: "dialog", showing: "line 9")
        #expect(first == [top] + (1...11).map(row) + [rule] + foot, "\(first.joined(separator: "\n"))")
        let down = try await box(textbox, keys: [.down, .down], program: "dialog", showing: "line 9")
        #expect(
            down == [top] + (2...11).map(row) + ["                   │                                      │", rule]
                + foot,
            "\(down.joined(separator: "\n"))")
    }

    /// `0 0` asks whiptail to guess the size from what the box shows (newt's `guessSize`): the
    /// text and the title, room for buttons, a list's widest tag and item and its rows (which
    /// become its list height), then the frame; its entry is filled with `_`.
    @Test func whiptailGuessesASizeForZeroZero() async throws {
        #expect(
            try await box(["--msgbox", "Hello there, this is a message", "0", "0"], keys: []) == [
                "                     ┌────────────────────────────────────┐",
                "                     │                                    │",
                "                     │ Hello there, this is a message     │",
                "                     │                                    │",
                "                     │               <Ok>                 │",
                "                     │                                    │",
                "                     └────────────────────────────────────┘",
            ])
        #expect(
            try await box(
                ["--title", "Pick", "--menu", "Choose", "0", "0", "0", "a", "Apple", "bb", "Banana", "c", "Cherry"],
                keys: []) == [
                    "                             ┌─────┤ Pick ├──────┐",
                    "                             │ Choose            │",
                    "                             │                   │",
                    "                             │     a  Apple      │",
                    "                             │     bb Banana     │",
                    "                             │     c  Cherry     │",
                    "                             │                   │",
                    "                             │                   │",
                    "                             │ <Ok>     <Cancel> │",
                    "                             │                   │",
                    "                             └───────────────────┘",
                ])
        #expect(
            try await box(["--inputbox", "Your name", "0", "0", "Ada"], keys: []) == [
                "                             ┌───────────────────┐",
                "                             │ Your name         │",
                "                             │                   │",
                "                             │ Ada______________ │",
                "                             │                   │",
                "                             │ <Ok>     <Cancel> │",
                "                             │                   │",
                "                             └───────────────────┘",
            ])
        #expect(
            try await box(["--yesno", "Line one\nLine two is longer", "0", "0"], keys: []) == [
                "                           ┌────────────────────────┐",
                "                           │                        │",
                "                           │ Line one               │",
                "                           │ Line two is longer     │",
                "                           │                        │",
                "                           │   <Yes>      <No>      │",
                "                           │                        │",
                "                           └────────────────────────┘",
            ])
    }

    /// `0 0` asks dialog to size the box (`dlg_auto_size`): the text wrapped at a width for an
    /// aspect ratio of 9, at least the box's least width, then its rows.
    @Test func dialogSizesAMessageForZeroZero() async throws {
        #expect(
            try await box(["--msgbox", "Hello there, this is a message", "0", "0"], keys: [], program: "dialog") == [
                "                              ┌────────────────┐",
                "                              │ Hello there,   │",
                "                              │ this is a      │",
                "                              │ message        │",
                "                              ├────────────────┤",
                "                              │   <  OK  >     │",
                "                              └────────────────┘",
            ])
        #expect(
            try await box(
                ["--yesno", "Line one\nLine two is a longer one\nThree", "0", "0"], keys: [], program: "dialog")
                == [
                    "                        ┌────────────────────────────┐",
                    "                        │ Line one                   │",
                    "                        │ Line two is a longer one   │",
                    "                        │ Three                      │",
                    "                        ├────────────────────────────┤",
                    "                        │     < Yes >   < No  >      │",
                    "                        └────────────────────────────┘",
                ])
    }

    /// whiptail's message boxes as newt lays them out: a blank row above the message and one
    /// under the buttons.
    @Test func whiptailsMessageBoxesStandBetweenBlankRows() async throws {
        let yesno = ["--title", "Hello", "--yesno", "Do you want to continue with the installation?", "10", "50"]
        let wide = "               │                                                │"
        #expect(
            try await box(yesno, keys: []) == [
                "               ┌───────────────────┤ Hello ├────────────────────┐", wide,
                "               │ Do you want to continue with the installation? │", wide, wide, wide, wide,
                "               │           <Yes>              <No>              │", wide,
                "               └────────────────────────────────────────────────┘",
            ])
        let narrow = "                         │                            │"
        #expect(
            try await box(["--title", "Hello", "--msgbox", "Done.", "8", "30"], keys: []) == [
                "                         ┌─────────┤ Hello ├──────────┐", narrow,
                "                         │ Done.                      │", narrow, narrow,
                "                         │           <Ok>             │", narrow,
                "                         └────────────────────────────┘",
            ])
    }
}
