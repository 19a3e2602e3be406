extension Screen {
    /// `event` as `presentation` gets it: a mouse event with what it hit filled in, or `nil`
    /// when it misses the dialog (outside its `.dialog` regions) or the mouse is off. Other
    /// events as they are.
    ///
    /// The regions are those of the frame last drawn; a frame still to be drawn (the dialog
    /// changed earlier in this batch) is drawn first, so that a click is aimed at what the
    /// dialog looks like now.
    func aimed(_ event: InputEvent, at presentation: any Presentation) -> InputEvent? {
        guard case .mouse(var mouse) = event else { return event }
        guard isMouseEnabled else { return nil }
        if needsRender { render() }
        guard let hit = Self.hit(at: mouse.position, in: presentation.hitRegions) else { return nil }
        mouse.hit = hit
        return .mouse(mouse)
    }

    /// The region on top at `point` among `regions` (drawn in order), if `point` is inside a
    /// `.dialog` region; else `nil`.
    static func hit(at point: Point, in regions: [HitRegion]) -> HitRegion? {
        guard regions.contains(where: { $0.target == .dialog && $0.area.contains(point) }) else { return nil }
        return regions.last { $0.area.contains(point) }
    }
}
