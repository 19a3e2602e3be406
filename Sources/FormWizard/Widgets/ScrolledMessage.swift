/// A dialog's wrapped message in the rows its layout gave it, scrolled with ↑/↓, PgUp/PgDn and
/// Home/End while it is taller than them, with `ScrollingText`'s markers on the panel's frame:
/// the message of `Activity` and `Gauge`.
struct ScrolledMessage {
    /// The message, wrapped, with its styles.
    var lines: [StyledText]
    /// Where it is drawn.
    var area: Rect

    /// Whether the message is taller than its rows, so that the scroll keys scroll it.
    var scrolls: Bool { lines.count > area.rows && area.rows > 0 }

    /// The message as drawn from `scroll`.
    func text(_ scroll: TextScroll) -> ScrollingText {
        ScrollingText(styledLines: lines, scroll: scroll, wraps: false)
    }

    /// The view after `key`, or `nil` when the key does not scroll the message (it fits, or
    /// the key is no scroll key).
    func scrolled(_ scroll: TextScroll, by key: Key) -> TextScroll? {
        guard scrolls, let move = TextScroll.Move(key, page: area.rows) else { return nil }
        return text(scroll).scrolled(move, in: area.size)
    }

    /// Draws the message from `scroll` in `area`, and its scroll markers on `panel`'s frame.
    func render(from scroll: TextScroll, on panel: Rect, into frame: inout Frame) {
        let text = text(scroll)
        frame.render(text, in: area)
        text.renderScrollMarkers(beside: area, on: panel, into: &frame)
    }
}
