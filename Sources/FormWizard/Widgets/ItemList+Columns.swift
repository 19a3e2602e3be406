extension ItemList {
    /// Where a row's parts go, the same for every row of a list drawn in one area.
    struct Columns {
        /// From the row's left edge to its title: a space, and the mark's columns and a space.
        let titleOffset: Int
        /// The columns a title is cut to.
        let title: Int
        /// The columns a detail is cut to; 0 when details are not shown.
        let detail: Int

        /// The columns of `list` drawn in `area`; `nil` when a row has no room inside.
        init?(_ list: ItemList, in area: Rect) {
            let markColumns = list.markWidth > 0 ? list.markWidth + 1 : 0
            let inner = area.columns - 2 - markColumns
            guard inner > 0 else { return nil }
            // The title column gives way to the detail column down to half the row.
            let titleColumn =
                list.detailWidth > 0 ? min(list.titleWidth, max(inner / 2, inner - 2 - list.detailWidth)) : inner
            let room = inner - titleColumn - 2
            detail = room >= 4 ? room : 0
            title = detail > 0 ? titleColumn : inner
            titleOffset = 1 + markColumns
        }
    }
}
