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
        let stackIsDrawn = machine.shown.lazy.map(\.id).elementsEqual(drawnStack)
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
            for slot in machine.shown {
                frame.cursor = nil
                let firstRegion = frame.hitRegions.count
                slot.presentation.render(into: &frame)
                slot.presentation.hitRegions = Array(frame.hitRegions[firstRegion...])
                slot.presentation.didDraw()
                cursor = frame.cursor
            }
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
        var regions: [[HitRegion]] = []
        var cursor: Point?
        for slot in machine.shown {
            frame.cursor = nil
            let first = frame.hitRegions.count
            slot.presentation.render(into: &frame)
            regions.append(Array(frame.hitRegions[first...]))
            cursor = frame.cursor
        }
        if let position = cursor, !frame.bounds.contains(position) { cursor = nil }
        return (frame.buffer, regions, cursor)
    }

    /// The hit regions of every dialog as last drawn, bottom to top.
    package var drawnHitRegions: [[HitRegion]] { machine.shown.map(\.presentation.hitRegions) }
}
