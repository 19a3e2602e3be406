import FormWizard
import Testing

extension Screen {
    /// Checks that `terminal` shows, and the mouse hits, what drawing every dialog afresh gives:
    /// how to test a dialog that draws only what changed (`Redrawing`). Call it after each
    /// change has been drawn (`waitUntilIdle()`); it records an issue for the cells and for the
    /// hit regions that differ.
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
    public func expectDrawnAfresh(on terminal: VirtualTerminal, sourceLocation: SourceLocation = #_sourceLocation)
        -> Bool
    {
        let fresh = frameDrawnAfresh()
        let rows = zip(terminal.lines, fresh.buffer.lines).enumerated().filter { $0.element.0 != $0.element.1 }
        if terminal.buffer != fresh.buffer {
            let shown = rows.prefix(3).map { "row \($0.offset): \"\($0.element.0)\" drawn afresh \"\($0.element.1)\"" }
            let what = shown.isEmpty ? " in styles" : ": " + shown.joined(separator: "; ")
            Issue.record("the terminal differs from the dialogs drawn afresh\(what)", sourceLocation: sourceLocation)
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
