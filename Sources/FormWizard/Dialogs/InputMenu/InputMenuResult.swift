/// What an input menu returns: the entry chosen, and every entry's label as renamed.
public struct InputMenuResult<Value: Sendable>: Sendable {
    /// The index of the entry chosen.
    public var index: Int
    /// The chosen entry's value.
    public var value: Value
    /// Every entry's label now, in order: renamed or as given.
    public var labels: [String]
    /// Every entry's label as given.
    public var originalLabels: [String]
    /// Whether keeping a rename ended the menu (`InputMenu.choosesOnRename`), the label changed
    /// or not: dialog's `--inputmenu` answers `RENAMED` all the same.
    public var endedByRename = false

    /// The chosen entry's label now.
    public var label: String { labels[index] }

    /// Whether the chosen entry was renamed (to a label other than the one given).
    public var isRenamed: Bool { labels[index] != originalLabels[index] }

    /// The indices of the entries renamed.
    public var renamed: [Int] { labels.indices.filter { labels[$0] != originalLabels[$0] } }
}
