/// Records in CSV (RFC 4180) or TSV text: read into fields, and written back the same way.
///
/// CSV: fields are separated by `separator` (a comma by default); a field in double quotes may
/// hold separators, line breaks and quotes written twice (`""`); records end at LF or CR LF.
/// A quote inside an unquoted field, or text after a closing quote, is kept as it is (as most
/// readers do); a quoted field that never closes is an error. TSV (IANA): fields separated by
/// tabs, no quoting. Blank lines are skipped in both.
struct DelimitedText: Hashable, Sendable {
    /// Which syntax.
    enum Format: Hashable, Sendable { case csv, tsv }

    /// What is wrong with the text, and on which line.
    struct ParseError: Error, Hashable {
        var line: Int
        var message: String
    }

    var format: Format
    /// What separates fields: `,` (or another) for CSV, a tab for TSV.
    var separator: Unicode.Scalar

    /// CSV with `separator` between fields.
    static func csv(separator: Unicode.Scalar = ",") -> DelimitedText {
        DelimitedText(format: .csv, separator: separator)
    }

    /// TSV.
    static let tsv = DelimitedText(format: .tsv, separator: "\t")

    /// The records of `text`, each a list of fields.
    ///
    /// - Throws: `ParseError` for a quoted field that is not closed.
    func records(in text: String) throws(ParseError) -> [[String]] {
        switch format {
        case .tsv:
            // By scalars: CR LF is one `Character`.
            return text.unicodeScalars.split(separator: "\n").compactMap { line in
                let line = line.last == "\r" ? line.dropLast() : line
                guard !line.isEmpty else { return nil }
                return line.split(separator: separator, omittingEmptySubsequences: false).map {
                    String(String.UnicodeScalarView($0))
                }
            }
        case .csv:
            return try csvRecords(in: text)
        }
    }

    private func csvRecords(in text: String) throws(ParseError) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = String.UnicodeScalarView()
        var isQuoted = false
        var atFieldStart = true
        var line = 1
        var quoteLine = 1
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar?

        func endField() {
            record.append(String(field))
            field = String.UnicodeScalarView()
            atFieldStart = true
        }
        func endRecord() {
            endField()
            if record != [""] { records.append(record) }
            record = []
            line += 1
        }

        while let scalar = pending ?? scalars.next() {
            pending = nil
            if isQuoted {
                if scalar == "\"" {
                    let next = scalars.next()
                    if next == "\"" { field.append("\"") } else { (isQuoted, pending) = (false, next) }
                } else {
                    if scalar == "\n" { line += 1 }
                    field.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"" where atFieldStart:
                (isQuoted, atFieldStart, quoteLine) = (true, false, line)
            case separator: endField()
            case "\n": endRecord()
            case "\r":
                let next = scalars.next()
                if next == "\n" {
                    endRecord()
                } else {
                    (pending, atFieldStart) = (next, false)
                    field.append(scalar)
                }
            default:
                atFieldStart = false
                field.append(scalar)
            }
        }
        if isQuoted { throw ParseError(line: quoteLine, message: "a quoted field is not closed") }
        if !field.isEmpty || !record.isEmpty || !atFieldStart { endRecord() }
        return records
    }

    /// `record` as one line of this format (a CSV field holding a line break spans lines):
    /// CSV fields holding the separator, a quote or a line break are quoted, their quotes
    /// doubled; TSV fields are joined by tabs as they are.
    func line(_ record: [String]) -> String {
        let separator = String(Character(separator))
        guard format == .csv else { return record.joined(separator: separator) }
        return record.map { field in
            let needsQuotes = field.unicodeScalars.contains {
                $0 == "\"" || $0 == self.separator || $0 == "\n" || $0 == "\r"
            }
            return needsQuotes ? "\"" + field.replacing("\"", with: "\"\"") + "\"" : field
        }.joined(separator: separator)
    }
}
