import FormWizard

/// The size dialog 1.3 gives a message, question, info or input box whose HEIGHT or WIDTH is 0
/// (`dlg_auto_size`): the text wrapped as dialog wraps it (`TextWrap`) at a width chosen for an
/// aspect ratio of 9 (the square root of 9 times its columns, or for a text with line breaks the
/// narrowest multiple of 4 columns that keeps the ratio), at least the title, the longest word
/// and the box's least width; then 4 columns and the box's own rows. A given height is kept,
/// even where the text does not fit; a negative axis takes the screen. A box given only its
/// width is left to the layout (dialog's would hide the text).
struct DialogAutoSize: Equatable {
    var height: Int
    var width: Int

    init(height: Int, width: Int) {
        self.height = height
        self.width = width
    }

    /// dialog's aspect ratio (`--aspect`, 9 by default).
    static let aspectRatio = 9

    /// The size for `box`, given `height` and `width` as typed, on a screen of `screen` less
    /// dialog's shadow when it has one; `nil` when neither axis is 0, or for a box this does
    /// not size.
    init?(
        for box: CompatBox, options: CompatOptions, height givenHeight: Int, width givenWidth: Int, screen: Size
    ) {
        // Given a width but no height, dialog sizes no row for the text (it is hidden, only
        // scrolled, under a 4-row box); the layout's own height shows it (DECISIONS).
        guard givenHeight == 0 || givenWidth == 0, !(givenWidth > 0 && givenHeight == 0) else { return nil }
        // Numbers from the command line: within ±`Int32.max`, so that the arithmetic below
        // cannot overflow.
        let givenHeight = givenHeight.clampedAtEntry
        let givenWidth = givenWidth.clampedAtEntry
        let prompt: String
        let boxRows: Int
        let leastWidth: Int
        switch box {
        case .message(.yesno, let text):
            prompt = text.plain
            boxRows = 2
            var labels = [options.yesLabel ?? "Yes", options.noLabel ?? "No"]
            if options.extraButton { labels.insert(options.extraLabel ?? "Extra", at: 1) }
            if options.helpButton { labels.append(options.helpLabel ?? "Help") }
            leastWidth = max(25, Self.buttonsWidth(labels))
        case .message(let kind, let text):
            prompt = text.plain
            boxRows = kind == .infobox ? 0 : 2
            var labels = [options.okLabel ?? "OK"]
            if options.extraButton { labels.append(options.extraLabel ?? "Extra") }
            if options.helpButton { labels.append(options.helpLabel ?? "Help") }
            leastWidth = Self.buttonsWidth(labels)
        case .input(let text, let initial, _):
            prompt = text.plain
            boxRows = 5
            leastWidth = max(DisplayWidth.of(initial) + 7, 26)
        default:
            return nil
        }
        let margin = options.shadow ? Size(columns: 2, rows: 1) : .zero
        let columns = max(1, screen.columns - margin.columns)
        let rows = max(1, screen.rows - margin.rows)
        // The title as typed: dialog counts its `\Z` codes too (`dlg_count_columns`).
        let titleWidth = DisplayWidth.of(options.title)
        var height = givenHeight
        var width = givenWidth
        if width <= 0 {
            let wrap = TextWrap(prompt)
            var text: (rows: Int, width: Int)
            if prompt.contains("\n") {
                text = wrap.preformatted(screen: Size(columns: columns, rows: rows), aspectRatio: Self.aspectRatio)
            } else {
                let aspect = Int((Double(Self.aspectRatio) * Double(DisplayWidth.of(prompt))).squareRoot())
                let wide = max(titleWidth, leastWidth, aspect, Self.longestWord(prompt))
                text = wrap.justified(rows: height > 0 ? height : rows - 1, right: wide)
            }
            if text.width < titleWidth {
                text = wrap.justified(rows: height > 0 ? height : rows - 1, right: titleWidth)
                text.width = titleWidth
            }
            width = (givenWidth == 0 ? max(text.width, leastWidth) : text.width) + 4
            height = text.rows + boxRows + 2
        } else {
            height = boxRows + 2
        }
        if givenHeight > 0 { height = givenHeight }
        if givenWidth > 0 { width = givenWidth }
        if givenHeight < 0 { height = rows }
        if givenWidth < 0 { width = columns }
        if width > columns {
            height += 1
            width = columns
        }
        self.height = min(height, rows)
        self.width = width
    }

    /// The least width of a row of buttons with these labels, as dialog lays it out
    /// (`dlg_button_layout`): buttons of the longest label's columns (at least 5 or 6), 2
    /// columns each for their brackets, and 4 for the margins.
    static func buttonsWidth(_ labels: [String]) -> Int {
        var longest = labels.map(DisplayWidth.of).max() ?? 0
        if longest < 6 - (longest & 1) { longest = 6 - (longest & 1) }
        return longest * labels.count + 2 * labels.count + 4
    }

    /// The bytes of the longest run of characters without a space (dialog's `longest_word`).
    static func longestWord(_ text: String) -> Int {
        text.utf8.split { $0 == 0x20 || (0x09...0x0D).contains($0) }.map(\.count).max() ?? 0
    }
}
