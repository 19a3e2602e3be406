import FormWizard

@MainActor
extension CompatCommand {
    /// Runs a box through the `formwizard` subcommand that shows the same library dialog,
    /// given the options that box's arguments mean, and turns its result into dialog's.
    func delegated(_ widget: CompatWidget, title: String, on screen: Screen) async -> CompatAnswer {
        let options = widget.options
        var arguments = title.isEmpty ? [] : ["--title", title]
        // Drawn with its `\Z` codes (`--colors`); none without `--title`, as in dialog.
        let styledTitle = options.text.styled(options.title)
        // The arguments carry the text plain; a `CompatStyledCommand` then takes it styled.
        func message(_ text: StyledText) { if !text.isEmpty { arguments += ["--message", text.plain] } }
        func styled(_ text: StyledText) -> Styled { Styled(title: styledTitle, message: text, rules: options.text) }
        switch widget.box {
        case .editBox(let path):
            let command: EditBoxCommand
            do throws(CompatFailure) {
                command = try make(EditBoxCommand.self, arguments + [path])
            } catch {
                return error.answer
            }
            let lines: [String]
            switch await command.readText(on: screen) {
            case .lines(let read): lines = read
            case .ended(let result) where result.code == CommandResult.cancelledCode: return .escape
            case .ended(let result): return CompatAnswer(exit: .error, message: result.errorOutput ?? "")
            }
            var box = EditBox(
                title: styledTitle, text: lines.map(CompatText.expandingTabs).joined(separator: "\n"))
            // dialog's OK and Cancel (and Extra, Help) always, as under a form; OK saves, while
            // Ctrl-S and F2, our editor's save keys, do nothing, as in dialog.
            box.showsButtons = false
            let buttons = options.buttons(whiptail: program == .whiptail)
            return await ask(
                box, options: options, buttons: buttons, acceptKey: .ctrl("s"),
                ignoredKeys: [.ctrl("s"), .function(2)],
                on: screen
            ) { edited in
                CompatAnswer(exit: .ok, text: CompatText.restoringTabs(in: edited, from: lines))
            }
        case .pathSelect(let path, let directories):
            var picker: FilePicker
            do throws(CompatFailure) {
                picker =
                    directories
                    ? try make(DselectCommand.self, arguments + [path]).dialog
                    : try make(FselectCommand.self, arguments + [path]).dialog
            } catch {
                return error.answer
            }
            picker.title = styledTitle
            return await ask(CompatPathSelect(picker, given: path), options: options, on: screen) {
                CompatAnswer(exit: .ok, text: $0)
            }
        case .calendar(let text, let day, let month, let year):
            message(text)
            if day > 0, month > 0, year > 0 { arguments += ["--date", Self.date(year: year, month: month, day: day)] }
            return await run(
                CalendarCommand.self, arguments + ["--format", "%d/%m/%Y"], on: screen, oneMeans: .escape,
                buttons: options, styled: styled(text))
        case .timeBox(let text, let hour, let minute, let second):
            message(text)
            if hour >= 0 { arguments += ["--time", Self.time(hour, max(0, minute), max(0, second))] }
            return await run(
                TimeboxCommand.self, arguments + ["--format", "%H:%M:%S"], on: screen, oneMeans: .escape,
                buttons: options, styled: styled(text))
        case .rangeBox(let text, let minimum, let maximum, let value):
            message(text)
            // As dialog, any numbers: within an `Int32` (dialog's `int`), the maximum no less than
            // the minimum, the value between them.
            let low = minimum.clamped(to: Int(Int32.min)...Int(Int32.max))
            let high = maximum.clamped(to: low...Int(Int32.max))
            let start = value.clamped(to: low...high)
            arguments += ["--min", "\(low)", "--max", "\(high)", "--value", "\(start)"]
            return await run(
                RangeboxCommand.self, arguments, on: screen, oneMeans: .escape, buttons: options, styled: styled(text))
        case .gauge(let text, let percent):
            message(text)
            arguments += ["--percent", "\(min(100, max(0, percent)))"]
            // dialog keeps the blanks of a block's message (`XXX`), and reads the rest as ever.
            var gauge = styled(text)
            gauge.rules.collapses = false
            return await run(GaugeCommand.self, arguments, on: screen, oneMeans: .escape, styled: gauge)
        case .programOutput(let text, let waits):
            message(text)
            if waits, let answer = await programBox(arguments, styled: styled(text), options: options, on: screen) {
                return answer
            }
            let type: any Subcommand.Type = waits ? ProgramboxCommand.self : ProgressboxCommand.self
            return await run(type, arguments, on: screen, oneMeans: .escape, styled: styled(text))
        case .prgBox(let text, let command):
            // Untitled unless --title, as in dialog (the subcommand's default title is the command).
            if title.isEmpty { arguments += ["--title", ""] }
            message(text)
            arguments += ["--", "/bin/sh", "-c", command]
            if let answer = await prgBox(arguments, styled: styled(text), options: options, on: screen) {
                return answer
            }
            let answer = await run(PrgboxCommand.self, arguments, on: screen, oneMeans: .ok, styled: styled(text))
            return answer.exit == .error ? answer : .ok
        case .form(let text, let fields):
            return await form(text: styled(text), fields: fields, arguments: arguments, options: options, on: screen)
        default:
            return error("this box is not available")
        }
    }

    /// `--form`: one line per field, in order, from the form `formwizard form` shows, under
    /// dialog's OK, Extra (the lines too, exit 3), Cancel and Help (`HELP` and the focused
    /// field's label) instead of the form's own buttons: Enter is OK, Tab goes round the
    /// buttons, ↑/↓ between the fields, as in dialog. Its title and text are drawn with their
    /// `\Z` codes (`--colors`), its labels show them as typed, as dialog's do.
    private func form(
        text: Styled, fields: [CompatFormField], arguments: [String], options: CompatOptions, on screen: Screen
    ) async
        -> CompatAnswer
    {
        guard !fields.isEmpty else { return error("--form needs at least one field") }
        var arguments = arguments + (text.message.isEmpty ? [] : ["--message", text.message.plain])
        for (index, field) in fields.enumerated() {
            let label = field.label.isEmpty ? " " : field.label
            let kind = field.isReadOnly ? "text,readonly" : "text"
            arguments += [field.isSecret ? "--secret" : "--field", "f\(index)=\(label):\(kind)"]
            arguments += ["--value", "f\(index)=\(field.text)"]
        }
        var command: FormCommand
        do throws(CompatFailure) {
            command = try make(FormCommand.self, arguments)
        } catch {
            return error.answer
        }
        command.restyle(title: text.title, message: text.message)
        // dialog shows nothing of a hidden field unless `--insecure` (then `*`).
        command.secretMask = options.insecure ? .repeating("*") : .hidden
        let lines = { (answers: FormAnswers) -> String? in
            guard case .object(let members) = answers.json(of: command.fields) else { return nil }
            return members.map { member in
                if case .string(let value) = member.value { return value + "\n" }
                return member.value.text + "\n"
            }.joined()
        }
        var form = command.form(with: command.initial)
        form.showsButtons = false
        // dialog puts the cursor at the start of a field's text each time it gets the focus.
        form.editsFromTheStart = true
        let buttons = options.buttons(whiptail: program == .whiptail)
        return await ask(form, options: options, buttons: buttons, on: screen) { answers in
            guard let text = lines(answers) else { return error("the form's answer could not be read") }
            return CompatAnswer(exit: .ok, text: text)
        } pressed: { pressed in
            let values = pressed.value.flatMap(lines) ?? lines(pressed.dialog.value) ?? ""
            guard pressed.exit == .help else { return CompatAnswer(exit: pressed.exit, text: values) }
            guard case .field(let index) = pressed.dialog.focus else { return CompatAnswer(exit: .help, text: "HELP") }
            let label = fields[index].label
            return CompatAnswer(exit: .help, text: "HELP \(label)" + (options.helpStatus ? "\n" + values : ""))
        }
    }

    /// The subcommand `type` made from `arguments`, or the error answer when they are wrong.
    ///
    /// - Throws: the error answer when the arguments are wrong.
    func make<C: Subcommand>(_ type: C.Type, _ arguments: [String]) throws(CompatFailure) -> C {
        var scanner = ArgumentScanner(arguments)
        let command: any Command
        do throws(ArgumentError) {
            command = try type.make(parsing: &scanner, standardInput: standardInput)
        } catch {
            switch error {
            case .helpRequested: throw CompatFailure(answer: self.error("\(type.name): no help here"))
            case .invalid(let message): throw CompatFailure(answer: self.error(message))
            }
        }
        guard let made = command as? C else { throw CompatFailure(answer: error("\(type.name) could not be made")) }
        return made
    }

    /// A box's title and text with their `\Z` codes read, and the rules for text read later,
    /// for a `CompatStyledCommand`.
    struct Styled {
        var title: StyledText
        var message: StyledText
        var rules: CompatText
    }

    /// Runs `type` with `arguments`: its exit status 0 is OK (its output the answer, without
    /// the line break it ends with unless `trimsLine` is false), 1 is `oneMeans` (Esc for a
    /// dialog whose only way out is Esc), a usage error is dialog's error. With `buttons` that
    /// ask for buttons, a command that shows one dialog shows it with them (`ask`). A
    /// `CompatStyledCommand` takes the `styled` title and message.
    private func run(
        _ type: any Subcommand.Type, _ arguments: [String], on screen: Screen, oneMeans: CompatExit,
        trimsLine: Bool = true, buttons: CompatOptions? = nil, styled: Styled? = nil
    ) async -> CompatAnswer {
        var scanner = ArgumentScanner(arguments)
        var command: any Command
        do throws(ArgumentError) {
            command = try type.make(parsing: &scanner, standardInput: standardInput)
        } catch {
            switch error {
            case .helpRequested: return self.error("\(type.name): no help here")
            case .invalid(let message): return self.error(message)
            }
        }
        if let styled, var restyled = command as? any CompatStyledCommand {
            restyled.restyle(title: styled.title, message: styled.message)
            restyled.readLaterText(by: styled.rules)
            command = restyled
        }
        if let buttons, buttons.asksForButtons, let shown = command as? any DialogCommand {
            return await ask(shown, options: buttons, on: screen, trimsLine: trimsLine)
        }
        return answer(from: await command.run(on: screen), oneMeans: oneMeans, trimsLine: trimsLine)
    }

    /// `command`'s dialog with the buttons `options` ask for.
    private func ask<C: DialogCommand>(
        _ command: C, options: CompatOptions, on screen: Screen, trimsLine: Bool
    ) async -> CompatAnswer {
        await ask(command.dialog, options: options, on: screen) { value in
            answer(from: command.result(for: value), oneMeans: .cancel, trimsLine: trimsLine)
        }
    }

    /// The answer a subcommand's result stands for (see `run`).
    private func answer(from result: CommandResult, oneMeans: CompatExit, trimsLine: Bool) -> CompatAnswer {
        var text = result.output ?? ""
        if trimsLine, text.hasSuffix("\n") { text.removeLast() }
        switch result.code {
        case CommandResult.submittedCode: return CompatAnswer(exit: .ok, text: text)
        case CommandResult.cancelledCode: return CompatAnswer(exit: oneMeans)
        case CommandResult.usageCode: return CompatAnswer(exit: .error, message: result.errorOutput ?? "")
        default: return CompatAnswer(exit: .ok, text: text)
        }
    }

    /// `YYYY-MM-DD`, as `calendar --date` reads it: each field moved onto the calendar (the
    /// year into 1...9999, the month into 1...12, the day into the month), as dialog shows a
    /// day for any numbers.
    static func date(year: Int, month: Int, day: Int) -> String {
        let year = year.clamped(to: 1...9999)
        let month = month.clamped(to: 1...12)
        let day = day.clamped(to: 1...CalendarDate.days(inMonth: month, of: year))
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    /// `HH:MM:SS`, as `timebox --time` reads it: each field moved onto the clock (the hour
    /// into 0...23, the minute and the second into 0...59).
    static func time(_ hour: Int, _ minute: Int, _ second: Int) -> String {
        let (hour, minute, second) = (hour.clamped(to: 0...23), minute.clamped(to: 0...59), second.clamped(to: 0...59))
        return "\(padded(hour, 2)):\(padded(minute, 2)):\(padded(second, 2))"
    }

    private static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
