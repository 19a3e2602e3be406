import FormWizard

/// dialog's word wrap, as it measures a prompt to size a box (`justify_text` and
/// `dlg_print_line` without a window): lines break at the last blank before the right margin, a
/// word longer than a line is cut there, blanks at a break are dropped, and a line break in the
/// text starts a line (an empty line for each further one). Columns count from dialog's left
/// margin of 2, so a width includes it.
struct TextWrap {
    private let characters: [Character]
    /// The columns before each character, and the total at the end.
    private let columns: [Int]
    /// The UTF-8 bytes before each character: where a row ends at a blank or the text's end,
    /// dialog measures it in bytes.
    private let bytes: [Int]

    init(_ text: String) {
        characters = Array(text)
        var columns = [0]
        var bytes = [0]
        columns.reserveCapacity(characters.count + 1)
        bytes.reserveCapacity(characters.count + 1)
        for character in characters {
            columns.append(columns[columns.count - 1] + DisplayWidth.of(character))
            bytes.append(bytes[bytes.count - 1] + character.utf8.count)
        }
        self.columns = columns
        self.bytes = bytes
    }

    private static let leftMargin = 2

    private func isBlank(_ index: Int) -> Bool {
        characters[index] == " " || characters[index] == "\t"
    }

    /// The rows the text takes, wrapped at column `right`, at most `rows` (from row 1), and
    /// the widest row's end column.
    func justified(rows limit: Int, right: Int) -> (rows: Int, width: Int) {
        var start = 0
        var y = 1
        var widest = 2
        while y <= limit, start < characters.count {
            var x = Self.leftMargin
            if characters[start] == "\n" {
                while start < characters.count, characters[start] == "\n", y < limit {
                    if start + 1 < characters.count { y += 1 }
                    start += 1
                }
            }
            if start < characters.count {
                (x, start) = line(from: start, right: right)
            }
            if start < characters.count { y += 1 }
            widest = max(widest, x)
        }
        return (y, widest)
    }

    /// One row from `start`: where it ends (its end column) and where the next row starts.
    private func line(from start: Int, right: Int) -> (end: Int, next: Int) {
        let left = Self.leftMargin
        var x = 1
        var wrap = start
        var test = start
        var cursor = left
        var index = start
        while index < characters.count {
            if characters[index] == "\n" || cursor >= right { break }
            if isBlank(index), index != start, !isBlank(index - 1) {
                wrap = index
                x = cursor
            }
            cursor = left + columns[index + 1] - columns[start]
            if cursor > right { break }
            test = index + 1
            index += 1
        }
        if test >= characters.count || characters[test] == "\n" || isBlank(test) {
            wrap = test
            while wrap > start, isBlank(wrap - 1) { wrap -= 1 }
            x = left + bytes[wrap] - bytes[start]
        } else if x == 1, cursor >= right {
            x = right
            wrap = test
        }
        if x == 1 { x = right }
        var next = wrap
        while next < characters.count, isBlank(next) { next += 1 }
        if next < characters.count, characters[next] == "\n" { next += 1 }
        return (x, next)
    }

    /// dialog's size for a text with line breaks (`auto_size_preformatted`): wrapped at the
    /// screen's width less 2, then narrowed toward `aspectRatio` columns per row, then widened
    /// 4 columns at a time until it has that ratio or the screen's width.
    func preformatted(screen: Size, aspectRatio: Int) -> (rows: Int, width: Int) {
        let limit = screen.rows - 1
        let widest = screen.columns - 2
        var right = widest
        var size = justified(rows: limit, right: right)
        var ratio = Double(size.width / max(1, size.rows))
        if ratio > Double(aspectRatio) {
            let narrowing = ratio / Double(aspectRatio)
            right = Int(Double(size.width) / narrowing + 4)
            size = justified(rows: limit, right: right)
            ratio = Double(size.width) / Double(max(1, size.rows))
        }
        while ratio < Double(aspectRatio), right < widest {
            right += 4
            size = justified(rows: limit, right: right)
            ratio = Double(size.width / max(1, size.rows))
        }
        return size
    }
}
