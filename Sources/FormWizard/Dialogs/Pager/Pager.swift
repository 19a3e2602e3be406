/// A text of any length to read: scrolled, searched, wrapped or not, with line numbers if asked.
///
/// | keys | effect |
/// | --- | --- |
/// | ↑ ↓ (k j), PgUp PgDn (b Space), Home End (g G) | a row, a page, the top, the end |
/// | ← → | half a page sideways, when lines are not wrapped |
/// | `/` then text and Enter | search forward from the top of the view (Enter alone repeats the last search) |
/// | `n`, `N` | the next, the previous line with a match (round the end), from the view when the last match is out of it |
/// | `w` | wrap long lines, or not |
/// | `#` | line numbers on or off |
/// | `q`, Enter | close: the caller resumes (`q` only without buttons: see `closesWithQ`) |
/// | Esc | cancel: the caller gets `CancellationError`; in the search prompt, Esc closes the prompt |
/// | the mouse wheel | three rows a notch |
///
/// Matches are highlighted; ASCII letters match either case unless the query has a capital
/// (`TextSearch`). The lines are kept as given and only those in view are wrapped and made safe
/// to draw (`ScrollingText`): opening a file of a million lines costs what a screen of it costs.
/// The bottom row shows the keys, the search prompt or what a search found, and the position:
/// the lines in view, of how many, and how far through the text the view's bottom is.
public struct Pager: Dialog {
    /// A message in the bottom row until the next key.
    struct Notice: Hashable, Sendable {
        var text: String
        var isError: Bool
    }

    /// The title in the frame, e.g. the file's name.
    public var title: StyledText
    /// The text's lines, as given (all of them read, when they come from a `LineStore`).
    public var lines: [String] { source.array }
    /// The lines, in memory or read from a store as they are shown.
    package private(set) var source: TextLines
    /// Whether more lines are still to come (`append(contentsOf:)`): the position shows the
    /// count so far with a `+`.
    public var isReading = false
    /// Whether long lines wrap; otherwise ←/→ scroll sideways.
    public var wraps: Bool
    /// Whether line numbers are shown.
    public var showsLineNumbers: Bool
    /// The columns from the last tab stop to where the lines start (`ScrollingText.tabOffset`).
    public var tabOffset = 0
    /// The columns between tab stops (`ScrollingText.tabWidth`).
    public var tabWidth = 8
    /// Whether `q` closes the pager, and the key hint offers it. `WithButtons` turns it off:
    /// under buttons, they and Esc close it, and `q` does nothing (a license's "Accept" must
    /// not be one stray key away).
    public var closesWithQ = true
    /// How the pager is laid out: `.standard` has a row under the text for the keys and the
    /// position; `.dialog` is dialog's `--textbox` (the text down to the frame, `↑(-)`, `↓(+)`
    /// and how far the view reaches into the text, in bytes, on the frame); `.whiptail` is
    /// whiptail's (a blank row above and under the text). Without the row, the search prompt
    /// and a notice stand on the last row of the text while they are up.
    public var look = Chrome.standard
    /// Where the view is.
    public private(set) var scroll = TextScroll.top
    /// The last search, whose matches are highlighted.
    public private(set) var search: TextSearch?
    /// The line of the last match found, where `n` and `N` go on from.
    public private(set) var matchLine: Int?
    /// The search prompt's text, while it is open.
    var prompt: LineEditor?
    var notice: Notice?
    var screenSize: Size?

    /// A pager over `lines`.
    ///
    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - lines: the text's lines, without line breaks; drawn safely whatever they hold (tabs
    ///     expanded, control characters in caret notation).
    ///   - wraps: whether long lines wrap (the default) or scroll sideways.
    ///   - showsLineNumbers: whether line numbers are shown at first.
    public init(title: StyledText = "", lines: [String], wraps: Bool = true, showsLineNumbers: Bool = false) {
        self.title = title
        source = TextLines(lines)
        byteEnds = Self.byteEnds(of: lines, after: 0)
        self.wraps = wraps
        self.showsLineNumbers = showsLineNumbers
    }

    /// A pager over `text`, cut into lines at its line breaks.
    ///
    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - text: the text; `\n` and `\r\n` end lines.
    ///   - wraps: whether long lines wrap (the default) or scroll sideways.
    ///   - showsLineNumbers: whether line numbers are shown at first.
    public init(title: StyledText = "", text: String, wraps: Bool = true, showsLineNumbers: Bool = false) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.last == "\r" ? String(line.dropLast()) : String(line)
        }
        if lines.count > 1, lines.last == "" { lines.removeLast() }
        self.init(title: title, lines: lines, wraps: wraps, showsLineNumbers: showsLineNumbers)
    }

    /// Adds lines at the end, as they arrive from a pipe; the view stays where it is.
    ///
    /// - Parameter more: lines without line breaks.
    public mutating func append(contentsOf more: [String]) {
        if source.isStored { byteEnds = Self.byteEnds(of: source.array, after: 0) }
        source.append(contentsOf: more)
        byteEnds += Self.byteEnds(of: more, after: byteEnds.last ?? 0)
    }

    /// Shows the lines of `store` from now on, in place of those shown so far (a file read
    /// through an index: a longer store as more of the file is indexed); the view stays where
    /// it is.
    package mutating func show(_ store: any LineStore) {
        source = TextLines(store)
        byteEnds = []
    }

    /// Where line `index` ends in the text, in bytes, its line break counted.
    func byteEnd(ofLine index: Int) -> Int {
        source.storedByteEnd(ofLine: index) ?? byteEnds[index]
    }

    /// The bytes of the whole text, its line breaks counted.
    var byteCount: Int {
        source.isEmpty ? 0 : byteEnd(ofLine: source.count - 1)
    }

    /// Where each line in memory ends in the text, in bytes (its line break counted), for
    /// dialog's position (`look`): one number per line, made as lines arrive (a store knows
    /// its own).
    private var byteEnds: [Int] = []

    private static func byteEnds(of lines: [String], after start: Int) -> [Int] {
        var end = start
        var ends: [Int] = []
        ends.reserveCapacity(lines.count)
        for line in lines {
            end &+= line.utf8.count &+ 1
            ends.append(end)
        }
        return ends
    }

    /// Whether the search prompt is open.
    public var isSearching: Bool { prompt != nil }

    public mutating func prepare(for size: Size) {
        screenSize = size
    }

    /// The rows a notch of the wheel scrolls.
    static let wheelRows = 3

    /// The text as the pager shows it now.
    var text: ScrollingText {
        var text = ScrollingText(
            lines: [], scroll: scroll, wraps: wraps, showsLineNumbers: showsLineNumbers, highlight: search)
        text.source = source
        text.tabOffset = tabOffset
        text.tabWidth = tabWidth
        return text
    }

    /// The size of the text's area on the screen the pager last learnt of.
    var viewport: Size {
        layout(in: Rect(size: screenSize ?? Size(columns: 80, rows: 24))).text.size
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<Void> {
        notice = nil
        if let step = event.mouse?.wheelStep {
            // The wheel scrolls three rows a notch, as terminals scroll their own history.
            scroll = text.scrolled(step < 0 ? .up(Self.wheelRows) : .down(Self.wheelRows), in: viewport)
            return .handled
        }
        if prompt != nil { return handlePrompt(event) }
        guard case .key(let key) = event else { return .ignored }
        let viewport = self.viewport
        let page = max(1, viewport.rows)
        var move = TextScroll.Move(key, page: page)
        switch key.typedCharacter {
        case "q" where closesWithQ, "Q" where closesWithQ: return .submit(())
        case "/": prompt = LineEditor()
        case "n": findNext(forward: true)
        case "N": findNext(forward: false)
        case "w":
            wraps.toggle()
            scroll = TextScroll(line: scroll.line)
        case "#": showsLineNumbers.toggle()
        case "j": move = .down(1)
        case "k": move = .up(1)
        case " ", "f": move = .down(page)
        case "b": move = .up(page)
        case "g", "<": move = .top
        case "G", ">": move = .bottom
        default:
            switch key {
            case .enter: return .submit(())
            case .escape: return .cancel
            case .left: move = .left(max(1, viewport.columns / 2))
            case .right: move = .right(max(1, viewport.columns / 2))
            default: if move == nil { return .ignored }
            }
        }
        if let move { scroll = text.scrolled(move, in: viewport) }
        return .handled
    }

    private mutating func handlePrompt(_ event: InputEvent) -> DialogResponse<Void> {
        switch event {
        case .key(.enter):
            let query = prompt?.text ?? ""
            prompt = nil
            guard let search = TextSearch(query) ?? search else { return .handled }
            self.search = search
            find(from: text.clamped(scroll, in: viewport).line, forward: true)
        case .key(.escape):
            prompt = nil
        case .key(.backspace) where prompt?.isEmpty == true:
            prompt = nil
        default:
            guard prompt?.handle(event) != .ignored else { return .ignored }
        }
        return .handled
    }

    /// Looks for the last search again: after (or before) the last match while it is in view,
    /// else from the top of the view, as `less` does after scrolling away.
    private mutating func findNext(forward: Bool) {
        guard search != nil else {
            notice = Notice(text: "No search yet: / to search", isError: false)
            return
        }
        let visible = text.visibleLines(in: viewport)
        if let matchLine, visible.contains(matchLine) {
            find(from: matchLine + (forward ? 1 : -1), forward: forward)
        } else {
            find(from: forward ? visible.lowerBound : visible.lowerBound - 1, forward: forward)
        }
    }

    /// Shows the first line from `start` on (or back) holding a match, going round the end once.
    private mutating func find(from start: Int, forward: Bool) {
        guard let search, !source.isEmpty else { return }
        let count = source.count
        let from = (start % count + count) % count
        // From `from` to the end (or the top), then round from the other end back to it; a
        // start past an end (after the last line, before the first) is already round it.
        let (ahead, round) = forward ? (from..<count, 0..<from) : (0..<(from + 1), (from + 1)..<count)
        for (lines, isRound) in [(ahead, from != start), (round, true)] {
            guard let index = source.firstLine(matching: search, in: lines, forward: forward) else { continue }
            if isRound {
                notice = Notice(
                    text: forward ? "Search went on from the top" : "Search went on from the end", isError: false)
            }
            show(match: index, of: search)
            return
        }
        matchLine = nil
        notice = Notice(text: "Not found: \(search.query)", isError: true)
    }

    /// Scrolls so that the first match in line `index` is at the top of the view, and in view
    /// sideways when lines do not wrap.
    private mutating func show(match index: Int, of search: TextSearch) {
        matchLine = index
        let viewport = self.viewport
        let rows = text.rows(ofLine: index, in: viewport)
        var target = TextScroll(line: index, column: scroll.column)
        if wraps {
            target.row = rows.firstIndex { !search.ranges(in: $0).isEmpty } ?? 0
        } else if let row = rows.first, let match = search.ranges(in: row).first {
            let start = DisplayWidth.of(row[..<match.lowerBound])
            let end = start + DisplayWidth.of(row[match])
            let width = viewport.columns - text.gutterWidth(in: viewport.columns)
            if start < scroll.column || end > scroll.column + width { target.column = max(0, start - width / 4) }
        }
        scroll = text.clamped(target, in: viewport)
    }
}
