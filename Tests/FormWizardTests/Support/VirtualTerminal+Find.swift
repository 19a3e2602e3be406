import FormWizard
import FormWizardTesting
import Testing

extension VirtualTerminal {
    /// The cell where `text` first shows on screen (wide characters take two cells), so a test
    /// clicks what the user would click; records an issue when it is not shown.
    func cell(
        of text: String, occurrence: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (column: Int, row: Int) {
        let wanted = Array(text)
        var found = 0
        for y in 0..<size.rows {
            var cells: [(x: Int, character: Character)] = []
            for x in 0..<size.columns where !buffer[x, y].isContinuation {
                cells.append((x, buffer[x, y].character))
            }
            guard cells.count >= wanted.count else { continue }
            for start in 0...(cells.count - wanted.count)
            where cells[start..<start + wanted.count].map(\.character) == wanted {
                if found == occurrence { return (cells[start].x, y) }
                found += 1
            }
        }
        Issue.record("\"\(text)\" is not on screen:\n\(lines.joined(separator: "\n"))", sourceLocation: sourceLocation)
        return (-1, -1)
    }

    /// Clicks the first cell of `text` as shown, plus `offset` columns.
    func click(on text: String, offset: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        let cell = cell(of: text, sourceLocation: sourceLocation)
        click(column: cell.column + offset, row: cell.row)
    }
}
