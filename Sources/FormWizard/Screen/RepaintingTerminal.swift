/// A terminal whose picture can lose what it drew outside its own copy of the screen, and
/// then asks the screen to send everything again: after Ctrl-Z and `fg`, ncurses repaints from
/// its copy, which holds a placeholder where a grapheme cluster it cannot draw was written
/// (a flag, a ZWJ sequence).
///
/// Package-wide, not public, as `RowMovingTerminal`: it is about how our terminal draws.
@MainActor
package protocol RepaintingTerminal: Terminal {
    /// What the terminal calls when everything shown must be sent again; the screen sets it.
    var repaintHandler: (@MainActor () -> Void)? { get set }
}
