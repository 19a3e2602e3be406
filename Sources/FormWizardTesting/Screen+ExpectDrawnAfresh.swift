import FormWizard
import Testing

extension Screen {
    /// Checks that `terminal` shows (the cursor too), and the mouse hits, what drawing every
    /// dialog afresh gives:
    /// how to test a dialog that draws only what changed (`Redrawing`). Call it after each
    /// change has been drawn (`waitUntilIdle()`); it records an issue for the first of the
    /// cells, the cursor and the hit regions that differs.
    ///
    /// ```swift
    /// for key in [Key.down, .pageDown, .end, .up] {
    ///     term.send(key)
    ///     await screen.waitUntilIdle()
    ///     screen.expectDrawnAfresh(on: term)
    /// }
    /// ```
    /// - Parameters:
    ///   - terminal: the virtual terminal the screen draws on.
    ///   - sourceLocation: where the issues are recorded.
    /// - Returns: whether both were alike.
    @discardableResult
    public func expectDrawnAfresh(
        on terminal: VirtualTerminal, sourceLocation: SourceLocation = #_sourceLocation
    )
        -> Bool
    {
        let fresh = frameDrawnAfresh()
        if terminal.buffer != fresh.buffer {
            let rows = zip(terminal.lines, fresh.buffer.lines).enumerated().filter { $0.element.0 != $0.element.1 }
            let shown = rows.prefix(3).map { "row \($0.offset): \"\($0.element.0)\" drawn afresh \"\($0.element.1)\"" }
            let what = shown.isEmpty ? " in styles" : ": " + shown.joined(separator: "; ")
            Issue.record("the terminal differs from the dialogs drawn afresh\(what)", sourceLocation: sourceLocation)
            return false
        }
        if terminal.cursor != fresh.cursor {
            Issue.record(
                "the cursor is at \(String(describing: terminal.cursor)), drawn afresh at \(String(describing: fresh.cursor))",
                sourceLocation: sourceLocation)
            return false
        }
        if drawnHitRegions != fresh.hitRegions {
            Issue.record(
                "the hit regions differ from the dialogs' drawn afresh: \(drawnHitRegions) against \(fresh.hitRegions)",
                sourceLocation: sourceLocation)
            return false
        }
        return true
    }
}
