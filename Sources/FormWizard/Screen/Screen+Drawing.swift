extension Screen {
    /// Asks for a redraw soon; several requests in a row draw once.
    func setNeedsRender() {
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
        var frame = compositor.makeFrame(size: terminal.size, theme: theme)
        var cursor: Point?
        for slot in machine.shown {
            frame.cursor = nil
            let firstRegion = frame.hitRegions.count
            slot.presentation.render(into: &frame)
            slot.presentation.hitRegions = Array(frame.hitRegions[firstRegion...])
            cursor = frame.cursor
        }
        machine.didDraw()
        if let position = cursor, !frame.bounds.contains(position) { cursor = nil }
        if let update = compositor.update(showing: &frame, cursor: cursor) {
            terminal.apply(update)
        }
        notifyChange()
        notifyIfIdle()
    }
}
