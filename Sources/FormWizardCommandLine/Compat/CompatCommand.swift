import FormWizard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A dialog or whiptail command line, run: its boxes one after the other on one screen
/// (`--and-widget`), each a library dialog, then the answers written where that program
/// writes them, with its exit status.
struct CompatCommand: Command {
    var program: CompatProgram
    var widgets: [CompatWidget]
    var codes: CompatExitCodes
    var standardInput: StandardInput

    /// Whether the last box is an info box or a mixed gauge, left on the terminal at the end as
    /// dialog leaves it (as `formwizard infobox` does).
    var endsWithInfoBox: Bool {
        widgets.last.map { Self.infoText(of: $0.box) != nil } ?? false
    }

    /// What a box that only shows something and ends at once shows: an info box's text, or a
    /// mixed gauge's (its text, a row per task, the percentage); `nil` for other boxes.
    static func infoText(of box: CompatBox) -> StyledText? {
        switch box {
        case .message(.infobox, let text): return text
        case .mixedGauge(let text, let percent, let tasks):
            var shown = text
            for task in tasks {
                if !shown.isEmpty { shown.append(StyledText.Run("\n")) }
                for run in task.name.runs { shown.append(run) }
                shown.append(StyledText.Run(": \(mixedGaugeState(task.status))"))
            }
            shown.append(StyledText.Run(shown.isEmpty ? "\(percent)%" : "\n\(percent)%"))
            return shown
        default: return nil
        }
    }

    /// dialog's and whiptail's error status (255, or `DIALOG_ERROR`).
    var failureStatus: Int32 { codes[.error] }

    /// Whether `box` is a yes/no box.
    static func isYesNo(_ box: CompatBox) -> Bool {
        if case .message(.yesno, _) = box { return true }
        return false
    }

    /// Drawn over the normal screen when the last box is an info box, so that it stays.
    var usesAlternateScreen: Bool { !endsWithInfoBox }

    /// The size whiptail guesses for `widget` when its HEIGHT or WIDTH is 0 or less, at the
    /// screen's size now (`WhiptailSize`).
    @MainActor
    private func whiptailSize(of widget: CompatWidget, on screen: Screen) -> WhiptailSize? {
        WhiptailSize(
            for: widget.box, title: widget.options.text.styled(widget.options.title).plain,
            noCancel: widget.options.noCancel, height: widget.requested.height, width: widget.requested.width,
            screen: screen.terminal.size)
    }

    func run(on screen: Screen) async -> CommandResult {
        // Titles and buttons drawn where that program draws them.
        screen.chrome = program == .dialog ? .dialog : .whiptail
        var output = ""
        var messages = ""
        var exit = CompatExit.ok
        var shown: [DialogHandle<InfoBox>] = []
        var backTitle: DialogHandle<CompatBackTitle>?
        /// How many boxes that ask for something have been shown (dialog's `output_count`).
        var asking = 0
        for var widget in widgets {
            if program == .whiptail, let guess = whiptailSize(of: widget, on: screen) {
                widget.size = DialogSize(columns: guess.width, rows: guess.height)
                widget.listHeight = guess.listHeight ?? widget.listHeight
            } else if program == .dialog,
                let auto = DialogAutoSize(
                    for: widget.box, options: widget.options, height: widget.requested.height,
                    width: widget.requested.width, screen: screen.terminal.size)
            {
                widget.size = DialogSize(columns: auto.width, rows: auto.height)
            }
            let text = widget.options.text.apply(widget.options.backtitle)
            if text != backTitle?.dialog.text {
                backTitle?.dismiss()
                backTitle = text.isEmpty ? nil : screen.show(CompatBackTitle(text: text))
            }
            if widget.box.writesAnswer { asking += 1 }
            // dialog writes a tab (or --separate-widget) before a box's answer once a second
            // box that asks something has been shown (`CompatBox.writesAnswer`).
            let separator =
                asking > 1 && !widget.options.quoting.separateOutput ? widget.options.separateWidget ?? "\t" : ""
            // The box at its HEIGHT WIDTH, unless 0 0 leaves it to the layout; dialog keeps 2
            // columns at the right and a row at the foot for its shadow (whiptail centres on
            // the whole screen).
            var size = widget.size ?? DialogSize(columns: nil, rows: nil)
            if program == .dialog, widget.options.shadow { size.margin = Size(columns: 2, rows: 1) }
            if let text = Self.infoText(of: widget.box) {
                let title = widget.options.text.styled(widget.options.title)
                let info: DialogHandle<InfoBox> = await screen.withDialogSize(size) {
                    screen.show(InfoBox(title: title.isEmpty ? nil : title, message: text))
                }
                shown.append(info)
                exit = .ok
                output += separator
            } else {
                var answered = await screen.withDialogSize(size) { await answer(widget, on: screen) }
                // whiptail without Cancel answers Esc with 1, as its Cancel would (not in yes/no).
                if program == .whiptail, widget.options.noCancel, answered.exit == .escape,
                    !Self.isYesNo(widget.box)
                {
                    answered.exit = .cancel
                }
                if answered.exit.writesAnswer { output += separator + answered.text }
                messages += answered.message
                exit = answered.exit
            }
            if widget.options.sleep > 0 { try? await Task.sleep(for: .seconds(widget.options.sleep)) }
            // dialog goes on to the next box after anything but Esc or an error.
            if exit == .escape || exit == .error { break }
        }
        if endsWithInfoBox, exit == .ok {
            // Ended while the box is up: releasing the handles would take it away.
            withExtendedLifetime((shown, backTitle)) { screen.shutdown(keepingLastFrame: true) }
        }
        shown.removeAll()
        backTitle?.dismiss()
        let destination = widgets.last?.options.destination ?? .standardError
        return result(exit: exit, output: output, messages: messages, destination: destination)
    }

    /// One box's answer, under its `--timeout`.
    @MainActor private func answer(_ widget: CompatWidget, on screen: Screen) async -> CompatAnswer {
        guard widget.options.timeout > 0 else { return await run(widget, on: screen) }
        do {
            return try await screen.withTimeout(.seconds(widget.options.timeout)) { await run(widget, on: screen) }
        } catch {
            return CompatAnswer(exit: .timeout)
        }
    }

    /// The exit status and the answer, written to standard error, standard output or the
    /// descriptor `--output-fd` named (written here, as the screen is on the terminal); the
    /// messages of boxes that failed go to standard error, after an answer written there.
    private func result(
        exit: CompatExit, output: String, messages: String, destination: CompatOptions.Destination
    ) -> CommandResult {
        let code = codes[exit]
        let errors = messages.isEmpty ? nil : messages
        guard !output.isEmpty else { return CommandResult(code: code, errorOutput: errors) }
        switch destination {
        case .standardOutput: return CommandResult(code: code, output: output, errorOutput: errors)
        case .standardError: return CommandResult(code: code, errorOutput: output + messages)
        case .descriptor(let descriptor):
            var bytes = Array(output.utf8)[...]
            while !bytes.isEmpty {
                let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else {
                    return CommandResult(
                        code: codes[.error],
                        errorOutput: messages + "\(program.rawValue): cannot write to descriptor \(descriptor)\n")
                }
                bytes = bytes.dropFirst(written)
            }
            return CommandResult(code: code, errorOutput: errors)
        }
    }
}
