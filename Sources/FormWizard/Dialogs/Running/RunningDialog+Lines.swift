extension RunningDialog: LineShowable where D: LineShowable {
    /// The line of the dialog shown while the operation runs.
    var lineText: String { inner.lineText }

    func lines(after previous: RunningDialog?) -> [String] {
        inner.lines(after: previous?.inner)
    }

    /// The keys the dialog shown hears: Esc cancels the operation as it cancels the dialog.
    var lineKeys: LineKeys? { inner.lineKeys }

    func preparedForLines() -> RunningDialog {
        var prepared = self
        prepared.inner = inner.preparedForLines()
        return prepared
    }
}
