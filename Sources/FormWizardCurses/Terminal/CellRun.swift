import CNcurses
import FormWizard

/// Changed cells of printable ASCII that follow one another on a row, gathered to be written
/// with one `mvwadd_wchnstr`: ncurses copies them into its window as they are, where
/// `mvwadd_wch` per cell measures and places each one.
///
/// Verbatim copying is right here because every update holds both halves of any wide
/// character it breaks, so nothing of an old wide character is left for ncurses to mend.
struct CellRun {
    private var cells: [cchar_t] = []
    private var start = Point.zero

    /// Adds `glyph` at `position`, writing what was gathered first when `position` does not
    /// follow it.
    mutating func add(_ glyph: cchar_t, at position: Point, in window: UnsafeMutablePointer<WINDOW>?) {
        if !cells.isEmpty, position.y != start.y || position.x != start.x + cells.count { flush(window) }
        if cells.isEmpty { start = position }
        cells.append(glyph)
    }

    /// Writes what was gathered.
    mutating func flush(_ window: UnsafeMutablePointer<WINDOW>?) {
        guard !cells.isEmpty else { return }
        mvwadd_wchnstr(window, Int32(start.y), Int32(start.x), cells, Int32(cells.count))
        cells.removeAll(keepingCapacity: true)
    }
}
