extension Table {
    /// `text` as a number, when it is one: an optional sign, digits, an optional fraction and
    /// exponent (no `inf`, `nan` or hexadecimal).
    static func number(_ text: String) -> Double? {
        let trimmed = text.trimmingSpaces
        guard let first = trimmed.unicodeScalars.first,
            first == "-" || first == "+" || first == "." || ("0"..."9").contains(first),
            trimmed.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || "+-.eE".unicodeScalars.contains($0) })
        else { return nil }
        return Double(trimmed)
    }

    /// `text` on one line: a line break (LF, CR LF or CR) shown as `↵`, a tab as a space.
    static func oneLine(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else { return text }
        var result = ""
        for character in text {
            switch character {
            case "\n", "\r\n", "\r": result.append("↵")
            case "\t": result.append(" ")
            default: result.append(character)
            }
        }
        return result
    }

    /// Sorts by the column after the one sorted by, ascending; after the last, back to the
    /// original order.
    mutating func sortByNextColumn() {
        let next = (sort?.column ?? -1) + 1
        sort = next < columns.count ? Sort(column: next) : nil
        resort()
    }

    /// Reverses the order; unsorted, sorts by the first column descending.
    mutating func reverseSort() {
        if var sort {
            sort.ascending.toggle()
            self.sort = sort
        } else {
            sort = Sort(column: 0, ascending: false)
        }
        resort()
    }

    /// Sorts the rows again (stably: rows that compare equal keep their original order) and
    /// filters them, keeping the cursor on its row.
    mutating func resort() {
        let row = currentRow
        if let sort {
            let column = sort.column
            let ascending = sort.ascending
            if isNumeric[column] {
                // Empty texts count as the smallest.
                let keys = cells.map { Self.number($0[column]) ?? -.infinity }
                sorted = rows.indices.sorted { a, b in
                    keys[a] == keys[b] ? a < b : (keys[a] < keys[b]) == ascending
                }
            } else {
                let keys = cells.map { LatinFolding.fold($0[column]) }
                sorted = rows.indices.sorted { a, b in
                    keys[a] == keys[b] ? a < b : (keys[a] < keys[b]) == ascending
                }
            }
        } else {
            sorted = Array(rows.indices)
        }
        refresh(keeping: row)
    }

    /// Filters the sorted rows by the filter's text; the cursor stays on `row` when it is
    /// still shown, and goes to the first row otherwise.
    mutating func refresh(keeping row: Int?) {
        let query = FuzzyQuery(filter.text)
        if query.isEmpty {
            shown = sorted
            matches = [:]
        } else {
            var shown: [Int] = []
            var matches: [Int: [Int]] = [:]
            for index in sorted {
                guard let match = query.match(searchTexts[index]) else { continue }
                shown.append(index)
                matches[index] = match.positions
            }
            self.shown = shown
            self.matches = matches
        }
        cursor = row.flatMap { shown.firstIndex(of: $0) } ?? 0
    }
}

extension String {
    /// The text without spaces at either end.
    fileprivate var trimmingSpaces: Substring {
        let start = firstIndex { $0 != " " } ?? endIndex
        let end = lastIndex { $0 != " " }.map { index(after: $0) } ?? start
        return self[start..<max(start, end)]
    }
}
