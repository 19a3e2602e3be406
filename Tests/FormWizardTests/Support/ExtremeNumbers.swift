import FormWizard
import FormWizardTesting
import Testing

/// The numbers a caller can pass, the extremes first, and what `exercise` does with a dialog
/// built from them: nothing it does may trap.
enum ExtremeNumbers {
    /// Whole numbers from `Int.min` to `Int.max`, with those next to the edges of layouts.
    static let integers: [Int] = [.min, -1, 0, 1, 2, 1 << 62, .max]
    /// Fractions, NaN and the infinities among them.
    static let doubles: [Double] = [
        -.infinity, -.greatestFiniteMagnitude, -1, -0.0, 0, .leastNonzeroMagnitude, 0.5, 1, 2,
        .greatestFiniteMagnitude, .infinity, .nan,
    ]
    /// Durations from far in the past to far in the future.
    static let durations: [Duration] = [
        .zero, .nanoseconds(1), .milliseconds(1), .seconds(-1), .seconds(Int64.min), .seconds(Int64.max),
        .seconds(Int64.max) * 10, .seconds(Int64.min) * 10,
    ]
    /// The screens every dialog is drawn on.
    static let sizes: [Size] = [
        Size(columns: 0, rows: 0), Size(columns: 1, rows: 1), Size(columns: 2, rows: 2), Size(columns: 10, rows: 3),
        Size(columns: 80, rows: 24), Size(columns: 2000, rows: 500),
    ]
    /// The keys pressed on each screen: moves, pages, ends, typing, erasing.
    static let keys: [Key] = [
        .down, .up, .pageDown, .pageDown, .end, .pageUp, .home, .right, .left, .character("7"), .character("-"),
        .backspace, .tab, .backTab, .down, .end,
    ]
    /// The sizes a dialog is drawn at (`DialogSize`), each axis from `Int.min` to `Int.max`,
    /// with margins from `Int.min` to `Int.max`.
    static let dialogSizes: [DialogSize] = {
        let axes: [Int?] = [nil, .min, -1, 0, 1, 2, 3, .max]
        let margins = [Size(columns: .min, rows: .max), Size(columns: 2, rows: 1), Size(columns: .max, rows: .min)]
        return axes.indices.flatMap { x in
            axes.indices.map { y in DialogSize(columns: axes[x], rows: axes[y], margin: margins[(x + y) % 3]) }
        }
    }()

    /// Draws `dialog` on every screen of `sizes`, pressing `keys` one by one and drawing after
    /// each (on the largest screen, only the first two).
    @MainActor
    static func exercise<D: Dialog>(_ dialog: D, keys: [Key] = keys, sizes: [Size] = sizes) {
        for size in sizes {
            var dialog = dialog
            dialog.prepare(for: size)
            draw(dialog, on: size)
            for key in size.columns > 100 ? Array(keys.prefix(2)) : keys {
                dialog.prepare(for: size)
                _ = dialog.handle(.key(key))
                draw(dialog, on: size)
            }
        }
    }

    /// Draws `dialog` at every `dialogSizes` on a screen of 80x24, handing it a key there too.
    @MainActor
    static func exerciseSizes<D: Dialog>(_ dialog: D) {
        let screen = Size(columns: 80, rows: 24)
        for size in dialogSizes {
            var dialog = dialog
            var frame = Frame(size: screen, theme: .default)
            dialog.render(at: size, into: &frame)
            _ = dialog.handle(.key(.down), at: size, on: screen)
            dialog.render(at: size, into: &frame)
        }
    }

    /// Draws `dialog` on a screen of `size`: its cursor, when it shows one, must be on it.
    @MainActor
    static func draw<D: Dialog>(_ dialog: D, on size: Size) {
        var frame = Frame(size: size, theme: .default)
        dialog.render(into: &frame)
        #expect(frame.cursor.map { frame.bounds.contains($0) } ?? true, "\(D.self) at \(size)")
    }

    /// Draws `widget` in areas of every size of `sizes`, at the top left and off it.
    @MainActor
    static func draw(_ widget: some Widget) {
        for size in sizes {
            var frame = Frame(size: size, theme: .default)
            frame.render(widget, in: frame.bounds)
            frame.render(widget, in: Rect(x: 1, y: 1, columns: size.columns, rows: size.rows))
            frame.render(widget, in: Rect(x: -5, y: -5, columns: size.columns, rows: size.rows))
        }
    }

    /// Presents `dialog` in line mode on a real clock and answers each question once it is
    /// asked (so that its timers run): an empty line, `1`, an empty line, Esc, then the end of
    /// input, and shuts the screen down if the line form still goes on; what it answers does
    /// not matter.
    @MainActor
    static func presentLines<D: Dialog & LinePresentable>(_ dialog: D) async {
        let lines = VirtualLineTerminal()
        let screen = Screen(lines: lines)
        let ended = Lock(false)
        let presented = Task {
            _ = try? await screen.present(dialog)
            ended.withLock { $0 = true }
        }
        for input in [LineInput.line(""), .line("1"), .line(""), .escape, .end] {
            await eventually("\(D.self) asks or ends") { lines.isReading || ended.withLock { $0 } }
            guard !ended.withLock({ $0 }) else { break }
            // A moment for the read's timers (a pause's countdown) to start before it is
            // answered: a deadline no clock can sleep until would trap there.
            try? await Task.sleep(for: .milliseconds(1))
            lines.send([input])
        }
        if !ended.withLock({ $0 }) { screen.shutdown() }
        await presented.value
    }
}
