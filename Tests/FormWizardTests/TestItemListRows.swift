import Testing

@testable import FormWizard

/// The fast paths of a list's rows (plain titles measured once, printable ASCII written from
/// its bytes, multi-row fills) draw exactly what the general paths draw.
struct TestItemListRows {
    /// Titles at the edges of the fast path: as wide as the title column (8), one wider, wide
    /// and combining characters, emoji, controls, nothing.
    static let titles = [
        "Item 1", "Exactly8", "NineChars", "日本語です", "日本語", "Cafe\u{301} au", "e\u{301}e\u{301}", "👍🏽 ok",
        "", "tab\there", "x\u{7}y", "  spaced  ", "a\r\nb", "Ünïcödé1",
    ]

    /// A frame whose cells are wide characters, so that writing over half of one shows.
    private func frame() -> Frame {
        var frame = Frame(size: Size(columns: 22, rows: 16), theme: .default)
        for y in 0..<16 {
            frame.buffer.write(String(repeating: "日", count: 11), at: Point(x: y % 2, y: y), style: .plain)
        }
        return frame
    }

    /// The same text as two runs of no style: drawn through `StyledText`'s general path.
    private func twoRuns(_ title: String) -> StyledText {
        guard let first = title.first else { return StyledText(runs: []) }
        return StyledText(runs: [.init(String(first)), .init(String(title.dropFirst()))])
    }

    @Test(arguments: [(0, nil), (4, 3 as Int?), (13, 20)])
    func plainRowsDrawAsStyledRows(detailWidth: Int, selected: Int?) {
        let area = Rect(x: 1, y: 1, columns: ItemList.width(titleWidth: 8, detailWidth: detailWidth), rows: 14)
        let details: [StyledText?] = Self.titles.indices.map { $0 % 3 == 0 ? nil : "d\($0)日" }
        let plain = zip(Self.titles, details).map { ItemList.PlainRow(title: $0, detail: detailWidth > 0 ? $1 : nil) }
        let list = ItemList(rows: [], selected: selected, titleWidth: 8, detailWidth: detailWidth, firstIndex: 7)
        var fast = frame()
        list.render(plain[...], in: area, into: &fast)
        for make in [twoRuns, { StyledText($0) }] {
            var general = frame()
            var styled = list
            styled.rows = plain.map { ItemList.Row(title: make($0.title), detail: $0.detail) }
            general.render(styled, in: area)
            #expect(fast.buffer == general.buffer)
            #expect(fast.buffer.lines == general.buffer.lines)
            #expect(fast.hitRegions == general.hitRegions)
        }
    }

    @Test func aSliceOfPlainRowsStartsAtItsFirst() {
        let plain = Self.titles.map { ItemList.PlainRow(title: $0, detail: nil) }
        let list = ItemList(rows: [], selected: 0, titleWidth: 8, detailWidth: 0, firstIndex: 3)
        var fast = frame()
        list.render(plain[3..<6], in: Rect(x: 0, y: 0, columns: 10, rows: 5), into: &fast)
        var general = frame()
        var rows = list
        rows.rows = Self.titles[3..<6].map { ItemList.Row(title: twoRuns($0)) }
        general.render(rows, in: Rect(x: 0, y: 0, columns: 10, rows: 5))
        #expect(fast.buffer == general.buffer)
        #expect(fast.hitRegions == general.hitRegions)
    }

    @Test func printableASCIIIsWrittenAsAnyTextIs() {
        let texts = [
            "abc", "", "a b~", "a\tb", "a\u{7F}", "x\r\ny", "ab日", "Exactly8", "é", "abcdefghijklmnopqrstuvwxyz",
        ]
        let clips: [Rect?] = [nil, Rect(x: 3, y: 0, columns: 5, rows: 2), Rect(x: 0, y: 1, columns: 22, rows: 1)]
        for text in texts {
            for x in [-3, 0, 1, 4, 20] {
                for clip in clips {
                    var fast = frame().buffer
                    var general = frame().buffer
                    fast.damage = Damage(rows: 16, columns: 22, all: false)
                    general.damage = Damage(rows: 16, columns: 22, all: false)
                    let fastEnd = fast.write(text, at: Point(x: x, y: 0), style: .plain, clip: clip)
                    let generalEnd = general.write(text[...], at: Point(x: x, y: 0), style: .plain, clip: clip)
                    #expect(fastEnd == generalEnd)
                    #expect(fast == general, "\(text) at \(x) in \(String(describing: clip))")
                    #expect(fast.damage.spans.map(\.range) == general.damage.spans.map(\.range))
                }
            }
        }
    }

    @Test func printableASCIIIsToldEightBytesAtATime() {
        for count in [1, 7, 8, 9, 16, 17] {
            for position in 0..<count {
                for value in 0...255 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: count)
                    bytes[position] = UInt8(value)
                    let printable = bytes.withUnsafeBufferPointer {
                        CellBuffer.isPrintableASCII($0.baseAddress!, count: count)
                    }
                    #expect(printable == (value >= 0x20 && value < 0x7F), "\(value) at \(position) of \(count)")
                }
            }
        }
    }

    @Test func aFillOfManyRowsIsAFillOfEach() {
        for rect in [Rect(x: 1, y: 2, columns: 7, rows: 9), Rect(x: -2, y: -1, columns: 30, rows: 4)] {
            var whole = frame().buffer
            var each = frame().buffer
            whole.damage = Damage(rows: 16, columns: 22, all: false)
            each.damage = Damage(rows: 16, columns: 22, all: false)
            whole.fill(rect, with: "x", style: .plain)
            for y in rect.y..<rect.maxY {
                each.write(String(repeating: "x", count: rect.columns), at: Point(x: rect.x, y: y), style: .plain)
            }
            #expect(whole == each)
            #expect(whole.damage.spans.map(\.range) == each.damage.spans.map(\.range))
        }
    }
}
