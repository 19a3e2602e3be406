extension LinePrompter {
    /// Makes the lines typed while no question is asked keys for `owner`, the dialog shown as
    /// lines on top of the screen (`LineShowable.lineKeys`): its prompt is said once, then a
    /// line that stands for one of `keys` goes to `heard`, until the dialog leaves the top or
    /// stops naming keys (`nil`), a line that is not a key comes or a question is asked.
    ///
    /// It reads through the terminal as a question does, and only on a terminal someone types
    /// at (`LineTerminal.isInteractive`): from a pipe every line is an answer for later. The
    /// wait for a line ends with the dialog (`LineTerminal.endRead()`), and a line that is not
    /// a key stays first for the next question, so nothing typed ahead is lost.
    func listen(for owner: ObjectIdentifier?, keys: LineKeys?, heard: @escaping @MainActor (Key) -> Void) {
        guard let owner, let keys, terminal.isInteractive, !isShutDown else { return stopListening() }
        if let listening, listening.owner == owner, listening.keys == keys { return }
        // A dialog that stopped hearing stays deaf when it names other keys.
        let wasDeaf = listening.map { $0.owner == owner && $0.isDeaf } ?? false
        stopListening()
        let isDeaf = wasDeaf || pending != nil
        listening = LineListening(owner: owner, keys: keys, heard: heard, isDeaf: isDeaf)
        guard !isDeaf else { return }
        say(keys.prompt)
        hearNext()
    }

    /// Stops hearing keys: the read waiting for a line ends, its line kept for the next read.
    func stopListening() {
        guard let listening else { return }
        self.listening = nil
        heardKeys = []
        if listening.isReading { terminal.endRead() }
    }

    /// Stops hearing keys for good for the dialog that hears them: a question is asked, and
    /// the lines are its answers.
    func deafen() {
        guard var listening else { return }
        if listening.isReading { terminal.endRead() }
        listening.isReading = false
        listening.isDeaf = true
        self.listening = listening
        heardKeys = []
    }

    /// Waits for the next line, unless a read already waits or the dialog stopped hearing.
    private func hearNext() {
        guard var listening, !listening.isReading, !listening.isDeaf, pending == nil, !isShutDown else { return }
        listening.isReading = true
        self.listening = listening
        let owner = listening.owner
        terminal.beginRead(echo: true) { [weak self] input in self?.hear(input, for: owner) ?? false }
    }

    /// A line read for `owner`: taken when it is one of its keys, which goes to the dialog
    /// once the terminal has finished with the line; any other line is left to the questions.
    private func hear(_ input: LineInput, for owner: ObjectIdentifier) -> Bool {
        guard var listening, listening.owner == owner, listening.isReading else { return false }
        listening.isReading = false
        let key = listening.keys.key(for: input)
        if key == nil { listening.isDeaf = true }
        self.listening = listening
        guard let key else { return false }
        // The terminal showed the line end of a line, not of the end of input.
        let endsLine: Bool =
            switch input {
            case .line, .escape: false
            case .end, .interrupt: true
            }
        heardKeys.append((key, endsLine))
        keyDelivery.schedule()
        return true
    }

    /// Hands the keys heard to the dialog (which may resolve it and end the listening), then
    /// waits for the next line.
    func deliverHeardKeys() {
        guard let listening else { return }
        let keys = heardKeys
        heardKeys = []
        for (key, endsLine) in keys where self.listening?.owner == listening.owner {
            if endsLine { write("\n") }
            listening.heard(key)
        }
        hearNext()
    }
}
