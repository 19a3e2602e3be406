import FormWizard
import Testing

@testable import FormWizardCommandLine

private typealias Parsed = ParsedInvocation

private func parse(_ arguments: String...) -> Parsed? {
    parsedInvocation(arguments, standardInput: .empty)
}

private func parse(_ arguments: [String], standardInput: StandardInput) -> Parsed? {
    parsedInvocation(arguments, standardInput: standardInput)
}

private func usageError(_ command: String, _ message: String) -> Parsed {
    invocationUsageError(command, message)
}

private func button(_ label: String, cancels: Bool = false) -> ButtonPrompt.Button {
    ButtonPrompt.Button(label: label, cancels: cancels)
}

private func alertUsageError(_ message: String) -> Parsed {
    .usageError("formwizard alert: \(message)\nTry 'formwizard alert --help' for more information.\n")
}

struct TestArgumentParsing {
    @Test func noArgumentsPrintsTheUsageAndTheCommands() {
        #expect(parse() == .help(FormWizardCommand.help))
        #expect(parse("checkout") == .checkout(CheckoutCommand.Options()))
    }

    @Test func theGalleryHasACommandOfItsOwn() {
        #expect(parse("gallery") == .gallery)
        #expect(parse("gallery", "--title", "x") == usageError("gallery", "unknown option '--title'"))
    }

    @Test func programHelp() {
        #expect(parse("--help") == .help(FormWizardCommand.help))
        #expect(parse("-h") == .help(FormWizardCommand.help))
        #expect(parse("help") == .help(FormWizardCommand.help))
        #expect(parse("help", "confirm") == .help(ConfirmCommand.help))
    }

    @Test func programHelpListsTheCommands() {
        #expect(
            FormWizardCommand.help == """
                Usage: formwizard COMMAND [OPTIONS]

                Full-screen dialogs for shell scripts. Dialogs are drawn on the terminal (/dev/tty) and
                the answer is printed on stdout, so answer=$(formwizard ...) captures only the answer.

                Commands:
                  alert         show a message with buttons; print the chosen button
                  confirm       ask a yes/no question; exit 0 for yes, 1 for no
                  input         ask for a line of text; print it
                  password      ask for a secret, masked; print it
                  menu          choose one item from a list; print it
                  table         choose a row of a CSV or TSV table; print it as read
                  tree          choose a node of a tree; print its path
                  filter        narrow lines from stdin by fuzzy typing; print the chosen one(s)
                  buildlist     choose items and their order; print them one per line
                  inputmenu     choose an entry, renaming entries in place; print it
                  checklist     choose any number of items from a list; print them, one a line
                  radiolist     mark one item of a list; print it
                  gauge         show progress read from stdin until it ends
                  mixedgauge    show several tasks' progress read from stdin until it ends
                  calendar      choose a day on a month grid; print it (ISO 8601 or --format)
                  timebox       set a time of day (hours, minutes, seconds); print it
                  rangebox      choose a number on a scale (a slider); print it
                  pause         count seconds down with OK and Cancel; exit 0 when done or OK
                  textbox       show a file or stdin to scroll and search (also: pager)
                  programbox    show stdin's lines scrolling in a box, then OK
                  progressbox   show stdin's lines scrolling in a box until it ends
                  prgbox        run a command, show its output in a box, then its exit status
                  spin          show a spinner while a command runs; its output only if it fails
                  fselect       choose a file by browsing folders; print its path
                  dselect       choose a folder by browsing; print its path
                  form          fill in a form of named fields; print them as JSON
                  editbox       edit a text (a file or stdin); print it as saved
                  login         sign in with e-mail and password; print the e-mail as JSON
                  address       fill in a postal address; print it as JSON
                  payment       enter a payment card; print its brand, last 4 and expiry as JSON
                  checkout      the checkout demo: cart to placed order; print the order as JSON
                  quiz          three questions about Swift, scored; print the score
                  gallery       a short tour of the dialogs
                  themes        show the built-in themes; print the chosen one's name
                  tailbox       follow a growing file in a box, like tail -F
                  infobox       show a message in a box and exit at once, leaving it on screen
                  dialog        run a dialog command line unchanged (also: a link named dialog)
                  whiptail      run a whiptail command line unchanged (also: a link named whiptail)

                Exit status: 0 chosen, 1 cancelled (Esc or a cancel button), 2 usage or terminal error, or
                the answer could not be written; 124 timed out (--timeout); 128+N ended by signal N: 130
                interrupted (Ctrl-C), 131 quit (Ctrl-\\), 143 terminated, 129 hung up.

                The mouse clicks buttons, rows, checkboxes and fields, and its wheel scrolls.

                Options of every command:
                  --timeout SECONDS    end the command with exit status 124 (as timeout(1) does) when a
                                       dialog gets no key for that long, printing nothing; each key
                                       starts the wait again
                  --theme NAME|FILE    the colours: a built-in theme (default, classic, high-contrast,
                                       dark, monochrome; 'formwizard themes' shows them) or a theme
                                       file of 'key = value' lines; FORMWIZARD_THEME sets one for every
                                       command; NO_COLOR, or a terminal without colours, draws in
                                       monochrome whatever the theme
                  --no-mouse           leave the mouse to the terminal, for selecting text;
                                       FORMWIZARD_NO_MOUSE=1 in the environment does it for every command
                  --accessible         ask as plain lines instead of drawing, for a screen reader or
                                       answers from a pipe: numbered choices, y/n, passwords with echo
                                       off; FORMWIZARD_ACCESSIBLE=1 does it for every command. A terminal
                                       that cannot draw (TERM unset, dumb or unknown; no /dev/tty) gets
                                       lines anyway

                Options:
                  -h, --help           show this help
                  --version            print the version
                  --man-page           print the manual page (roff), made from these help texts
                  --completion SHELL   print the completion script for bash, zsh or fish

                Run 'formwizard COMMAND --help' for a command's options.

                """)
    }

    /// The options every command takes (`--no-mouse`, `--theme`, `--timeout`, `--accessible`)
    /// may stand before a command's operand, as after it.
    @Test(arguments: [
        ["--no-mouse"], ["--theme", "dark"], ["--timeout", "2"], ["--accessible"], ["--timeout=2", "--no-mouse"],
    ])
    func everyCommandsOptionsBeforeAnOperand(_ options: [String]) throws {
        let file = "/etc/hostname"
        for command in ["textbox", "editbox", "pager"] {
            let before = FormWizardCommand.parse([command] + options + [file])
            let after = FormWizardCommand.parse([command, file] + options)
            guard case .run = before, case .run = after else {
                Issue.record("\(command) \(options) \(file): \(before)")
                continue
            }
        }
        for command in ["fselect", "dselect"] {
            guard case .run = FormWizardCommand.parse([command] + options + ["/tmp"]) else {
                Issue.record("\(command) \(options) /tmp was refused")
                continue
            }
        }
    }

    @Test func unknownCommandAndOption() {
        let hint = "Try 'formwizard --help' for more information.\n"
        #expect(parse("prompt") == .usageError("formwizard: unknown command 'prompt'\n" + hint))
        #expect(parse("--verbose") == .usageError("formwizard: unknown option '--verbose'\n" + hint))
        #expect(parse("help", "nope") == .usageError("formwizard: unknown command 'nope'\n" + hint))
    }

    /// A usage error quotes the argument without the control sequences it holds.
    @Test func usageErrorsQuoteArgumentsWithoutControls() {
        let hint = "Try 'formwizard alert --help' for more information.\n"
        #expect(
            parse("alert", "--\u{1B}]0;x\u{07}")
                == .usageError("formwizard alert: unknown option '--\u{FFFD}]0;x\u{FFFD}'\n" + hint))
    }

    @Test func alertWithEveryOption() {
        #expect(
            parse(
                "alert", "--title", "Hi", "--message", "Hello", "--button", "One", "--button", "Two",
                "--cancel-button", "Cancel", "--default", "Two")
                == .alert(
                    ButtonPrompt(
                        title: "Hi", message: "Hello",
                        buttons: [button("One"), button("Two"), button("Cancel", cancels: true)], focus: 1)))
    }

    @Test func alertDefaultsToOneOKButton() {
        #expect(parse("alert") == .alert(ButtonPrompt(title: "", message: "", buttons: [button("OK")], focus: nil)))
        #expect(
            parse("alert", "--cancel-button", "Close")
                == .alert(
                    ButtonPrompt(
                        title: "", message: "", buttons: [button("OK"), button("Close", cancels: true)], focus: nil)))
    }

    @Test func valuesAfterEqualsSign() {
        #expect(
            parse("alert", "--title=a=b", "--message=", "--button=Go")
                == .alert(ButtonPrompt(title: "a=b", message: "", buttons: [button("Go")], focus: nil)))
    }

    @Test func aValueIsTakenAsItIs() {
        #expect(
            parse("alert", "--title", "--help", "--message", "-x")
                == .alert(ButtonPrompt(title: "--help", message: "-x", buttons: [button("OK")], focus: nil)))
    }

    @Test func subcommandHelp() {
        #expect(parse("alert", "--title", "x", "--help") == .help(AlertCommand.help))
        #expect(parse("alert", "-h", "--nonsense") == .help(AlertCommand.help))
        #expect(parse("confirm", "--help") == .help(ConfirmCommand.help))
        #expect(parse("input", "--help") == .help(InputCommand.help))
        #expect(parse("password", "-h") == .help(PasswordCommand.help))
        #expect(parse("menu", "--help") == .help(MenuCommand.help))
        #expect(parse("help", "gauge") == .help(GaugeCommand.help))
        #expect(parse("form", "--help") == .help(FormCommand.help))
        #expect(parse("login", "--help") == .help(LoginCommand.help))
        #expect(parse("address", "-h") == .help(AddressCommand.help))
        #expect(parse("payment", "--help") == .help(PaymentCommand.help))
        #expect(parse("checkout", "--signed-in", "--help") == .help(CheckoutCommand.help))
        #expect(parse("quiz", "--help") == .help(QuizCommand.help))
        #expect(parse("help", "gallery") == .help(GalleryCommand.help))
    }

    @Test func everySubcommandHasHelpWithUsageOptionsKeysAndExitStatus() {
        for subcommand in FormWizardCommand.subcommands {
            let help = subcommand.help
            #expect(help.hasPrefix("Usage: "), "\(subcommand.name)")
            #expect(help.split(separator: "\n").contains("Options:"), "\(subcommand.name)")
            #expect(help.split(separator: "\n").contains { $0.hasPrefix("Keys: ") }, "\(subcommand.name)")
            #expect(help.split(separator: "\n").contains { $0.hasPrefix("Exit status: ") }, "\(subcommand.name)")
        }
    }

    @Test func usageErrors() {
        #expect(parse("alert", "--titel", "x") == alertUsageError("unknown option '--titel'"))
        #expect(parse("alert", "--title") == alertUsageError("option '--title' needs a value"))
        #expect(parse("alert", "Hello") == alertUsageError("unexpected argument 'Hello'"))
        #expect(parse("alert", "-") == alertUsageError("unexpected argument '-'"))
        #expect(parse("alert", "--button", "") == alertUsageError("option '--button' needs a non-empty label"))
        #expect(parse("alert", "--button=") == alertUsageError("option '--button' needs a non-empty label"))
        #expect(
            parse("alert", "--button", "A", "--default", "B")
                == alertUsageError("--default 'B' is not a button (the buttons are 'A')"))
    }

    @Test func replacementCharactersFromInvalidUTF8PassThrough() {
        #expect(
            parse("alert", "--title", "\u{FFFD}x", "--button", "\u{FFFD}")
                == .alert(ButtonPrompt(title: "\u{FFFD}x", message: "", buttons: [button("\u{FFFD}")], focus: nil)))
    }

    @Test func confirmDefaults() {
        #expect(
            parse("confirm", "--message", "Go on?")
                == .confirm(
                    ButtonPrompt(
                        title: "", message: "Go on?", buttons: [button("Yes"), button("No", cancels: true)], focus: nil,
                        printsLabel: false)
                ))
    }

    @Test func confirmLabelsAndDefault() {
        let buttons = [button("Sure"), button("Nope", cancels: true)]
        #expect(
            parse("confirm", "--yes-label", "Sure", "--no-label", "Nope", "--default", "no", "--print")
                == .confirm(ButtonPrompt(title: "", message: "", buttons: buttons, focus: 1)))
        #expect(
            parse("confirm", "--yes-label", "Sure", "--no-label", "Nope", "--default", "Nope")
                == .confirm(ButtonPrompt(title: "", message: "", buttons: buttons, focus: 1, printsLabel: false)))
        #expect(
            parse("confirm", "--default", "yes")
                == .confirm(
                    ButtonPrompt(
                        title: "", message: "", buttons: [button("Yes"), button("No", cancels: true)], focus: 0,
                        printsLabel: false)
                ))
    }

    @Test func confirmUsageErrors() {
        let hint = "Try 'formwizard confirm --help' for more information.\n"
        #expect(
            parse("confirm", "--button", "x") == .usageError("formwizard confirm: unknown option '--button'\n" + hint))
        #expect(
            parse("confirm", "--no-label", "")
                == .usageError("formwizard confirm: option '--no-label' needs a non-empty label\n" + hint))
        #expect(
            parse("confirm", "--default", "maybe")
                == .usageError(
                    "formwizard confirm: --default 'maybe' is not a button (the buttons are 'Yes', 'No')\n" + hint))
    }

    // MARK: - input

    @Test func inputWithEveryOption() {
        #expect(
            parse(
                "input", "--title", "Name", "--message", "Who are you?", "--default", "Ada", "--placeholder", "Ada L.",
                "--max-length", "20")
                == .input(
                    InputCommand(
                        title: "Name", message: "Who are you?", text: "Ada", placeholder: "Ada L.", maxLength: 20)))
    }

    @Test func inputDefaults() {
        #expect(parse("input") == .input(InputCommand()))
        #expect(parse("input", "--default=", "--max-length=1") == .input(InputCommand(maxLength: 1)))
    }

    @Test func inputUsageErrors() {
        #expect(parse("input", "--button", "x") == usageError("input", "unknown option '--button'"))
        #expect(parse("input", "--default") == usageError("input", "option '--default' needs a value"))
        for given in ["0", "ten", "99999999999999999999", "4611686018427387904"] {
            #expect(
                parse("input", "--max-length", given)
                    == usageError(
                        "input", "option '--max-length' needs a whole number from 1 to 2147483647 (got '\(given)')"))
        }
        #expect(
            parse("input", "--default", "日本語です", "--max-length", "3")
                == usageError("input", "--default has 5 characters, more than --max-length 3"))
    }

    // MARK: - password

    @Test func passwordOptions() {
        #expect(
            parse("password", "--title", "Unlock", "--message", "Passphrase:")
                == .password(PasswordCommand(title: "Unlock", message: "Passphrase:")))
        #expect(parse("password") == .password(PasswordCommand()))
    }

    @Test func passwordTakesNoDefault() {
        #expect(parse("password", "--default", "hunter2") == usageError("password", "unknown option '--default'"))
    }

    // MARK: - menu

    @Test func menuWithEveryOption() {
        #expect(
            parse(
                "menu", "--title", "Server", "--message", "What now?", "--item", "start", "--detail", "Start it",
                "--item", "stop", "--item", "restart", "--detail", "", "--default", "stop")
                == .menu(
                    MenuCommand(
                        title: "Server", message: "What now?",
                        items: [
                            .init(text: "start", detail: "Start it"), .init(text: "stop"),
                            .init(text: "restart", detail: ""),
                        ],
                        selected: 1)))
    }

    @Test func menuSelectsTheFirstItemByDefault() {
        #expect(parse("menu", "--item", "only") == .menu(MenuCommand(items: [.init(text: "only")], selected: 0)))
    }

    @Test func menuItemsAreTakenAsTheyAre() {
        #expect(
            parse("menu", "--item", "a:b", "--item=--help", "--item", "日本 👍")
                == .menu(MenuCommand(items: [.init(text: "a:b"), .init(text: "--help"), .init(text: "日本 👍")])))
    }

    @Test func menuUsageErrors() {
        #expect(parse("menu") == usageError("menu", "a menu needs at least one --item"))
        #expect(parse("menu", "--title", "T") == usageError("menu", "a menu needs at least one --item"))
        #expect(parse("menu", "--item", "") == usageError("menu", "option '--item' needs a non-empty item"))
        #expect(parse("menu", "--item") == usageError("menu", "option '--item' needs a value"))
        #expect(
            parse("menu", "--item", "a", "--item", "a")
                == usageError("menu", "item 'a' is given twice; a script could not tell them apart"))
        #expect(
            parse("menu", "--detail", "x", "--item", "a") == usageError("menu", "--detail 'x' comes before any --item"))
        #expect(
            parse("menu", "--item", "a", "--detail", "x", "--detail", "y")
                == usageError("menu", "item 'a' has two details"))
        #expect(
            parse("menu", "--item", "a", "--item", "b", "--default", "c")
                == usageError("menu", "--default 'c' is not an item (the items are 'a', 'b')"))
        #expect(
            parse(["menu"] + (1...11).flatMap { ["--item", "\($0)"] } + ["--default", "12"], standardInput: .empty)
                == usageError(
                    "menu",
                    "--default '12' is not an item (the items are '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', …)"
                ))
        #expect(parse("menu", "--button", "x") == usageError("menu", "unknown option '--button'"))
    }

    // MARK: - gauge

    @Test func gaugeWithEveryOption() {
        #expect(
            parse("gauge", "--title", "Copying", "--message", "Starting", "--percent", "10", "--cancel")
                == .gauge(.init(title: "Copying", message: "Starting", percent: 10, cancellable: true)))
        #expect(parse("gauge") == .gauge(.init(title: "", message: "", percent: 0, cancellable: false)))
        #expect(parse("gauge", "--percent=100") == .gauge(.init(percent: 100)))
    }

    @Test func gaugeUsageErrors() {
        for percent in ["101", "-1", "50%", "5.5", ""] {
            #expect(
                parse("gauge", "--percent", percent)
                    == usageError("gauge", "option '--percent' needs a whole number from 0 to 100 (got '\(percent)')"))
        }
        #expect(parse("gauge", "--cancel=yes") == usageError("gauge", "option '--cancel' takes no value (got 'yes')"))
        #expect(parse("gauge", "--item", "x") == usageError("gauge", "unknown option '--item'"))
    }

    @Test func gaugeReadsTheStandardInputItIsGiven() {
        let feed = LineFeed()
        let invocation = FormWizardCommand.parse(
            ["gauge"], standardInput: StandardInput(isTerminal: false) { feed })
        guard case .run(let command) = invocation, let gauge = command as? GaugeCommand else {
            Issue.record("gauge was not parsed as a gauge command")
            return
        }
        #expect(gauge.input as? LineFeed === feed)
    }

    @Test func gaugeRefusesAStandardInputThatIsATerminal() {
        let terminal = StandardInput(isTerminal: true) {
            Issue.record("the lines of a terminal were asked for")
            return NoLines()
        }
        #expect(
            parse(["gauge", "--message", "Copying"], standardInput: terminal)
                == usageError(
                    "gauge", "standard input is a terminal; pipe the percentages in: COMMAND | formwizard gauge"))
        #expect(parse(["gauge", "--help"], standardInput: terminal) == .help(GaugeCommand.help))
        #expect(
            parse(["gauge", "--percent", "x"], standardInput: terminal)
                == usageError(
                    "gauge", "option '--percent' needs a whole number from 0 to 100 (got 'x')"))
        #expect(parse(["input"], standardInput: terminal) == .input(InputCommand()))
    }
}
