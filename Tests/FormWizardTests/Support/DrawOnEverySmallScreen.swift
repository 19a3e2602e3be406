import FormWizard
import Testing

/// Draws `dialog` on every screen from 0x0 to 30x10, after `keys`: nothing may crash and
/// the cursor, when shown, must be on the screen.
func drawOnEverySmallScreen<D: Dialog>(_ dialog: D, after keys: [Key] = []) {
    for columns in 0...30 {
        for rows in 0...10 {
            let size = Size(columns: columns, rows: rows)
            var dialog = dialog
            for key in keys {
                dialog.prepare(for: size)
                _ = dialog.handle(.key(key))
            }
            var frame = Frame(size: size, theme: .default)
            dialog.render(into: &frame)
            #expect(frame.cursor.map { frame.bounds.contains($0) } ?? true, "\(size)")
        }
    }
}
