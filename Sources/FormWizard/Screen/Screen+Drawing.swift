extension Screen {
    /// Asks for a redraw soon; several requests in a row draw once.
    func setNeedsRender() {
        needsRender = true
        drawsInFull = true
        deferredRender.schedule()
    }

    /// Asks for a redraw soon because `presentation` changed: only what it draws differently,
    /// when it is the top dialog (`Redrawing`), or every dialog afresh.
    func setNeedsRender(changed presentation: any Presentation) {
        if presentation !== machine.shown.last?.presentation { drawsInFull = true }
        needsRender = true
        deferredRender.schedule()
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
        let stackIsDrawn =
            machine.shown.count == drawnStack.count && zip(machine.shown, drawnStack).allSatisfy { $0.id == $1 }
        if !stackIsDrawn { drawnStack = machine.shown.map(\.id) }
        let retaining = !drawsInFull && stackIsDrawn && machine.shown.last?.presentation.canRedraw == true
        drawsInFull = false
        var frame = compositor.makeFrame(size: terminal.size, theme: theme, retaining: retaining)
        var cursor: Point?
        if frame.isRetained, let top = machine.shown.last?.presentation {
            if top.redraw(into: &frame) {
                top.hitRegions = frame.hitRegions
                top.didDraw()
                cursor = frame.cursor
            } else {
                compositor.drawInFull(&frame)
            }
        }
        if !frame.isRetained {
            let drawn = drawEveryDialog(into: &frame)
            for (slot, regions) in zip(machine.shown, drawn.hitRegions) {
                slot.presentation.hitRegions = regions
                slot.presentation.didDraw()
            }
            cursor = drawn.cursor
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
        let drawn = drawEveryDialog(into: &frame)
        let cursor = drawn.cursor.flatMap { frame.bounds.contains($0) ? $0 : nil }
        return (frame.buffer, drawn.hitRegions, cursor)
    }

    /// Draws every shown dialog into `frame`, bottom to top.
    /// - Returns: where the top one puts the cursor, and the hit regions each recorded.
    private func drawEveryDialog(into frame: inout Frame) -> (cursor: Point?, hitRegions: [[HitRegion]]) {
        var cursor: Point?
        var regions: [[HitRegion]] = []
        regions.reserveCapacity(machine.shown.count)
        for slot in machine.shown {
            frame.cursor = nil
            let first = frame.hitRegions.count
            slot.presentation.render(into: &frame)
            regions.append(Array(frame.hitRegions[first...]))
            cursor = frame.cursor
        }
        return (cursor, regions)
    }

    /// The hit regions of every dialog as last drawn, bottom to top.
    package var drawnHitRegions: [[HitRegion]] { machine.shown.map(\.presentation.hitRegions) }
}
