extension Size {
    /// This size with each axis clamped to 0...`Int32.max` (`Int.entryLimit`): a viewport or an
    /// area a caller passes, made safe for layout arithmetic where it enters.
    package var clampedAtEntry: Size {
        Size(columns: columns.clamped(to: 0...Int.entryLimit), rows: rows.clamped(to: 0...Int.entryLimit))
    }
}
