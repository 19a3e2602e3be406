/// A program's output scrolling in a box as it arrives, then how it ended with an OK button
/// (like `dialog --programbox`), or closing by itself at the end (`--progressbox`), or with OK
/// from the start for output that never ends (a followed file, `--tailbox`). A message may
/// stand above the output, with a rule under it, as dialog shows the text of `--programbox`.
///
/// | keys | effect |
/// | --- | --- |
/// | ↑ ↓, PgUp PgDn, Home End | scroll; scrolling up stops following the end, End (or scrolling back down) follows it again |
/// | Enter, Space, `o` | once the output has ended, or at any time with `closesWhileRunning`: close (OK) |
/// | Esc | cancel: the producer's task is cancelled and the caller gets `CancellationError` |
///
/// The lines are read by the box's task (`DialogTask`) off the main actor into an
/// `OutputFeed`, and taken from it at most once per `OutputBox.frameInterval` on the screen's
/// clock, so a producer of a hundred thousand lines costs a few dozen redraws, not one per
/// line, and keys are answered while it runs. Only the last `capacity` lines are kept.
public struct OutputBox: Dialog {
    /// How often the lines that arrived are shown: at most one update per interval.
    public static let frameInterval = Duration.milliseconds(40)
    /// How many lines the box keeps by default.
    public static let defaultCapacity = 10_000

    /// The title in the frame.
    public var title: StyledText
    /// The text above the output and its rule, wrapped to fit (cut with `…` when the box is
    /// short, so that a row of output stays); empty for none.
    public var message: StyledText
    /// The last lines that arrived, at most `capacity` of them.
    public private(set) var lines: [String] = []
    /// How many lines arrived in all, those dropped included.
    public private(set) var received = 0
    /// How many lines are kept.
    public let capacity: Int
    /// What the box shows at the end ("exit status 0"); `nil` while the output goes on.
    public private(set) var ending: String?
    /// Whether the box closes by itself at the end instead of waiting for OK.
    public var closesAtEnd: Bool
    /// Whether OK is shown, and closes the box, while the output still goes on: for output
    /// that may never end, such as a followed file.
    public var closesWhileRunning: Bool
    /// Whether the box draws its OK button (`false` under `WithButtons`, which draws its own);
    /// Enter, Space and `o` close it alike once it can close.
    public var showsButtons = true
    /// The columns from the last tab stop to where the lines start (`ScrollingText.tabOffset`).
    public var tabOffset = 0
    /// Whether the view follows the last line; scrolling up stops it.
    public private(set) var follows = true
    /// Where the view is, when it does not follow the end.
    public private(set) var scroll = TextScroll.top
    /// The spinner's frame while the output goes on.
    var phase = 0
    var screenSize: Size?
    let feed: OutputFeed
    let produce: @Sendable (OutputFeed) async throws -> Void
    let summary: @Sendable (Result<Void, any Error>) async -> String

    /// A box showing `lines` as they arrive.
    ///
    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - message: the text above the output; none by default.
    ///   - lines: the output, one line per element; it is read by the box's task and cancelled
    ///     with it.
    ///   - capacity: how many of the last lines to keep (at least 1, at most `Int32.max`).
    ///   - closesAtEnd: whether the box closes by itself when the lines end.
    ///   - closesWhileRunning: whether OK is shown and closes the box before the lines end
    ///     (the reading task is then cancelled); for lines that may never end.
    ///   - summary: what to show when the lines end, given how they ended (a thrown error):
    ///     "exit status 0" from a caller that waits for its process here. By default "done",
    ///     or "failed: " and the error.
    public init<Lines: AsyncSequence<String, any Error> & Sendable>(
        title: StyledText = "", message: StyledText = "", lines: Lines, capacity: Int = OutputBox.defaultCapacity,
        closesAtEnd: Bool = false,
        closesWhileRunning: Bool = false,
        summary: @escaping @Sendable (Result<Void, any Error>) async -> String = OutputBox.defaultSummary
    ) {
        self.title = title
        self.message = message
        self.capacity = capacity.clamped(to: 1...Int.entryLimit)
        self.closesAtEnd = closesAtEnd
        self.closesWhileRunning = closesWhileRunning
        self.feed = OutputFeed(capacity: self.capacity)
        self.produce = { feed in try await feed.drain(lines) }
        self.summary = summary
    }

    /// "done", or "failed: " and the error.
    public static let defaultSummary: @Sendable (Result<Void, any Error>) async -> String = { result in
        switch result {
        case .success: "done"
        case .failure(let error): "failed: \(error)"
        }
    }

    static let buttons = [ButtonBar.Button("OK")]

    private struct ReadID: Hashable, Sendable {}
    private struct FlushID: Hashable, Sendable {}

    public var tasks: [DialogTask<OutputBox>] {
        guard ending == nil else { return [] }
        let feed = self.feed
        let produce = self.produce
        let summary = self.summary
        let read = DialogTask<OutputBox>(
            id: ReadID(),
            resolving: { _ in
                let result: Result<Void, any Error>
                do {
                    try await produce(feed)
                    result = .success(())
                } catch {
                    if Task.isCancelled { throw CancellationError() }
                    result = .failure(error)
                }
                let ending = await summary(result)
                let batch = feed.take()
                return { box in
                    box.absorb(batch)
                    box.ending = ending
                    return box.closesAtEnd ? .submit(()) : .handled
                }
            })
        let flush = DialogTask<OutputBox>(id: FlushID()) {
            (context: DialogTaskContext<OutputBox>) -> DialogTask<OutputBox>.Update? in
            try await context.every(Self.frameInterval) { _ in
                let batch = feed.take()
                guard !batch.isEmpty else { return }
                try context.update { $0.absorb(batch) }
            }
            return nil
        }
        return [read, flush, .spinner(\.phase)]
    }

    /// Adds what arrived, dropping the oldest lines beyond the capacity; a view scrolled up
    /// stays on the same line while there is one.
    mutating func absorb(_ batch: OutputFeed.Batch) {
        received += batch.count
        lines.append(contentsOf: batch.lines)
        let excess = lines.count - capacity
        guard excess > 0 else { return }
        lines.removeFirst(excess)
        scroll = TextScroll(line: max(0, scroll.line - excess), row: scroll.line >= excess ? scroll.row : 0)
    }

    public mutating func prepare(for size: Size) {
        screenSize = size
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<Void> {
        let canClose = ending != nil || closesWhileRunning
        if canClose, showsButtons, event.mouse?.clickedButton == 0 { return .submit(()) }
        let viewport = layout(in: Rect(size: screenSize ?? Size(columns: 80, rows: 24))).text.size
        var move: TextScroll.Move?
        if let step = event.mouse?.wheelStep {
            move = step < 0 ? .up(Pager.wheelRows) : .down(Pager.wheelRows)
        } else if case .key(let key) = event {
            if key == .escape { return .cancel }
            if canClose, key == .enter || key.typedCharacter == " " || key.typedCharacter == "o" {
                return .submit(())
            }
            move = TextScroll.Move(key, page: viewport.rows)
        }
        guard let move else { return .ignored }
        var text = self.text(in: viewport)
        text.scroll = text.scrolled(move, in: viewport)
        scroll = text.scroll
        follows = !text.hasMoreBelow(in: viewport)
        return .handled
    }

    /// The text as shown in `viewport`: at its end while following.
    func text(in viewport: Size) -> ScrollingText {
        var text = ScrollingText(lines: lines, scroll: scroll)
        text.tabOffset = tabOffset
        if follows { text.scroll = text.bottom(in: viewport) }
        return text
    }
}
