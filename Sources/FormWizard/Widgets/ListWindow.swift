/// The part of a list that dialog and whiptail draw: the entries in view and where they stand
/// in the whole list, drawn as the program imitated draws them (`DialogList`, `NewtList`).
struct ListWindow {
    /// The entries in view, top to bottom.
    var rows: [ListEntry]
    /// The index in the whole list of `rows[0]`, the current entry's, and how many there are.
    var firstIndex: Int
    var current: Int
    var count: Int
    /// The widest tag and text of the whole list.
    var tagWidth: Int
    var textWidth: Int

    /// Draws the window in `area` as `look` does: a menu's entries, or a checklist's with
    /// their marks; `listRows` is the list height a whiptail list was given.
    func render(
        as look: ListLayout.Look, kind: NewtList.Kind, listRows: Int, in area: Rect, into frame: inout Frame
    ) {
        switch look {
        case .dialog:
            frame.render(DialogList(window: self, hasMarks: kind == .checklist), in: area)
        case .whiptail:
            let list = NewtList(kind: kind, window: self, listRows: listRows, screenColumns: frame.buffer.size.columns)
            frame.render(list, in: area)
        case .standard: break
        }
    }
}
