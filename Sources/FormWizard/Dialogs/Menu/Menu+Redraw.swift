extension Menu: Redrawing {
    /// Draws what moving in the list changed: the rows that scroll into view (the others are
    /// moved, `Frame.moveRows(in:by:)`), the rows selected before and now, and the
    /// `▲ n more` / `▼ n more` rows. Anything else changed (the title, the message, its scroll
    /// or focus, other items) draws the menu afresh.
    public func redraw(since previous: Menu, into frame: inout Frame) -> Bool {
        guard drawsAlike(previous), ListLayout.Look(listBehavior) == .standard else { return false }
        let layout = cachedLayout(in: frame.bounds)
        let count = items.count
        let visible = layout.visibleRows
        let top = cursor.firstRow(rows: visible, count: count)
        let previousTop = previous.cursor.firstRow(rows: visible, count: count)
        let shift = top - previousTop
        // As `Panel` records it, before the rows.
        frame.addHitRegion(.dialog, in: layout.panel)
        let changed = frame.scrollRows(
            in: layout.list, by: shift, highlightFrom: previous.selected - previousTop, to: selected - top)
        let shown = top..<min(count, top + visible)
        ItemList(
            rows: [], selected: shown.contains(selected) ? selected - top : nil, titleWidth: titleWidth,
            detailWidth: detailWidth, firstIndex: top
        ).redraw(rows[shown], changed: changed, in: layout.list, over: frame.theme.dialog, into: &frame)
        if shift != 0 {
            frame.buffer.fill(layout.above, style: frame.theme.dialog)
            frame.buffer.fill(layout.below, style: frame.theme.dialog)
            layout.renderMarkers(
                hiddenAbove: shown.lowerBound, hiddenBelow: count - shown.upperBound, into: &frame)
        }
        return true
    }

    /// Whether this menu draws what `previous` drew but for the selection and the rows in view.
    private func drawsAlike(_ previous: Menu) -> Bool {
        // The same items: one array, not a copy of another (a dialog replaced whole by
        // `DialogHandle.update` has its own).
        let sameRows =
            rows.count == previous.rows.count
            && rows.withUnsafeBufferPointer { $0.baseAddress }
                == previous.rows.withUnsafeBufferPointer { $0.baseAddress }
        return sameRows && titleWidth == previous.titleWidth && detailWidth == previous.detailWidth
            && title == previous.title && message == previous.message && escapeAction == previous.escapeAction
            && messageScroll == previous.messageScroll && isMessageFocused == previous.isMessageFocused
    }
}
