import FormWizard

/// The size whiptail gives a box whose HEIGHT or WIDTH is 0 or less: newt's guess from what
/// the box shows, at the screen's size when it starts (whiptail does not guess again on a
/// resize).
///
/// The text's rows (a line wider than the screen less 4 counted again for each such width), its
/// widest line and the title's width, 4 columns more; room for the buttons (2 rows; 7 columns
/// for one button, 19 for two — a message and a yes/no count one); a list adds its widest tag
/// and item in bytes (and 5 columns for a menu, 10 for a check or radio list) and its rows,
/// which also become its list height; an input box a row; a gauge 2 rows. Then the frame (2
/// and 2). A given axis above 0 is kept where it is larger. A password box and a text box get no
/// room for buttons: whiptail's guess has no case for them.
struct WhiptailSize: Equatable {
    var height: Int
    var width: Int
    /// A list's height, which the guess sets too.
    var listHeight: Int?

    init(height: Int, width: Int, listHeight: Int? = nil) {
        self.height = height
        self.width = width
        self.listHeight = listHeight
    }

    /// The guess for `box` titled `title`, given `height` and `width` as typed, on a screen of
    /// `screen`; `nil` when both are above 0 or whiptail has no such box.
    init?(
        for box: CompatBox, title: String, noCancel: Bool, height givenHeight: Int, width givenWidth: Int,
        screen: Size
    ) {
        guard givenHeight <= 0 || givenWidth <= 0 else { return nil }
        // Numbers from the command line: within ±`Int32.max`, as every size that enters is.
        let givenHeight = givenHeight.clampedAtEntry
        let givenWidth = givenWidth.clampedAtEntry
        let columns = max(1, screen.columns)
        let rows = max(1, screen.rows)
        var height = 0
        var width = 0
        var listHeight: Int?
        func text(_ text: StyledText) {
            let maxWidth = max(1, columns - 4)
            var lines = text.plain.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.last == "" { lines.removeLast() }
            for line in lines {
                let characters = DisplayWidth.of(line)
                height += 1 + characters / maxWidth
                width = max(width, characters)
            }
            height += 2
            width = min(width + 2, maxWidth)
            width = max(width, DisplayWidth.of(title))
            if width > 0 { width += 4 }
        }
        func buttons(_ count: Int) {
            height += 2
            width = max(width, count == 1 ? 7 : 19)
        }
        func list(_ items: [CompatItem], overhead: Int) {
            let tags = items.map(\.tag.utf8.count).max() ?? 0
            let texts = items.map(\.text.plain.utf8.count).max() ?? 0
            width = min(max(width, tags + texts + overhead), columns)
            let shown = min(items.count, rows - height - 4)
            height += shown + 1
            listHeight = shown
        }
        switch box {
        case .message(let kind, let message):
            text(message)
            if kind != .infobox { buttons(1) }
        case .input(let prompt, _, let isSecret):
            text(prompt)
            if !isSecret {
                buttons(noCancel ? 1 : 2)
                height += 1
            }
        case .menu(let prompt, let items):
            text(prompt)
            buttons(noCancel ? 1 : 2)
            list(items, overhead: 5)
        case .checklist(let prompt, let items, _):
            text(prompt)
            buttons(noCancel ? 1 : 2)
            list(items, overhead: 10)
        case .gauge(let prompt, _):
            text(prompt)
            height += 2
        default:
            return nil
        }
        width += 2
        height += 2
        if height > rows - 1 {
            height = rows - 1
            width += 2  // newt's room for a scroll bar
        }
        self.width = min(max(givenWidth, width), columns)
        self.height = max(givenHeight, height)
        self.listHeight = listHeight
    }
}
