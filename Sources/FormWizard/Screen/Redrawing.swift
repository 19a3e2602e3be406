/// A dialog that can draw only what changed since an earlier value of it was drawn, instead of
/// drawing all of itself into a frame of the background.
///
/// When only the top dialog changed since the last frame (a key it handled, a task's update of
/// it) and the stack, the terminal's size and the theme are as they were, the screen hands it
/// a retained frame (`Frame.isRetained`): the frame shown, every dialog in it, with no damage.
/// The dialog draws over it what its full `render(into:)` would draw differently from
/// `previous`'s, records all its hit regions (as `render(into:)` does, in the same order) and
/// sets the cursor; a list scrolled may move its rows (`Frame.moveRows(in:by:)`) and draw only
/// those that come into view. What it leaves alone must be what its full render would draw
/// there.
///
/// Without it a key costs what drawing the whole dialog costs, which grows with the terminal:
/// a list of 92 rows on a 300x100 terminal draws and compares all of them to move the
/// highlight by one. `Menu` conforms, and so does the checkout's cart (`Examples`' checkout
/// demo, written against this API only). Check a dialog that conforms as `TestRedrawing`
/// does: after each key, the virtual terminal shows what drawing it afresh shows
/// (`Screen.frameDrawnAfresh`).
///
/// The presentation keeps the value last drawn, so a dialog that mutates large arrays as it is
/// used would copy them on every change: conform only when the large parts are replaced, not
/// mutated (DECISIONS.md, 2026-12-03).
public protocol Redrawing: Dialog {
    /// Draws into `frame`, which shows `previous` as drawn, what this value draws differently.
    ///
    /// - Returns: `false`, having drawn nothing, when it cannot tell what changed (the screen
    ///   then draws every dialog afresh).
    func redraw(since previous: Self, into frame: inout Frame) -> Bool
}
