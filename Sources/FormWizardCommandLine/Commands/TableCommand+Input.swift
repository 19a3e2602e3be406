import FormWizard

extension TableCommand {
    /// What `--csv`/`--tsv` gave, read: the records, and the columns the options ask for.
    struct Input {
        var records: [[String]]
        var columns: [TableColumn<[String]>]
        var sort: Table<[String]>.Sort?

        /// Reads `text` as the options say.
        ///
        /// - Throws: `InputError` for text that is not valid CSV, an empty table, or a column
        ///   in `--columns` or `--sort` that is not there.
        init(text: String, options: Options) throws(InputError) {
            var records: [[String]]
            do {
                records = try options.format.records(in: text)
            } catch {
                throw InputError(message: "line \(error.line): \(error.message)")
            }
            guard !records.isEmpty else { throw InputError(message: "the table is empty") }
            let width = records.map(\.count).max() ?? 0
            let headers: [String]
            if options.hasHeader {
                headers = records.removeFirst()
            } else {
                headers = (1...width).map(String.init)
            }
            let indices = try options.columns.map { list throws(InputError) in
                try list.map { name throws(InputError) in try Self.column(name, in: headers) }
            }
            self.records = records
            self.columns = (indices ?? Array(headers.indices)).map { index in
                TableColumn(headers[index]) { $0.indices.contains(index) ? $0[index] : "" }
            }
            self.sort = try options.sort.map { name throws(InputError) in
                let index = try Self.column(name, in: headers)
                guard let shown = (indices ?? Array(headers.indices)).firstIndex(of: index) else {
                    throw InputError(message: "--sort '\(name)' is not among --columns")
                }
                return Table<[String]>.Sort(column: shown, ascending: !options.descending)
            }
        }

        /// The index of the column `name`: a header, or else a number from 1.
        static func column(_ name: String, in headers: [String]) throws(InputError) -> Int {
            if let index = headers.firstIndex(of: name) { return index }
            if let number = Int(name), number >= 1, number <= headers.count { return number - 1 }
            var list = headers.prefix(10).map { "'\($0)'" }.joined(separator: ", ")
            if headers.count > 10 { list += ", …" }
            throw InputError(message: "no column '\(name)' (the columns are \(list), or 1 to \(headers.count))")
        }
    }

    /// Why the table's text cannot be shown.
    struct InputError: Error, Hashable {
        var message: String
    }
}
