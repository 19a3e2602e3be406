/// A terminal that can move rows (`FrameUpdate.rowMove`): the screen sends it a scrolled list
/// as the rows that moved and the few cells that still differ. Any other terminal gets every
/// changed cell.
///
/// Package-wide, not public: a terminal outside the package cannot be sent a move it ignores.
@MainActor
package protocol RowMovingTerminal: Terminal {
    /// Whether a move costs the terminal next to nothing whatever the rows hold (it shifts them
    /// without comparing them), so that the screen sends every move it finds; otherwise a move
    /// is sent only when it costs less than the cells it saves (`Compositor.pays`).
    var movesRowsCheaply: Bool { get }
}
