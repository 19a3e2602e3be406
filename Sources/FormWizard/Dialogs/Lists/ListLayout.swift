/// Where each part of a list dialog goes on a screen of a given size: the message, an optional
/// row above the list (a filter), the list with its `▲ n more` / `▼ n more` rows, an optional
/// status row under it (a count, a message) and the key hint. `Menu`, `Checklist` and
/// `RadioList` share it.
///
/// The list gets at least half the rows (three at least); when rows are short the key hint
/// goes first, then the gap under the message, then message lines. A list that scrolls shows
/// `▲ n more` where the gap under the message was.
///
/// Laid out as whiptail lays its lists out (`Look.whiptail`), the list has the rows asked for
/// under a blank row, and no markers, status, filter or key hint: newt's scroll bar says what
/// is hidden (`NewtList`). As dialog lays them out (`Look.dialog`), the list is framed under
/// the message and takes the rest of the panel; `list` is the frame (`DialogList`).
struct ListLayout {
    /// Whose list this is: the library's, or dialog's or whiptail's (newt's), which the drop-in
    /// imitates.
    enum Look: Hashable, Sendable {
        case standard
        case dialog
        case whiptail

        /// The look of a list whose keys are `behavior`'s: a list with dialog's or whiptail's
        /// preset keys looks as that program draws it; any other keeps the library's look.
        init(_ behavior: ListCursor.Behavior) {
            if behavior == .dialog {
                self = .dialog
            } else if behavior == .whiptailMenu || behavior == .whiptailChecklist {
                self = .whiptail
            } else {
                self = .standard
            }
        }
    }

    var panel: Rect
    /// The message's lines as they fit `messageArea`, cut with `…` when it is too short.
    var message: [StyledText]
    /// All the message's lines, wrapped, for a dialog that scrolls its message.
    var messageLines: [StyledText]
    var messageArea: Rect
    /// The row above the list; empty when there is none.
    var header: Rect
    /// The rows of items.
    var list: Rect
    /// The rows for `▲ n more` and `▼ n more`; empty when the list does not scroll or there is
    /// no room for them.
    var above: Rect
    var below: Rect
    /// The row under the list; empty when there is none.
    var status: Rect
    var hint: Rect
    /// The key hint that fits, drawn in `hint`.
    var keyHint: String
    /// How many rows of the list are in view.
    var visibleRows: Int

    /// Lays a list dialog out in `bounds`.
    ///
    /// - Parameters:
    ///   - keyHints: the key hint, longest first: the first that fits is shown.
    ///   - count: the rows the list has (the panel is sized for them).
    ///   - contentWidth: the columns the list and any other row would like.
    ///   - headerRows, statusRows: 0 or 1, the rows above and under the list.
    ///   - look: whose list: with `.whiptail`, no hint, header, status or markers.
    ///   - listRows: the rows the list asks for (whiptail's list height); `nil` or 0: its items.
    init(
        in bounds: Rect, title: StyledText, message: StyledText, keyHints: [String], count: Int, contentWidth: Int,
        headerRows: Int = 0, statusRows: Int = 0, look: Look = .standard, listRows asked: Int? = nil
    ) {
        let maxContent = max(1, Panel.contentWidth(in: bounds, upTo: 72))
        let lines = message.isEmpty ? [] : message.wrapped(width: maxContent)
        if look == .dialog {
            self = ListLayout(
                dialogIn: bounds, title: title, lines: lines, count: count, contentWidth: contentWidth)
            return
        }
        if look == .whiptail {
            self = ListLayout(
                whiptailIn: bounds, title: title, lines: lines, count: count, contentWidth: contentWidth, asked: asked)
            return
        }
        let keyHint = keyHints.first { DisplayWidth.of($0) <= maxContent } ?? keyHints.last ?? ""
        self.keyHint = keyHint
        let hintWidth = DisplayWidth.of(keyHint)
        let width = min(
            maxContent,
            max(
                contentWidth, DisplayWidth.of(title.plain) + 2, lines.map { DisplayWidth.of($0.plain) }.max() ?? 0,
                hintWidth <= maxContent ? hintWidth : 0, 16))
        let available = max(0, bounds.rows - 2 - (bounds.rows >= 16 ? 2 : 0) - headerRows - statusRows)
        let listFloor = min(count, max(3, available / 2))
        var messageRows = lines.count
        var gapRows = messageRows > 0 ? 1 : 0
        var hintRows = hintWidth <= width ? 2 : 0
        while available - messageRows - gapRows - hintRows < listFloor {
            if hintRows > 0 {
                hintRows = 0
            } else if gapRows > 0 {
                gapRows = 0
            } else if messageRows > 0 {
                messageRows -= 1
            } else {
                break
            }
        }
        var listRows = max(0, min(count, available - messageRows - gapRows - hintRows))
        if listRows < count, gapRows > 0 {
            gapRows = 0
            listRows += 1
        }
        let markerRows = listRows < count && listRows >= 3 ? 1 : 0
        visibleRows = listRows - 2 * markerRows

        let height = messageRows + gapRows + headerRows + listRows + statusRows + hintRows
        panel = Panel.area(for: Size(columns: width, rows: height), in: bounds)
        let content = Panel.content(of: panel)
        let headerY = content.y + messageRows + gapRows
        let listY = headerY + headerRows
        let row = { (y: Int, rows: Int) in Rect(x: content.x, y: y, columns: content.columns, rows: rows) }
        self.message = Paragraph.fitting(lines, rows: messageRows, width: content.columns)
        messageLines = lines
        messageArea = row(content.y, messageRows)
        header = row(headerY, headerRows)
        list = row(listY + markerRows, visibleRows)
        above = row(listY, markerRows)
        below = row(listY + markerRows + visibleRows, markerRows)
        status = row(listY + listRows, statusRows)
        hint = row(content.maxY - 1, hintRows > 0 ? 1 : 0)
    }

    /// Lays a list out as newt does: the message, a blank row, the list's rows (as asked, else
    /// its items; the message gives way first), nothing under it.
    private init(
        whiptailIn bounds: Rect, title: StyledText, lines: [StyledText], count: Int, contentWidth: Int,
        asked: Int?
    ) {
        let maxContent = max(1, Panel.contentWidth(in: bounds, upTo: 72))
        keyHint = ""
        let width = min(
            maxContent,
            max(contentWidth, DisplayWidth.of(title.plain) + 2, lines.map { DisplayWidth.of($0.plain) }.max() ?? 0, 16))
        let available = max(0, bounds.rows - 2 - (bounds.rows >= 16 ? 2 : 0))
        let wanted = asked.flatMap { $0 > 0 ? $0 : nil } ?? count
        let listRows = min(wanted, max(0, available - 1))
        let messageRows = min(lines.count, max(0, available - 1 - listRows))
        visibleRows = min(listRows, count)
        panel = Panel.area(for: Size(columns: width, rows: messageRows + 1 + listRows), in: bounds)
        let content = Panel.content(of: panel)
        let row = { (y: Int, rows: Int) in Rect(x: content.x, y: y, columns: content.columns, rows: rows) }
        message = Paragraph.fitting(lines, rows: messageRows, width: content.columns)
        messageLines = lines
        messageArea = row(content.y, messageRows)
        let listY = content.y + messageRows + 1
        header = row(listY, 0)
        // newt places its list in the whole width inside the frame.
        list = Rect(
            x: panel.x + 1, y: listY, columns: max(0, panel.columns - 2),
            rows: min(listRows, max(0, content.maxY - listY)))
        above = row(listY, 0)
        below = row(listY + listRows, 0)
        status = row(listY + listRows, 0)
        hint = row(content.maxY, 0)
    }

    /// Lays a list out as dialog does: the message, then the list in a frame of its own that
    /// takes the rest of the panel (a panel at a given size gives its list every row left,
    /// whatever list height was asked; dialog's own sizing is 30 columns wide at least).
    private init(
        dialogIn bounds: Rect, title: StyledText, lines: [StyledText], count: Int, contentWidth: Int
    ) {
        let maxContent = max(1, Panel.contentWidth(in: bounds, upTo: 72))
        keyHint = ""
        let width = min(
            maxContent,
            max(
                contentWidth + 4, DisplayWidth.of(title.plain) + 2, lines.map { DisplayWidth.of($0.plain) }.max() ?? 0,
                26))
        let available = max(0, bounds.rows - 2 - (bounds.rows >= 16 ? 2 : 0))
        // Sized by itself, dialog's list shows every item, and four rows at least.
        let wanted = max(count, 4)
        let messageRows = min(lines.count, max(0, available - 3))
        let rows = min(wanted, max(0, available - messageRows - 2))
        panel = Panel.area(for: Size(columns: width, rows: messageRows + 2 + rows), in: bounds)
        let content = Panel.content(of: panel)
        let listRows = max(0, content.rows - messageRows - 2)
        visibleRows = min(listRows, count)
        let row = { (y: Int, rows: Int) in Rect(x: content.x, y: y, columns: content.columns, rows: rows) }
        message = Paragraph.fitting(lines, rows: messageRows, width: content.columns)
        messageLines = lines
        messageArea = row(content.y, messageRows)
        let frameY = content.y + messageRows
        header = row(frameY, 0)
        list = row(frameY, listRows + 2)
        above = row(frameY, 0)
        below = row(frameY + listRows + 2, 0)
        status = row(frameY + listRows + 2, 0)
        hint = row(content.maxY, 0)
    }

    /// Whether the message is taller than its rows, so that a dialog can let it scroll.
    var messageScrolls: Bool { messageLines.count > messageArea.rows && messageArea.rows > 0 }

    /// The message as drawn from `scroll`.
    func messageText(_ scroll: TextScroll) -> ScrollingText {
        ScrollingText(styledLines: messageLines, scroll: scroll, wraps: false)
    }

    /// Draws `▲ n more` and `▼ n more` for the rows hidden above and below the view.
    func renderMarkers(hiddenAbove: Int, hiddenBelow: Int, into frame: inout Frame) {
        let style = frame.theme.hint
        if hiddenAbove > 0 {
            frame.render(Paragraph(lines: ["▲ \(hiddenAbove) more"], style: style), in: above.inset(left: 1))
        }
        if hiddenBelow > 0 {
            frame.render(Paragraph(lines: ["▼ \(hiddenBelow) more"], style: style), in: below.inset(left: 1))
        }
    }
}
