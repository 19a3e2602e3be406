extension RunningDialog: LineShowable where D: LineShowable {
    /// The line of the dialog shown while the operation runs.
    var lineText: String { inner.lineText }
}
