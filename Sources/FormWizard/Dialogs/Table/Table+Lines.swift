extension Table: LinePresentable {
    /// The table as lines: the title, then the rows in their order (sorted, if sorted),
    /// numbered, each read as `Header: text` column by column (empty texts left out); then
    /// `Choose [1]: ` for one row, or the numbers of the rows to choose, at least one.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> [Row] {
        prompter.sayIfAny(title)
        let options = shown.map { row in
            columns.indices.filter { !cells[row][$0].isEmpty }
                .map { "\(columns[$0].title): \(cells[row][$0])" }
                .joined(separator: ", ")
        }
        switch selection {
        case .single:
            let index = try await prompter.choose("Choose", options: options, default: shown.isEmpty ? nil : cursor)
            prompter.draft = StepState(sort: sort, marked: marked, row: shown[index])
            return [rows[shown[index]]]
        case .multiple:
            let marked = Set(shown.indices.filter { self.marked.contains(shown[$0]) })
            let chosen = try await prompter.chooseMany("Choose", options: options, selected: marked, minimum: 1)
            prompter.draft = StepState(
                sort: sort, marked: Set(chosen.map { shown[$0] }), row: chosen.first.map { shown[$0] })
            return chosen.map { shown[$0] }.sorted().map { rows[$0] }
        }
    }
}
