extension CompatBox {
    /// Whether dialog counts the box among those that write an answer (its `dlg_does_output`):
    /// the boxes that ask for something. From the second such box of a chain on, every box
    /// that ends with OK, Extra, Help or Item Help writes the separator before its answer
    /// (`CompatCommand.run`), a message box too: `1|3|` for input, message, input, message.
    var writesAnswer: Bool {
        switch self {
        case .input, .menu, .checklist, .buildList, .treeView, .inputMenu, .form, .calendar, .timeBox,
            .pathSelect, .editBox, .rangeBox:
            true
        case .message, .textFile, .gauge, .mixedGauge, .pause, .programOutput, .prgBox: false
        }
    }
}

extension CompatExit {
    /// Whether dialog writes a box's answer (and the separator before it) for this exit.
    var writesAnswer: Bool {
        switch self {
        case .ok, .extra, .help, .itemHelp: true
        case .cancel, .timeout, .escape, .error: false
        }
    }
}
