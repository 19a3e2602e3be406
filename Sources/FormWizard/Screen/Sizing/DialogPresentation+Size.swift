extension DialogPresentation {
    /// Draws the dialog at `size`: laid out as on a screen of the area `size` takes (with its
    /// panel filling each given axis), then put where that area is centred on the screen. What
    /// it leaves alone there stays as drawn below it.
    func render(at size: DialogSize, into frame: inout Frame) {
        let area = size.area(in: frame.bounds)
        var drawn = Frame(size: area.size, theme: frame.theme)
        Self.copy(from: frame.buffer, in: area, to: &drawn.buffer, at: .zero)
        Panel.$filling.withValue(size.filled) { dialog.render(into: &drawn) }
        Self.copy(from: drawn.buffer, in: drawn.bounds, to: &frame.buffer, at: area.origin)
        for region in drawn.hitRegions {
            frame.addHitRegion(region.target, in: Self.moved(region.area, by: area.x, area.y))
        }
        frame.cursor = drawn.cursor.map { Point(x: $0.x + area.x, y: $0.y + area.y) }
    }

    /// Hands `event` to the dialog at `size` on a screen `screen` in size: laid out as it is
    /// drawn, a mouse position made relative to its area.
    func handle(_ event: InputEvent, at size: DialogSize, on screen: Size) -> DialogResponse<D.Value> {
        let area = size.area(in: Rect(size: screen))
        var event = event
        if case .mouse(var mouse) = event {
            mouse.position = Point(x: mouse.position.x - area.x, y: mouse.position.y - area.y)
            if let hit = mouse.hit {
                mouse.hit = HitRegion(hit.target, area: Self.moved(hit.area, by: -area.x, -area.y))
            }
            event = .mouse(mouse)
        }
        return Panel.$filling.withValue(size.filled) {
            dialog.prepare(for: area.size)
            return dialog.handle(event)
        }
    }

    private static func moved(_ rect: Rect, by x: Int, _ y: Int) -> Rect {
        Rect(x: rect.x + x, y: rect.y + y, columns: rect.columns, rows: rect.rows)
    }

    /// Copies the cells of `source` in `area` to `target` from `origin`, wide characters whole.
    private static func copy(from source: CellBuffer, in area: Rect, to target: inout CellBuffer, at origin: Point) {
        for y in 0..<area.rows {
            for x in 0..<area.columns {
                target.set(source[area.x + x, area.y + y], at: Point(x: origin.x + x, y: origin.y + y))
            }
        }
    }
}
