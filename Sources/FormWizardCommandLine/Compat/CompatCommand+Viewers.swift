import FormWizard

@MainActor
extension CompatCommand {
    /// `--textbox` (a file to read) and `--tailbox` (a file followed as it grows), with
    /// dialog's EXIT button under them (`--exit-label`), Help and, with `--extra-button`, OK
    /// and Extra in its place; Esc is 255. Untitled unless `--title`, as in dialog, the title
    /// drawn with its `\Z` codes (`--colors`).
    func textFile(
        _ path: String, follows: Bool, title: StyledText, options: CompatOptions, on screen: Screen
    ) async -> CompatAnswer {
        let buttons = options.exitButtons(whiptail: program == .whiptail)
        guard follows else {
            let command: TextboxCommand
            do throws(CompatFailure) {
                command = try make(TextboxCommand.self, [path])
            } catch {
                return error.answer
            }
            var shown = command.pager
            shown.title = title
            // dialog's textbox counts `--tab-correct`'s stops from the line's start.
            if options.text.correctsTabs {
                shown.tabWidth = options.text.tabLength
            } else {
                shown.tabOffset = CompatText.linesTabOffset
            }
            let pager = shown.withButtons(
                buttons, defaultButton: options.defaultButtonIndex(in: buttons), highlightsButtons: true)
            guard let outcome = await command.page(pager, at: \.inner, endingWith: .value(()), on: screen) else {
                return .escape
            }
            return answer(outcome) { _ in .ok }
        }
        let command: TailboxCommand
        do throws(CompatFailure) {
            command = try make(TailboxCommand.self, [path])
        } catch {
            return error.answer
        }
        var box = command.box(clock: screen.clock)
        box.title = title
        box.tabOffset = CompatText.linesTabOffset
        box.showsButtons = false
        return await ask(box, options: options, buttons: buttons, isList: true, on: screen) { _ in .ok }
    }

    /// `--programbox`'s box with the buttons the options ask for (dialog's OK, Extra and Help:
    /// a box without Cancel), or `nil` when they ask for none and the box keeps its own OK.
    func programBox(
        _ arguments: [String], styled: Styled, options: CompatOptions, on screen: Screen
    ) async -> CompatAnswer? {
        guard options.asksForButtons else { return nil }
        var command: ProgramboxCommand
        do throws(CompatFailure) {
            command = try make(ProgramboxCommand.self, arguments)
        } catch {
            return error.answer
        }
        command.restyle(title: styled.title, message: styled.message)
        command.readLaterText(by: styled.rules)
        return await outputBox(command.box, options: options, on: screen)
    }

    /// `--prgbox`'s box (a shell command's output) with the buttons the options ask for, as
    /// `--programbox`'s: dialog's OK, Extra and Help; `nil` when they ask for none. The
    /// command is stopped if it still runs when the box ends.
    func prgBox(
        _ arguments: [String], styled: Styled, options: CompatOptions, on screen: Screen
    ) async -> CompatAnswer? {
        guard options.asksForButtons else { return nil }
        var command: PrgboxCommand
        do throws(CompatFailure) {
            command = try make(PrgboxCommand.self, arguments)
        } catch {
            return error.answer
        }
        command.restyle(title: styled.title, message: styled.message)
        command.readLaterText(by: styled.rules)
        let child: ChildProcess
        do {
            child = try ChildProcess(command.command)
        } catch {
            return self.error(error.message)
        }
        let answer = await outputBox(command.box(of: child), options: options, on: screen)
        await child.terminate()
        return answer
    }

    /// An output box under dialog's buttons without Cancel (OK, Extra, Help), as dialog draws
    /// them under `--programbox` and `--prgbox`.
    private func outputBox(_ box: OutputBox, options: CompatOptions, on screen: Screen) async -> CompatAnswer {
        var box = box
        box.showsButtons = false
        var withoutCancel = options
        withoutCancel.noCancel = true
        let buttons = withoutCancel.buttons(whiptail: program == .whiptail)
        return await ask(box, options: options, buttons: buttons, isList: true, on: screen) { _ in .ok }
    }
}
