extension RunningDialog: LineShowable where D: LineShowable {
    /// The line of the dialog shown while the operation runs.
    var lineText: String { inner.lineText }

    func lines(after previous: RunningDialog?) -> [String] {
        inner.lines(after: previous?.inner)
    }

    func preparedForLines() -> RunningDialog {
        var prepared = self
        prepared.inner = inner.preparedForLines()
        return prepared
    }
}
