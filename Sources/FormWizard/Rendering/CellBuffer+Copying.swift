extension CellBuffer {
    /// Copies the cells of `rect` from `source` to the same place here; a wide character cut by
    /// the rectangle's edge, here or in `source`, is blanked, so every wide character stays
    /// whole. Copied as memory: a dialog drawn into a frame of its own and copied into the
    /// screen's (`WithButtons`) costs a copy of its rows, not a write of each cell.
    mutating func copy(_ rect: Rect, from source: CellBuffer) {
        let area = rect.intersection(bounds).intersection(source.bounds)
        guard !area.isEmpty else { return }
        let columns = size.columns
        let sourceColumns = source.size.columns
        for y in area.y..<area.maxY {
            let row = y * columns
            let sourceRow = y * sourceColumns
            // A wide character here whose half is outside the rectangle loses the other half.
            if area.x > 0, storage[row + area.x].isContinuation {
                storage[row + area.x - 1] = storage[row + area.x - 1].blanked
            }
            if area.maxX < columns, storage[row + area.maxX].isContinuation {
                storage[row + area.maxX] = storage[row + area.maxX].blanked
            }
            for x in area.x..<area.maxX {
                let packed = source.storage[sourceRow + x]
                storage[row + x] = packed.isCluster ? pack(source.cell(at: sourceRow + x)) : packed
            }
            // So does one of `source`'s cut by the rectangle's edge.
            if storage[row + area.x].isContinuation { storage[row + area.x] = storage[row + area.x].blanked }
            if area.maxX < sourceColumns, source.storage[sourceRow + area.maxX].isContinuation {
                storage[row + area.maxX - 1] = storage[row + area.maxX - 1].blanked
            }
            damage.mark(row: y, low: area.x - 1, high: area.maxX + 1)
        }
    }
}
