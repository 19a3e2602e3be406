extension Screen {
    /// In line mode, lets the dialog on top hear the keys it names (`LineShowable.lineKeys`)
    /// as lines: each goes to it as the key would on a full screen. Run whenever what is up
    /// changes, so that the hearing ends with the dialog.
    func listenForLineKeys() {
        guard let linePrompter else { return }
        let top = machine.shown.last?.presentation
        linePrompter.listen(for: top.map { ObjectIdentifier($0) }, keys: top?.lineKeys) { [weak self] key in
            self?.receive([.key(key)])
        }
    }
}
