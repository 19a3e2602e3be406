extension Submitting {
    public func render(into frame: inout Frame) {
        inner.render(into: &frame)
        switch phase {
        case .editing:
            break
        case .working:
            let text = "\(Spinner(phase: spinnerPhase).frame) \(message)  Esc stop"
            let width = min(frame.bounds.columns, DisplayWidth.of(text) + 4)
            let area = Rect(
                x: frame.bounds.x + (frame.bounds.columns - width) / 2, y: frame.bounds.maxY - 3,
                columns: width, rows: min(3, frame.bounds.rows))
            frame.render(Panel(), in: area)
            let inside = area.inset(horizontal: 1, vertical: 1)
            frame.buffer.write(text, at: Point(x: area.x + 2, y: area.y + 1), style: frame.theme.dialog, clip: inside)
            frame.cursor = nil
        case .failed(_, _, let question):
            question.render(into: &frame)
            frame.cursor = nil
        }
    }
}
