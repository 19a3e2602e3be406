extension Screen {
    /// `event` as `presentation` gets it: a mouse event with what it hit filled in, or `nil`
    /// when it misses the dialog (outside its `.dialog` regions) or the mouse is off. Other
    /// events as they are.
    ///
    /// The regions are those of the frame last drawn; a frame still to be drawn (the dialog
    /// changed earlier in this batch) is drawn first, so that a click is aimed at what the
    /// dialog looks like now.
    ///
    /// A left press is marked `isDoubleClick` when it completes one (`ClickCounter`, timed by
    /// `clock`); any other event in between, a miss included, breaks a double click.
    func aimed(_ event: InputEvent, at presentation: any Presentation) -> InputEvent? {
        let dialog = ObjectIdentifier(presentation)
        guard case .mouse(var mouse) = event else {
            _ = clicks.isDoubleClick(event, on: dialog, at: .zero)
            return event
        }
        guard isMouseEnabled else { return nil }
        if needsRender { render() }
        guard let hit = Self.hit(at: mouse.position, in: presentation.hitRegions) else {
            _ = clicks.isDoubleClick(event, on: dialog, at: .zero)
            return nil
        }
        mouse.hit = hit
        mouse.isDoubleClick = clicks.isDoubleClick(
            .mouse(mouse), on: dialog, at: Self.elapsed(on: clock, since: &clickClockOrigin))
        return .mouse(mouse)
    }

    /// The time on `clock` since `origin`, which the first call sets.
    private static func elapsed<C: Clock<Duration>>(on clock: C, since origin: inout (any Sendable)?) -> Duration {
        let now = clock.now
        guard let start = origin as? C.Instant else {
            origin = now
            return .zero
        }
        return start.duration(to: now)
    }

    /// The region on top at `point` among `regions` (drawn in order), if `point` is inside a
    /// `.dialog` region; else `nil`.
    static func hit(at point: Point, in regions: [HitRegion]) -> HitRegion? {
        guard regions.contains(where: { $0.target == .dialog && $0.area.contains(point) }) else { return nil }
        return regions.last { $0.area.contains(point) }
    }
}
