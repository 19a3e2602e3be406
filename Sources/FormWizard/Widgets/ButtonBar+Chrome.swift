extension ButtonBar {
    /// Where a button goes under dialog's or whiptail's chrome: its column, what is drawn
    /// around its title, and the cells it may use.
    struct Placement {
        var x: Int
        var ends: (opening: String, closing: String)
        var clip: Rect
    }

    /// The buttons placed in the box of the panel drawn last, as dialog or whiptail place them
    /// (`Chrome`); `nil` for the standard chrome, or when they do not fit that way (then they
    /// are centred in `area` as usual).
    func placedByChrome(in area: Rect, frame: Frame) -> [Placement]? {
        guard !buttons.isEmpty else { return nil }
        let box = frame.box ?? area.inset(horizontal: -2, vertical: 0)
        let row = Rect(x: box.x + 1, y: area.y, columns: max(0, box.columns - 2), rows: 1)
        let widths = buttons.map { DisplayWidth.of($0.title) }
        let placements: [Placement]
        switch frame.chrome {
        case .standard:
            return nil
        case .dialog:
            placements = Self.dialogPlaces(widths: widths, boxWidth: box.columns).map { x, left, right in
                Placement(
                    x: box.x + x,
                    ends: ("<" + String(repeating: " ", count: left), String(repeating: " ", count: right) + ">"),
                    clip: row)
            }
        case .whiptail:
            placements = Self.whiptailPlaces(widths: widths, inside: row.columns).map { x in
                Placement(x: row.x + x, ends: ("<", ">"), clip: row)
            }
        }
        guard placements.count == buttons.count else { return nil }
        // Side by side and inside the box, or not at all.
        var end = row.x
        for (placement, width) in zip(placements, widths) {
            let opened = DisplayWidth.of(placement.ends.opening) + width + DisplayWidth.of(placement.ends.closing)
            guard placement.x >= end, placement.x + opened <= row.maxX else { return nil }
            end = placement.x + opened + 1
        }
        return placements
    }

    /// dialog's button row (its `dlg_button_x_step`): every label padded, centred, to the widest
    /// (5 or 6 columns at least, so that `OK` is `<  OK  >`), spread with a margin at the left
    /// of the box `boxWidth` wide. Each is the column from the box's left edge and the blanks
    /// before and after the label; empty when they do not fit.
    static func dialogPlaces(widths: [Int], boxWidth: Int) -> [(x: Int, left: Int, right: Int)] {
        let count = widths.count
        guard count > 0, boxWidth > 0 else { return [] }
        var longest = widths.max() ?? 0
        if longest < 6 - (longest & 1) { longest = 6 - (longest & 1) }
        let used = longest * count + count * 2
        let unused = boxWidth - used
        guard unused >= 0 else { return [] }
        var gap = unused / (count + 3)
        let margin: Int
        if gap <= 0 {
            gap = max(1, unused / (count + 1))
            margin = gap
        } else {
            margin = gap * 2
        }
        let step = gap + (used + count - 1) / count
        return widths.enumerated().map { index, width in
            let left = (longest - width) / 2
            return (margin + index * step, left, longest - width - left)
        }
    }

    /// whiptail's button row (newt's `addButtons` and `messageBox`): compact buttons at fixed
    /// places inside a box `inside` columns wide: one centred at `(inside - 8) / 2`, two at a
    /// third and two thirds (16 columns kept for `<Yes>` and `<No>`, 18 for `<Ok>` and
    /// `<Cancel>`), each one column in. Columns are from the inside's left; empty for more than
    /// two buttons, which whiptail never shows.
    static func whiptailPlaces(widths: [Int], inside: Int) -> [Int] {
        switch widths.count {
        case 1:
            return [max(0, (inside - 8) / 2) + 1]
        case 2:
            let kept = (widths.max() ?? 0) <= 3 ? 16 : 18
            let third = max(0, (inside - kept) / 3)
            return [third + 1, third * 2 + 9 + 1]
        default:
            return []
        }
    }

    /// dialog's rule over its buttons (`├───┤` across the box), on the row above `area` when that
    /// row is inside the box, under its top border, and empty (a dialog that laid something out
    /// there keeps it).
    func drawSeparatorAbove(_ area: Rect, into frame: inout Frame) {
        guard frame.chrome == .dialog, let box = frame.box, box.columns >= 2 else { return }
        let y = area.y - 1
        guard y > box.y, y < box.maxY - 1, frame.bounds.contains(Point(x: box.x, y: y)) else { return }
        let inside = (box.x + 1)..<(box.maxX - 1)
        guard inside.allSatisfy({ frame.buffer[$0, y].character == " " }) else { return }
        frame.buffer.write(
            "├" + String(repeating: "─", count: box.columns - 2) + "┤", at: Point(x: box.x, y: y),
            style: frame.theme.border, clip: box)
    }
}
