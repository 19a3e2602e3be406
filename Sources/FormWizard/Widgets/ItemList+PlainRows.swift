extension ItemList {
    /// A row whose title is a plain string measured once: what a long list keeps per item
    /// (`Menu`), so that drawing a row in view makes nothing and measures nothing.
    struct PlainRow: Sendable {
        /// The title, drawn as `StyledText(title)` would be.
        let title: String
        /// `DisplayWidth.of(title)`.
        let width: Int
        /// A hint beside the title, dimmed.
        let detail: StyledText?

        /// `title` and its `detail`; the title is measured here.
        init(title: String, detail: StyledText?) {
            self.title = title
            self.width = DisplayWidth.of(title)
            self.detail = detail
        }
    }

    /// Draws `plain` in `area` instead of `rows`, as `render(in:into:)` draws them as
    /// `Row(title: StyledText(title), detail: detail)` (pixel for pixel, with the same hit
    /// regions), without making a `Row` or a `StyledText` for each (DECISIONS.md, 2026-12-03).
    func render(_ plain: ArraySlice<PlainRow>, in area: Rect, into frame: inout Frame) {
        guard let columns = Columns(self, in: area) else { return }
        let count = min(plain.count, area.rows)
        frame.hitRegions.reserveCapacity(frame.hitRegions.count + count)
        for index in 0..<count {
            draw(plain[plain.startIndex + index], at: index, in: area, columns: columns, into: &frame)
        }
    }

    /// In a retained frame (`Redrawing`) that shows these rows drawn before, draws again only
    /// the rows at the places `changed` (in view; others are passed over), each over a fill of
    /// `fill` (what lies under the list), and records every row's hit region as
    /// `render(_:in:into:)` does.
    func redraw(
        _ plain: ArraySlice<PlainRow>, changed: some Sequence<Int>, in area: Rect, over fill: Style,
        into frame: inout Frame
    ) {
        guard let columns = Columns(self, in: area) else { return }
        let count = min(plain.count, area.rows)
        frame.hitRegions.reserveCapacity(frame.hitRegions.count + count)
        for index in 0..<count {
            frame.addHitRegion(
                .row(firstIndex + index), in: Rect(x: area.x, y: area.y + index, columns: area.columns, rows: 1))
        }
        for index in changed where (0..<count).contains(index) {
            let line = Rect(x: area.x, y: area.y + index, columns: area.columns, rows: 1)
            frame.buffer.fill(line, style: fill)
            draw(
                plain[plain.startIndex + index], at: index, in: area, columns: columns, recordsHit: false, into: &frame)
        }
    }

    /// Draws `row` at place `index` of `area`, recording its hit region unless told not to.
    private func draw(
        _ row: PlainRow, at index: Int, in area: Rect, columns: Columns, recordsHit: Bool = true,
        into frame: inout Frame
    ) {
        let line = Rect(x: area.x, y: area.y + index, columns: area.columns, rows: 1)  // `area.row(index)`
        let style = beginRow(index, in: line, recordsHit: recordsHit, into: &frame)
        drawTitle(row.title, width: row.width, in: line, style: style, columns: columns, into: &frame)
        if let detail = row.detail {
            drawDetail(detail, in: line, style: style, columns: columns, into: &frame)
        }
    }
}
