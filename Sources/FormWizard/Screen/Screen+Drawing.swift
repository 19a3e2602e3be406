extension Screen {
    /// Asks for a redraw soon; several requests in a row draw once.
    func setNeedsRender() {
        needsRender = true
        deferredRender.schedule()
    }

    /// Composes every shown dialog, bottom to top, and sends the terminal what changed. After
    /// `shutdown()` it draws the blank frame once, then nothing.
    func render() {
        if isShutDown {
            guard !drewFinalFrame else { return }
            drewFinalFrame = true
        }
        needsRender = false
        var frame = Frame(size: terminal.size, theme: theme)
        var cursor: Point?
        for slot in machine.shown {
            frame.cursor = nil
            slot.presentation.render(into: &frame)
            cursor = frame.cursor
        }
        machine.didDraw()
        if let position = cursor, !frame.bounds.contains(position) { cursor = nil }
        let update = FrameUpdate(from: shownFrame, to: frame.buffer, cursor: cursor)
        if update.isFull || !update.changes.isEmpty || cursor != shownCursor {
            terminal.apply(update)
        }
        shownFrame = frame.buffer
        shownCursor = cursor
        notifyIfIdle()
    }
}
