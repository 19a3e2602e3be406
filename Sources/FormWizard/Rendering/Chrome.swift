/// How dialogs draw their frame's title and their row of buttons: this library's look, or
/// dialog's or whiptail's, which the drop-in for those programs draws (`Screen.chrome`).
///
/// Only the title and the buttons change; what a dialog lays out inside stays its own.
public enum Chrome: Hashable, Sendable {
    /// The title at the left of the frame (`┌ Title ───┐`), buttons `< OK >` centred in
    /// their row.
    case standard
    /// dialog's: the title centred in the frame (`┌───Title───┐`); buttons padded to the
    /// widest label (`<  OK  >`, `<Cancel>`) and spread across the box as dialog spreads them.
    case dialog
    /// whiptail's (newt's): the title centred between tees (`┌──┤ Title ├──┐`); compact
    /// buttons (`<Ok>`) at newt's places in the box.
    case whiptail
}
