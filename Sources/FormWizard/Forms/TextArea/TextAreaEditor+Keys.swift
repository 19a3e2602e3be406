extension TextAreaEditor {
    /// Applies a key or a paste, for a text area whose rows are `width` columns wide:
    ///
    /// | keys | effect |
    /// | --- | --- |
    /// | ← → , Ctrl-B Ctrl-F | one character left, right |
    /// | ↑ ↓ | one row up, down (ignored on the first and last row, so focus can move on) |
    /// | Ctrl-← Ctrl-→ , Alt-← Alt-→ , Alt-B Alt-F | one word left, right |
    /// | Home End , Ctrl-A Ctrl-E | start, end of the line |
    /// | Backspace (Ctrl-H), Delete (Ctrl-D) | delete the character before, after the cursor |
    /// | Ctrl-W, Alt-Backspace, Alt-D | delete a word, as in a line editor |
    /// | Ctrl-U, Ctrl-K | delete to the start, the end of the line (the line break when there) |
    /// | Enter | a new line |
    ///
    /// A paste keeps its line breaks. A click whose hit region is the text (`HitTarget.field`,
    /// its area the rows shown) puts the cursor on the character clicked
    /// (`moveCursor(toRow:column:width:rows:)`).
    mutating func handle(_ event: InputEvent, width: Int) -> LineEditor.Response {
        switch event {
        case .paste(let text):
            goalColumn = nil
            return insert(text) ? .limited : .handled
        case .key(let key):
            if key == .up || key == .down { return moveVertically(by: key == .up ? -1 : 1, width: width) }
            goalColumn = nil
            if key == .enter { return insert("\n") ? .limited : .handled }
            return applyEditingKey(key)
        case .mouse(let mouse):
            guard mouse.clickedField != nil, let area = mouse.hit?.area else { return .ignored }
            moveCursor(toRow: mouse.row, column: mouse.column, width: width, rows: area.rows)
            return .handled
        case .resize:
            return .ignored
        }
    }

    private mutating func moveVertically(by step: Int, width: Int) -> LineEditor.Response {
        let rows = rows(width: width)
        let here = position(of: cursor, in: rows)
        let target = here.row + step
        guard rows.indices.contains(target) else { return .ignored }
        let goal = goalColumn ?? here.column
        moveCursor(to: index(row: target, column: goal, in: rows))
        goalColumn = goal
        return .handled
    }
}

extension TextAreaEditor: TextEditing {}

extension TextAreaEditor {
    /// Moves the cursor `step` rows down (up when negative), keeping the column it aims for;
    /// past the first or the last row, to the start or the end of the text (PgUp and PgDn).
    mutating func moveByRows(_ step: Int, width: Int) {
        let rows = rows(width: width)
        let here = position(of: cursor, in: rows)
        let target = here.row + step
        guard rows.indices.contains(target) else {
            moveCursor(to: target < 0 ? 0 : count)
            goalColumn = nil
            return
        }
        let goal = goalColumn ?? here.column
        moveCursor(to: index(row: target, column: goal, in: rows))
        goalColumn = goal
    }

    /// Whether row `row` of `rows` starts a line (the row after a wrap continues one).
    static func startsLine(_ row: Int, in rows: [Range<Int>]) -> Bool {
        row == 0 || rows[row].lowerBound != rows[row - 1].upperBound
    }

    /// The line, from 1, that row `row` of `rows` is part of.
    static func line(ofRow row: Int, in rows: [Range<Int>]) -> Int {
        var line = 1
        for index in stride(from: 1, through: min(row, rows.count - 1), by: 1) where startsLine(index, in: rows) {
            line += 1
        }
        return line
    }
}
