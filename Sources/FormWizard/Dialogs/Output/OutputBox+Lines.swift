extension OutputBox: LineShowable {
    /// The title.
    public var lineText: String { title.plain }

    /// The title and the message when first shown, then the lines as they arrive (made safe to write: tabs
    /// expanded, control characters in caret notation; lines dropped beyond the capacity
    /// counted), then how the output ended (`swift build: exit status 0`).
    public func lines(after previous: OutputBox?) -> [String] {
        var said: [String] = []
        if previous == nil {
            said += [title.plain, message.plain].filter { !$0.isEmpty }
        }
        let arrived = received - (previous?.received ?? 0)
        if arrived > 0 {
            let kept = min(arrived, lines.count)
            if kept < arrived {
                said.append(arrived - kept == 1 ? "(1 line not kept)" : "(\(arrived - kept) lines not kept)")
            }
            said += lines.suffix(kept).map { TextLayout.displayable($0) }
        }
        if let ending, previous?.ending == nil { said.append(title.isEmpty ? ending : "\(title.plain): \(ending)") }
        return said
    }

    /// While the lines come, Esc cancels, and where the box may close before they end (a
    /// followed file, `closesWhileRunning`) Enter closes it, as on a full screen.
    public var lineKeys: LineKeys? {
        guard ending == nil else { return nil }
        return closesWhileRunning
            ? LineKeys([.enter, .escape], prompt: "Press Enter to close, or type Esc and Enter to cancel.")
            : .escapeCancels
    }

    /// In line mode the box closes at the end, after saying how the output ended: nothing can
    /// press its OK, and what it wrote stays in the terminal's scrollback.
    public func preparedForLines() -> OutputBox {
        var prepared = self
        prepared.closesAtEnd = true
        return prepared
    }
}
