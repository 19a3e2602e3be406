extension CompatOptions {
    /// The options the next box of a dialog chain starts with. dialog clears its common options
    /// before each box (the title, labels, buttons, `--defaultno`, `--colors`, `--default-item`
    /// …) and keeps its state: where answers go, `--separate-widget`, the shadow and
    /// `--tab-len`. (`DIALOGOPTS` is read again over them: `read(words:)`.)
    var forNextBox: CompatOptions {
        var next = CompatOptions()
        next.destination = destination
        next.separateWidget = separateWidget
        next.shadow = shadow
        next.text.tabLength = text.tabLength
        next.accepted = accepted
        return next
    }

    /// Reads `words` (`DIALOGOPTS`) over these options, as far as they are common options:
    /// dialog stops at the first word that is not one, and ignores the rest. Where answers go
    /// (`--stdout`, `--stderr`, `--output-fd`) it takes from the command line alone.
    mutating func read(words: [String]) {
        let destination = self.destination
        defer { self.destination = destination }
        var arguments = CompatArguments(words)
        while let word = arguments.next() {
            var attempt = self
            guard (try? attempt.read(word, from: &arguments)) == true else { return }
            self = attempt
        }
    }
}
