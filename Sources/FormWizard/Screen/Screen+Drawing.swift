extension Screen {
    /// Asks for a redraw soon; several requests in a row draw once.
    func setNeedsRender() {
        needsRender = true
        drawsInFull = true
        deferredRender.schedule()
    }

    /// Asks for a redraw soon because `presentation` changed (`noteChange(of:)`).
    func setNeedsRender(changed presentation: any Presentation) {
        noteChange(of: presentation)
        deferredRender.schedule()
    }

    /// Records that `presentation` changed and the next frame must show it: only what it draws
    /// differently when it is the top dialog (`Redrawing`), every dialog afresh otherwise.
    func noteChange(of presentation: any Presentation) {
        if presentation !== machine.shown.last?.presentation { drawsInFull = true }
        needsRender = true
    }

    /// Sends the terminal everything shown again, soon (`RepaintingTerminal`).
    func repaintAll() {
        compositor.invalidate()
        setNeedsRender()
    }

    /// Composes every shown dialog, bottom to top, and sends the terminal what changed. After
    /// `shutdown()` it draws the blank frame once, then nothing.
    func render() {
        if isShutDown {
            guard !drewFinalFrame else { return }
            drewFinalFrame = true
        }
        needsRender = false
        // Made afresh on each call (settled dialogs filtered out): taken once.
        let shown = machine.shown
        let stackIsDrawn = shown.count == drawnStack.count && zip(shown, drawnStack).allSatisfy { $0.id == $1 }
        if !stackIsDrawn { drawnStack = shown.map(\.id) }
        let retaining = !drawsInFull && stackIsDrawn && shown.last?.presentation.canRedraw == true
        drawsInFull = false
        var frame = compositor.makeFrame(size: terminal.size, theme: theme, retaining: retaining)
        frame.chrome = chrome
        var cursor: Point?
        if frame.isRetained, let top = shown.last?.presentation {
            if top.redraw(into: &frame) {
                top.hitRegions = frame.hitRegions
                top.didDraw()
                cursor = frame.cursor
            } else {
                compositor.drawInFull(&frame)
            }
        }
        if !frame.isRetained {
            var regions: [[HitRegion]]?
            cursor = draw(shown, into: &frame, collecting: &regions)
        }
        machine.didDraw()
        if let position = cursor, !frame.bounds.contains(position) { cursor = nil }
        if let update = compositor.update(showing: &frame, cursor: cursor) {
            terminal.apply(update)
        }
        notifyChange()
        notifyIfIdle()
    }

    /// Every dialog drawn afresh into a frame of the background, as a frame not retained draws
    /// them, with the hit regions each records, bottom to top, and the cursor: what a frame
    /// retained must show (`Redrawing`). Nothing is sent to the terminal.
    package func frameDrawnAfresh() -> (buffer: CellBuffer, hitRegions: [[HitRegion]], cursor: Point?) {
        var frame = Frame(size: terminal.size, theme: theme)
        frame.chrome = chrome
        var regions: [[HitRegion]]? = []
        let cursor = draw(machine.shown, into: &frame, collecting: &regions).flatMap {
            frame.bounds.contains($0) ? $0 : nil
        }
        return (frame.buffer, regions ?? [], cursor)
    }

    /// Draws `shown` into `frame`, bottom to top. Each records its hit regions and that it was
    /// drawn, or, when `regions` is given, they are collected there instead.
    /// - Returns: where the top one puts the cursor.
    private func draw(
        _ shown: [StackSlot], into frame: inout Frame, collecting regions: inout [[HitRegion]]?
    )
        -> Point?
    {
        var cursor: Point?
        for slot in shown {
            frame.cursor = nil
            let first = frame.hitRegions.count
            slot.presentation.render(into: &frame)
            if regions != nil {
                regions?.append(Array(frame.hitRegions[first...]))
            } else {
                slot.presentation.hitRegions = Array(frame.hitRegions[first...])
                slot.presentation.didDraw()
            }
            cursor = frame.cursor
        }
        return cursor
    }

    /// The hit regions of every dialog as last drawn, bottom to top.
    package var drawnHitRegions: [[HitRegion]] { machine.shown.map(\.presentation.hitRegions) }
}
