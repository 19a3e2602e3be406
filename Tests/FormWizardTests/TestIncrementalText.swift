import FormWizardTesting
import Testing

@testable import FormWizard

/// The incremental text code against simple references: the cluster text against an array of
/// characters edited the plain way, the text area's rows kept up to date edit by edit against
/// wrapping the whole text again.
struct TestIncrementalText {
    /// Pieces random edits insert: spaces, line breaks, wide characters, emoji, a combining
    /// accent that joins the letter before it, flags that join in pairs.
    static let pieces = [
        "a", "bc", " ", "  ", "\n", "word ", "日本", "👍🏽", "e", "\u{301}", "🇩", "🇪", "longerword", "x y z",
        "\n\n", "語 ", "👩‍👩‍👧",
    ]

    /// The edits `ClusterText` makes, on an array of characters (what it kept before).
    struct Reference {
        var characters: [Character] = []
        var cursor = 0

        mutating func insert(_ new: [Character]) {
            let start = cursor
            characters.insert(contentsOf: new, at: start)
            cursor = start + new.count
            join(at: cursor)
            join(at: start)
        }

        mutating func delete(to index: Int) {
            let other = min(max(0, index), characters.count)
            let range = min(cursor, other)..<max(cursor, other)
            guard !range.isEmpty else { return }
            characters.removeSubrange(range)
            cursor = range.lowerBound
            join(at: cursor)
        }

        mutating func join(at boundary: Int) {
            guard boundary > 0, boundary < characters.count else { return }
            let joined = String(characters[boundary - 1]) + String(characters[boundary])
            guard joined.count == 1, let character = joined.first else { return }
            characters[boundary - 1] = character
            characters.remove(at: boundary)
            if cursor >= boundary { cursor -= 1 }
        }
    }

    /// Rows as the text area wrapped them before it kept its layout: the whole text, each time.
    static func referenceRows(_ characters: [Character], width: Int) -> [Range<Int>] {
        let width = max(1, width)
        var rows: [Range<Int>] = []
        var start = 0
        var used = 0
        var breakAfterSpace: Int?
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\n" {
                rows.append(start..<index)
                index += 1
                (start, used, breakAfterSpace) = (index, 0, nil)
                continue
            }
            let columns = DisplayWidth.of(character)
            if used + columns > width, index > start {
                if character == " " {
                    index += 1
                    rows.append(start..<index)
                } else if let point = breakAfterSpace, point > start {
                    rows.append(start..<point)
                    index = point
                } else {
                    rows.append(start..<index)
                }
                (start, used, breakAfterSpace) = (index, 0, nil)
                continue
            }
            used += columns
            index += 1
            if character == " " { breakAfterSpace = index }
        }
        rows.append(start..<characters.count)
        return rows
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func randomEditsMatchTheReferences(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let width = [1, 2, 3, 5, 8, 13][Int(seed) % 6]
        var editor = TextAreaEditor()
        editor.layOut(width: width)
        var reference = Reference()
        for step in 0..<400 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                let text = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                    Self.pieces.randomElement(using: &random)!
                }.joined()
                editor.insert(text)
                reference.insert(Array(text))
            case 5..<8:
                let index = editor.cursor + Int.random(in: -6...6, using: &random)
                editor.deleteToIndex(index)
                reference.delete(to: index)
            default:
                let index = Int.random(in: 0...editor.count, using: &random)
                editor.moveCursor(to: index)
                reference.cursor = index
            }
            let rows = Self.referenceRows(reference.characters, width: width)
            let same =
                editor.characters == reference.characters && editor.text == String(reference.characters)
                && editor.cursor == reference.cursor && editor.rows(width: width) == rows
            // The first difference only: later steps go on from a different text.
            guard same else {
                #expect(editor.characters == reference.characters, "step \(step)")
                #expect(editor.cursor == reference.cursor, "step \(step)")
                #expect(editor.rows(width: width) == rows, "step \(step)")
                return
            }
        }
    }

    /// Before, every key wrapped the whole text again (70–180 ms a key after a 1 MiB paste).
    @Test func anEditWrapsOnlyTheRowsAroundIt() {
        let line = "the quick brown fox jumps over the lazy dog\n"
        var text = ClusterText(maxLength: nil)
        _ = text.insert(String(repeating: line, count: 10_000))
        var layout = TextAreaLayout(text, width: 20)
        #expect(layout.rows.count == 30_001)
        text.moveCursor(to: line.count * 5_000 + 4)
        let edit = text.insert("very ").edit!
        // The edited line's three rows; the next line starts where a row started before.
        #expect(layout.update(edit, in: text) == 3)
        #expect(layout.rows == TextAreaLayout(text, width: 20).rows)
        let deletion = text.deleteToIndex(text.cursor - 5)!
        #expect(layout.update(deletion, in: text) == 3)
        #expect(layout.rows == TextAreaLayout(text, width: 20).rows)
    }

    @Test func lineBoundsAreFoundFromTheBytes() {
        var editor = TextAreaEditor(text: "one\ntwo 日本\n\nfour")
        for index in 0...editor.count {
            editor.moveCursor(to: index)
            let characters = editor.characters
            var start = index
            while start > 0, characters[start - 1] != "\n" { start -= 1 }
            var end = index
            while end < characters.count, characters[end] != "\n" { end += 1 }
            #expect((editor.lineStart, editor.lineEnd) == (start, end), "at \(index)")
        }
    }

    @Test func aLineEditorReadsItsClustersFromItsString() {
        let editor = LineEditor(text: "a👩‍👩‍👧e\u{301}日")
        #expect(editor.count == 4)
        #expect((0..<editor.count).map { editor[$0] } == ["a", "👩‍👩‍👧", "e\u{301}", "日"])
        #expect(editor.characters == ["a", "👩‍👩‍👧", "e\u{301}", "日"])
    }
}
