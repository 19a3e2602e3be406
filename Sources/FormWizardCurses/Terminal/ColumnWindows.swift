import CNcurses
import FormWizard

/// Windows over some columns of ncurses' three screens (the window drawn into, the screen its
/// update composes, the one it believes the terminal shows), sharing their memory (`derwin`), so
/// that a scrolled list is shifted in ncurses' copies across the list's own columns.
///
/// `wscrl` on a whole screen copies every column of every line it moves: three screens of a
/// 300x100 terminal moved 2.3 MB a scroll, more than all the rest of a key. Outside a move's
/// `RowMove.columns` the rows of the region are alike, so nothing there needs moving. The
/// windows are kept while moves keep to the same columns (a list scrolled key after key) and
/// deleted before ncurses resizes or ends its screens.
struct ColumnWindows {
    /// The columns they cover, on screens of `rows` rows.
    let columns: Range<Int>
    let rows: Int
    /// Over the window, the composed screen and the terminal's screen, in that order.
    let windows: [UnsafeMutablePointer<WINDOW>]
    /// The screens they lie over, in the same order.
    let parents: [UnsafeMutablePointer<WINDOW>]

    /// Windows over `columns` of each of `parents` (screens of `rows` rows), or `nil` when
    /// ncurses cannot make one.
    init?(columns: Range<Int>, rows: Int, over parents: [UnsafeMutablePointer<WINDOW>]) {
        var windows: [UnsafeMutablePointer<WINDOW>] = []
        for parent in parents {
            guard let window = derwin(parent, Int32(rows), Int32(columns.count), 0, Int32(columns.lowerBound)) else {
                Self.delete(windows, over: parents)
                return nil
            }
            windows.append(window)
        }
        self.columns = columns
        self.rows = rows
        self.windows = windows
        self.parents = parents
    }

    /// Deletes the windows. ncurses marks every line of a window's parent changed when it
    /// deletes it; the lines that were not are marked unchanged again, so its next update
    /// compares no more than it would have.
    func delete() {
        Self.delete(windows, over: parents)
    }

    private static func delete(_ windows: [UnsafeMutablePointer<WINDOW>], over parents: [UnsafeMutablePointer<WINDOW>])
    {
        for (window, parent) in zip(windows, parents) {
            let lines = getmaxy(parent)
            let unchanged = (0..<max(0, lines)).filter { !is_linetouched(parent, $0) }
            delwin(window)
            for y in unchanged {
                wtouchln(parent, y, 1, 0)
            }
        }
    }
}
