extension Screen {
    /// Events from the terminal, in the order they came.
    func receive(_ events: [InputEvent]) {
        machine.receive(events)
        if events.contains(where: \.isResize) {
            // Relay out at once, even while the resize waits behind keys for a caller.
            compositor.invalidate()
            needsRender = true
            drawsInFull = true
        }
        deliverInput()
    }

    /// Hands queued input to the top dialog until it must wait for a resumed caller.
    func deliverInput() {
        while let action = machine.nextInput() {
            switch action {
            case .handle(let event, let slot):
                let presentation = slot.presentation
                guard let event = aimed(event, at: presentation) else { continue }
                switch presentation.handle(event, on: terminal.size) {
                case .unchanged:
                    // A key the dialog ignored still restarts its timeout.
                    if presentation.hasTimeout { presentation.reconcileTasks(on: self) }
                case .changed:
                    noteChange(of: presentation)
                    presentation.reconcileTasks(on: self)
                case .settled(let resumed): didSettle(presentation, resumed: resumed)
                }
            case .resize:
                for slot in machine.shown.reversed() where (slot.presentation.resizePolicy ?? resizePolicy) == .teardown
                {
                    didSettle(slot.presentation, resumed: slot.presentation.settleCancelled())
                }
                compositor.invalidate()
                needsRender = true
                drawsInFull = true
            }
        }
        if needsRender { render() }
        notifyIfIdle()
    }
}

extension InputEvent {
    var isResize: Bool {
        if case .resize = self { return true }
        return false
    }
}
