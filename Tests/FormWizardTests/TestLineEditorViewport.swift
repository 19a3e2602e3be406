import FormWizard
import Testing

/// `visibleStart(width:)` and `display(width:)` read widths from the text's offsets and copy
/// the shown clusters as one slice; these tests compare them with the same rules applied one
/// `Character` at a time, after seeded random edits over ASCII, CJK, emoji and combining marks.
struct TestLineEditorViewport {
    /// A small seeded generator (SplitMix64), so that a failure replays.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    static let pieces = ["a", "Z", "7", " ", "日", "本", "👍", "👩‍👩‍👧", "é", "e\u{301}", "\u{301}", "🇫🇷", "\r\n", "~"]

    /// The first character shown, computed one `Character` at a time.
    static func referenceStart(_ editor: LineEditor, width: Int) -> Int {
        let characters = editor.characters
        let cursor = editor.cursor
        let count = characters.count
        func columns(_ index: Int) -> Int {
            editor.isSecret ? DisplayWidth.of(LineEditor.mask) : DisplayWidth.of(characters[index])
        }
        guard width > 0 else { return cursor }
        var used = cursor < count ? max(1, columns(cursor)) : 1
        var earliest = cursor
        while earliest > 0, used + columns(earliest - 1) <= width {
            used += columns(earliest - 1)
            earliest -= 1
        }
        var start = max(min(editor.scroll, cursor), earliest)
        var rest = cursor == count ? 1 : 0
        var index = start
        while index < count, rest <= width {
            rest += columns(index)
            index += 1
        }
        guard rest <= width else { return start }
        while start > 0, rest + columns(start - 1) <= width {
            rest += columns(start - 1)
            start -= 1
        }
        return start
    }

    /// What the field shows, computed one `Character` at a time.
    static func referenceDisplay(_ editor: LineEditor, width: Int) -> LineEditor.Display {
        let characters = editor.characters
        let start = referenceStart(editor, width: width)
        var text = ""
        var used = 0
        var cursorColumn = 0
        var index = start
        while index < characters.count {
            if index == editor.cursor { cursorColumn = used }
            let character = editor.isSecret ? LineEditor.mask : characters[index]
            let columns = DisplayWidth.of(character)
            if used + columns > width { break }
            text.append(character)
            used += columns
            index += 1
        }
        if editor.cursor >= index { cursorColumn = used }
        return LineEditor.Display(text: text, cursorColumn: min(cursorColumn, max(0, width - 1)))
    }

    @Test(arguments: [false, true])
    func randomEditsShowWhatOneCharacterAtATimeShows(isSecret: Bool) async {
        var random = Seeded(state: isSecret ? 7 : 3)
        var editor = LineEditor(isSecret: isSecret)
        let keys: [Key] = [.left, .right, .home, .end, .backspace, .delete]
        for step in 0..<2_000 {
            // Seconds of work: let the other tests' tasks run between steps (the cooperative
            // pool has as many threads as cores, and their waits are bounded).
            if step.isMultiple(of: 50) { await Task.yield() }
            if Int.random(in: 0..<3, using: &random) == 0 {
                _ = editor.handle(.key(keys[Int.random(in: 0..<keys.count, using: &random)]))
            } else {
                var typed = ""
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    typed += Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)]
                }
                editor.insert(typed)
            }
            let width = Int.random(in: 0...12, using: &random)
            #expect(
                editor.visibleStart(width: width) == Self.referenceStart(editor, width: width),
                "step \(step), width \(width), text \(editor.characters)")
            #expect(
                editor.display(width: width) == Self.referenceDisplay(editor, width: width),
                "step \(step), width \(width), text \(editor.characters)")
            if Bool.random(using: &random) { editor.scrollToCursor(width: width) }
        }
    }

    /// A secret shown with another character takes that character's columns per cluster; a
    /// hidden one shows nothing, its cursor at the start, whatever is typed or clicked.
    @Test func secretsShowTheirMask() {
        var stars = LineEditor(text: "ab日👩‍👩‍👧", isSecret: true)
        stars.mask = .repeating("*")
        #expect(stars.display(width: 10) == LineEditor.Display(text: "****", cursorColumn: 4))
        stars.mask = .repeating("＊")
        #expect(stars.display(width: 6) == LineEditor.Display(text: "＊＊", cursorColumn: 4))
        var hidden = LineEditor(text: "secret", isSecret: true)
        hidden.mask = .hidden
        #expect(hidden.display(width: 10) == LineEditor.Display(text: "", cursorColumn: 0))
        hidden.moveCursor(toColumn: 2, width: 10)
        #expect(hidden.cursor == 6)
        hidden.isSecret = false
        #expect(hidden.display(width: 10) == LineEditor.Display(text: "secret", cursorColumn: 6))
    }
}
