extension LineEditor {
    /// What a field `width` columns wide shows: the text from `visibleStart(width:)` that fits
    /// whole (a wide character is never split at the edge), masked when secret, and the
    /// column of the cursor within it.
    public struct Display: Hashable, Sendable {
        /// The part of the text that fits, as shown.
        public var text: String
        /// The cursor's column within `text`.
        public var cursorColumn: Int

        /// What is shown: `text`, the cursor at `cursorColumn`.
        public init(text: String, cursorColumn: Int) {
            self.text = text
            self.cursorColumn = cursorColumn
        }
    }

    /// The mask drawn for each grapheme cluster of a secret.
    public static let mask: Character = "•"

    /// The first character a field `width` columns wide shows.
    ///
    /// It is `scroll`, moved as little as possible so that the cell under the cursor is in
    /// view, and moved back when the text would leave room on the right. Work is bounded by
    /// the width, not the length of the text.
    public func visibleStart(width: Int) -> Int {
        guard width > 0 else { return cursor }
        // Hidden: nothing is shown, and the cursor stays at the start.
        if maskColumns == 0 { return 0 }
        if maskColumns.map({ $0 == 1 }) ?? content.isSingleBytes {
            // Every cluster one column: the walks below, counted (typing scrolls a long line).
            let earliest = max(0, cursor - (width - 1))
            let start = max(min(scroll, cursor), earliest)
            let rest = (cursor == count ? 1 : 0) + (count - start)
            guard rest <= width else { return start }
            return start - min(start, width - rest)
        }
        var used = cursor < count ? max(1, columns(at: cursor)) : 1
        var earliest = cursor
        while earliest > 0 {
            let width0 = columns(at: earliest - 1)
            if used + width0 > width { break }
            used += width0
            earliest -= 1
        }
        var start = max(min(scroll, cursor), earliest)
        // Everything from `start` on fits: pull characters back in on the left.
        var rest = cursor == count ? 1 : 0
        var index = start
        while index < count, rest <= width {
            rest += columns(at: index)
            index += 1
        }
        guard rest <= width else { return start }
        while start > 0 {
            let previous = columns(at: start - 1)
            if rest + previous > width { break }
            rest += previous
            start -= 1
        }
        return start
    }

    /// Remembers where a field `width` columns wide is scrolled to, so that the view moves
    /// only when the cursor would leave it.
    public mutating func scrollToCursor(width: Int) {
        scroll = visibleStart(width: width)
    }

    /// Puts the cursor on the character a field `width` columns wide shows at `column` (on a
    /// wide character's either cell), or after the text when `column` is past it; the view
    /// stays where it is.
    ///
    /// - Parameters:
    ///   - column: the column clicked, from 0 at the field's left.
    ///   - width: the field's width.
    public mutating func moveCursor(toColumn column: Int, width: Int) {
        // Hidden, a click cannot aim at a character: the cursor stays.
        if maskColumns == 0 { return }
        let start = visibleStart(width: width)
        var used = 0
        var index = start
        while index < count {
            let width0 = columns(at: index)
            if used + width0 > max(0, column) || used + width0 > width { break }
            used += width0
            index += 1
        }
        moveCursor(to: index)
        scroll = start
    }

    /// What a field `width` columns wide shows.
    public func display(width: Int) -> Display {
        if maskColumns == 0 { return Display(text: "", cursorColumn: 0) }
        let start = visibleStart(width: width)
        var used = 0
        var cursorColumn = 0
        var index = start
        while index < count {
            if index == cursor { cursorColumn = used }
            let width0 = columns(at: index)
            if used + width0 > width { break }
            used += width0
            index += 1
        }
        if cursor >= index { cursorColumn = used }
        // The shown clusters are one slice of the text (or one mask each): no string per cluster.
        let text =
            if isSecret, let mask = mask.character {
                String(repeating: mask, count: index - start)
            } else {
                String(content[start..<index])
            }
        return Display(text: text, cursorColumn: width > 0 ? min(cursorColumn, width - 1) : 0)
    }

    /// The columns cluster `index` takes in the field: its display width, or the mask's.
    func columns(at index: Int) -> Int {
        maskColumns ?? content.columns(at: index)
    }

    /// The columns `mask` draws for one cluster (0 when hidden); `nil` for no mask.
    static func columns(of mask: SecretMask?) -> Int? {
        guard let mask else { return nil }
        return mask.character.map(DisplayWidth.of) ?? 0
    }
}
