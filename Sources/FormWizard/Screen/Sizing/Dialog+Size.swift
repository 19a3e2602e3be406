extension Dialog {
    /// Draws this dialog at `size` (see `DialogSize`): laid out as on a screen of the area
    /// `size` takes on `frame`, its panel filling each axis given, then put where that area is
    /// centred. What it leaves alone there stays as drawn below it.
    ///
    /// A presentation inside `Screen.withDialogSize` is drawn this way; a dialog that wraps
    /// another and draws around it on the whole screen (a line at its foot) calls it itself.
    public func render(at size: DialogSize, into frame: inout Frame) {
        let area = size.area(in: frame.bounds)
        var drawn = Frame(size: area.size, theme: frame.theme)
        drawn.chrome = frame.chrome
        DialogSizeCells.copy(from: frame.buffer, in: area, to: &drawn.buffer, at: .zero)
        Panel.$filling.withValue(size.filled) { render(into: &drawn) }
        DialogSizeCells.copy(from: drawn.buffer, in: drawn.bounds, to: &frame.buffer, at: area.origin)
        for region in drawn.hitRegions {
            frame.addHitRegion(region.target, in: DialogSizeCells.moved(region.area, by: area.x, area.y))
        }
        frame.cursor = drawn.cursor.map { Point(x: $0.x + area.x, y: $0.y + area.y) }
    }

    /// Hands `event` to this dialog drawn at `size` (`render(at:into:)`) on a screen `screen`
    /// in size: prepared and laid out as it is drawn, a mouse position made relative to its area.
    public mutating func handle(_ event: InputEvent, at size: DialogSize, on screen: Size) -> DialogResponse<Value> {
        let area = size.area(in: Rect(size: screen))
        var event = event
        if case .mouse(var mouse) = event {
            mouse.position = Point(x: mouse.position.x - area.x, y: mouse.position.y - area.y)
            if let hit = mouse.hit {
                mouse.hit = HitRegion(hit.target, area: DialogSizeCells.moved(hit.area, by: -area.x, -area.y))
            }
            event = .mouse(mouse)
        }
        return Panel.$filling.withValue(size.filled) {
            prepare(for: area.size)
            return handle(event)
        }
    }
}

/// Cells moved between a screen and the frame a dialog at a `DialogSize` is drawn in.
private enum DialogSizeCells {
    static func moved(_ rect: Rect, by x: Int, _ y: Int) -> Rect {
        Rect(x: rect.x + x, y: rect.y + y, columns: rect.columns, rows: rect.rows)
    }

    /// Copies the cells of `source` in `area` to `target` from `origin`, wide characters whole.
    static func copy(from source: CellBuffer, in area: Rect, to target: inout CellBuffer, at origin: Point) {
        for y in 0..<area.rows {
            for x in 0..<area.columns {
                target.set(source[area.x + x, area.y + y], at: Point(x: origin.x + x, y: origin.y + y))
            }
        }
    }
}
