extension WithButtons {
    /// The button bar as drawn: the focused button, or the default one while the dialog has
    /// the keyboard (none in newt's ring, `ButtonRow.Behavior.whiptail`).
    var bar: ButtonBar {
        var focused = buttonBehavior.pressesByHotkey ? defaultButton : nil
        if case .button(let index) = focus { focused = index }
        return ButtonBar(buttons: buttons.map(\.barButton), focused: focused)
    }

    /// Draws the dialog laid out on a screen shorter by the rows the buttons take, then the same
    /// panel taller by those rows (wider too when the buttons need it): the dialog inside, a
    /// separator, the buttons. A panel too narrow or short for a frame (a size of 1) is drawn
    /// as the dialog drew it, without the buttons.
    public func render(into frame: inout Frame) {
        let bounds = frame.bounds
        var drawn = Frame(size: innerSize(of: bounds.size), theme: frame.theme)
        drawn.chrome = frame.chrome
        inner.render(into: &drawn)
        guard bounds.rows > addedRows(columns: bounds.columns) + 2,
            let panel = drawn.hitRegions.last(where: { $0.target == .dialog })?.area,
            panel.columns >= 2, panel.rows >= 2
        else {
            inner.render(into: &frame)
            return
        }
        let bar = bar
        let barWidth = bar.size(width: bounds.columns - 4).columns + 4
        let columns = min(bounds.columns, max(panel.columns, barWidth))
        let x = min(max(0, panel.x - (columns - panel.columns) / 2), bounds.columns - columns)
        let added = addedRows(columns: bounds.columns)
        let box = Rect(x: x, y: panel.y, columns: columns, rows: panel.rows + added)
        frame.render(Panel(), in: box)
        // The dialog's cells inside its frame, and its title row, where they were drawn.
        frame.buffer.copy(
            Rect(x: panel.x + 1, y: panel.y, columns: panel.columns - 2, rows: panel.rows - 1), from: drawn.buffer)
        frame.hitRegions += drawn.hitRegions.filter { $0.target != .dialog }
        frame.cursor = drawn.cursor
        let separator = panel.maxY - 1
        // whiptail draws no rule: its buttons stand a row higher, over a blank row.
        let barY = frame.chrome == .whiptail ? separator : separator + 1
        if frame.chrome == .standard {
            frame.buffer.write(
                "├" + String(repeating: "─", count: max(0, box.columns - 2)) + "┤", at: Point(x: box.x, y: separator),
                style: frame.theme.border, clip: box)
        }
        let regions = frame.hitRegions.count
        frame.render(bar, in: Rect(x: box.x + 1, y: barY, columns: box.columns - 2, rows: added - 1))
        for index in regions..<frame.hitRegions.count {
            if case .button(let button) = frame.hitRegions[index].target {
                frame.hitRegions[index].target = Self.hitTarget(ofButton: button)
            }
        }
        if barY > separator {
            carryMarks(from: drawn, row: separator, columns: (panel.x + 1)..<(panel.maxX - 1), into: &frame)
        }
    }

    /// What the dialog drew on its frame's bottom edge besides the edge (dialog's `↓(+)` and
    /// position), onto the rule that stands there now, over the buttons.
    private func carryMarks(from drawn: Frame, row y: Int, columns: Range<Int>, into frame: inout Frame) {
        guard y >= 0, y < drawn.bounds.rows, y < frame.bounds.rows else { return }
        for x in columns where x >= 0 && x < drawn.bounds.columns && x < frame.bounds.columns {
            let cell = drawn.buffer[x, y]
            if cell.character != "─" { frame.buffer.set(cell, at: Point(x: x, y: y)) }
        }
    }
}
