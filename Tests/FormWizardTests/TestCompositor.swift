import Testing

@testable import FormWizard

/// The screen draws every frame into one buffer and compares only what was drawn; these check
/// that what the terminal ends up showing is what composing each frame afresh gives.
struct TestCompositor {
    private static let texts = ["hello", "日本", "e\u{301}", "👨‍👩‍👧", "a\u{1b}b", "x", "  ", "🇯🇵!", "\u{200B}z"]
    private static let styles = [Style.plain, Style(attributes: .bold), Style(foreground: .red, background: .blue)]

    /// Draws frame `seed` of a random sequence into `frame`, its text from `texts`.
    private func draw(_ seed: UInt64, into frame: inout Frame, texts: [String] = texts) {
        var random = SeededRandom(state: seed)
        let size = frame.bounds.size
        for _ in 0..<random.next(6) {
            let style = Self.styles[random.next(Self.styles.count)]
            let rect = Rect(
                x: random.next(size.columns + 2) - 1, y: random.next(size.rows), columns: random.next(size.columns),
                rows: random.next(4))
            switch random.next(4) {
            case 0: frame.buffer.fill(rect, style: style)
            case 1: frame.buffer.drawBox(rect, style: style, title: texts[random.next(texts.count)])
            case 2: frame.buffer.restyle(rect) { $0.adding(.underline) }
            default:
                frame.buffer.write(texts[random.next(texts.count)], at: rect.origin, style: style, clip: rect)
            }
        }
    }

    @Test func whatTheTerminalShowsIsEachFrameComposedAfresh() {
        let size = Size(columns: 17, rows: 7)
        let theme = Theme.default
        var compositor = Compositor()
        var terminal = CellBuffer(size: size)
        var previous: CellBuffer?
        for seed in UInt64(1)...400 {
            var fresh = Frame(size: size, theme: theme)
            draw(seed, into: &fresh)
            var frame = compositor.makeFrame(size: size, theme: theme)
            draw(seed, into: &frame)
            let update = compositor.update(showing: &frame, cursor: nil)
            if let update { terminal.apply(update) }
            #expect(terminal == fresh.buffer, "frame \(seed)")
            // Only what differs from the frame before is sent.
            if let previous {
                let expected = FrameUpdate(from: previous, to: fresh.buffer, cursor: nil)
                #expect((update?.changes.count ?? 0) == expected.changes.count, "frame \(seed)")
            }
            previous = fresh.buffer
        }
    }

    /// A retained frame starts as the frame shown (`Redrawing`): random frames, two in three of
    /// them retained and half of those moving the rows of a random area first, reach a terminal
    /// that moves whole rows as each frame drawn over the one before. Text without clusters, so
    /// that moves reach the terminal; beside the area rows differ, so a move there must be
    /// sent across them too.
    @Test(arguments: [false, true]) func aRetainedFrameShowsWhatItDrawsOverTheFrameBefore(clusters: Bool) {
        let size = Size(columns: 17, rows: 9)
        let theme = Theme.default
        var compositor = Compositor()
        compositor.movesRows = true
        compositor.movesRowsCheaply = true
        var terminal = CellBuffer(size: size)
        var shown = CellBuffer(size: size)
        var random = SeededRandom(state: clusters ? 11 : 5)
        let texts = clusters ? Self.texts : ["hello", "日本", "x", "  ", "a b", "語"]
        var moves = 0
        for seed in UInt64(1)...600 {
            var frame = compositor.makeFrame(size: size, theme: theme, retaining: random.next(3) > 0)
            // A dialog that cannot redraw has the frame drawn in full after all.
            if frame.isRetained, random.next(6) == 0 { compositor.drawInFull(&frame) }
            var fresh = frame.isRetained ? Frame(buffer: shown, theme: theme) : Frame(size: size, theme: theme)
            fresh.isRetained = frame.isRetained
            if frame.isRetained, random.next(2) == 0 {
                let area = Rect(
                    x: random.next(size.columns), y: random.next(size.rows - 1), columns: 1 + random.next(size.columns),
                    rows: 2 + random.next(size.rows - 2))
                let shift = (1 + random.next(2)) * (random.next(2) == 0 ? 1 : -1)
                let moved = frame.moveRows(in: area, by: shift)
                #expect(fresh.moveRows(in: area, by: shift) == moved)
            }
            draw(seed, into: &fresh, texts: texts)
            draw(seed, into: &frame, texts: texts)
            let update = compositor.update(showing: &frame, cursor: nil)
            if let update {
                terminal.apply(update)
                if update.rowMove != nil { moves += 1 }
            }
            #expect(terminal == fresh.buffer, "frame \(seed)")
            shown = fresh.buffer
        }
        #expect(compositor.retainedFrames > 300)
        #expect(clusters || moves > 50)
    }

    @Test func aNewThemeOrSizeIsDrawnWhole() {
        var compositor = Compositor()
        var terminal = CellBuffer(size: Size(columns: 4, rows: 2))
        for (size, theme) in [
            (Size(columns: 4, rows: 2), Theme.default), (Size(columns: 4, rows: 2), Theme.monochrome),
            (Size(columns: 6, rows: 3), Theme.monochrome),
        ] {
            var frame = compositor.makeFrame(size: size, theme: theme)
            frame.buffer.write("ab", at: .zero, style: theme.title)
            if let update = compositor.update(showing: &frame, cursor: nil) { terminal.apply(update) }
            var fresh = Frame(size: size, theme: theme)
            fresh.buffer.write("ab", at: .zero, style: theme.title)
            #expect(terminal == fresh.buffer)
        }
    }

    @Test func aFrameLikeTheOneShownSendsNothing() {
        var compositor = Compositor()
        let size = Size(columns: 10, rows: 3)
        for round in 0..<3 {
            var frame = compositor.makeFrame(size: size, theme: .default)
            frame.buffer.write("same 日本", at: Point(x: 1, y: 1), style: .plain)
            let update = compositor.update(showing: &frame, cursor: Point(x: 2, y: 1))
            #expect((update == nil) == (round > 0))
        }
    }
}
