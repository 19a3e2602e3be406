import FormWizard
import FormWizardTesting

extension Episode {
    /// One of the dialogs for choosing and reading: checklist, radio list, filter, table, tree,
    /// pager, edit box, build list, input menu. Each answer is checked as it comes back: it is
    /// made of what the dialog was given, within its limits. After a masked field only the build
    /// list, where typing shows nothing, is shown.
    func choosingStep(_ rng: inout SeededGenerator, label: String, message: String, quiet: Bool) async throws {
        let weights = quiet ? [0, 0, 0, 0, 0, 0, 0, 1, 0] : [3, 3, 3, 2, 2, 2, 2, 2, 2]
        switch rng.weighted(weights) {
        case 0: try await checklist(&rng, label: label, message: message)
        case 1:
            let items = menuItems(&rng)
            let selected: Int? = rng.chance(0.5) ? Int.random(in: -1...items.count, using: &rng) : nil
            let value = try await track("radioList", echoes: true) { _ in
                try await screen.radioList(label, message: message, items: items, selected: selected)
            }
            expect(items.indices.contains(value), "radioList", "answered \(value) of \(items.count) items")
        case 2: try await filter(&rng, label: label)
        case 3: try await table(&rng, label: label)
        case 4: try await tree(&rng, label: label)
        case 5:
            let lines = (0..<rng.pick([0, 1, 5, 40, 3_000])).map { _ in FuzzText.short(&rng) }
            let wraps = rng.chance(0.5)
            let numbers = rng.chance(0.3)
            try await track("pager", echoes: true) { _ in
                try await screen.pager(label, lines: lines, wraps: wraps, showsLineNumbers: numbers)
            }
        case 6:
            let text = (0..<rng.pick([0, 1, 3, 30])).map { _ in FuzzText.short(&rng) }.joined(separator: "\n")
            let numbers = rng.chance(0.3)
            _ = try await track("editBox", echoes: true) { _ in
                try await screen.editBox(label, text: text, showsLineNumbers: numbers)
            }
        case 7: try await buildList(&rng, label: label, message: message)
        default: try await inputMenu(&rng, label: label, message: message)
        }
    }

    /// Records a wrong answer of `kind` unless `condition` holds.
    func expect(_ condition: Bool, _ kind: String, _ detail: @autoclosure () -> String) {
        if !condition { fail("wrong answer from \(kind)", detail()) }
    }

    private func checklist(_ rng: inout SeededGenerator, label: String, message: String) async throws {
        let items = menuItems(&rng)
        let maximum: Int? = rng.chance(0.4) ? Int.random(in: 1...max(1, min(items.count, 6)), using: &rng) : nil
        let minimum = rng.chance(0.3) ? Int.random(in: 0...min(items.count, maximum ?? 3), using: &rng) : 0
        let preselected = (0..<Int.random(in: 0...(maximum ?? 4), using: &rng)).map { _ in
            Int.random(in: 0..<items.count, using: &rng)
        }
        let values = try await track("checklist", echoes: true) { _ in
            try await screen.checklist(
                label, message: message, items: items, selected: Set(preselected), minimum: minimum, maximum: maximum)
        }
        expect(
            values == values.sorted() && Set(values).count == values.count && values.allSatisfy(items.indices.contains)
                && values.count >= minimum && values.count <= (maximum ?? items.count), "checklist",
            "answered \(values.prefix(10)) of \(items.count) items, minimum \(minimum), maximum \(String(describing: maximum))"
        )
    }

    private func filter(_ rng: inout SeededGenerator, label: String) async throws {
        let lines = (0..<rng.pick([0, 1, 5, 200, 20_000])).map { _ in FuzzText.label(&rng) }
        let limit: Int? = rng.weighted([2, 2, 1]) == 0 ? 1 : rng.chance(0.5) ? Int.random(in: 2...5, using: &rng) : nil
        let chosen = try await track("filter", echoes: true) { _ in
            try await screen.filter(lines, title: label, limit: limit)
        }
        let given = Set(lines)
        expect(
            chosen.allSatisfy(given.contains) && chosen.count <= (limit ?? lines.count), "filter",
            "answered \(chosen.count) lines of \(lines.count), limit \(String(describing: limit))")
    }

    private func table(_ rng: inout SeededGenerator, label: String) async throws {
        let headers = (0..<Int.random(in: 1...6, using: &rng)).map { _ in FuzzText.label(&rng) }
        let rows = (0..<rng.pick([0, 1, 3, 40, 2_000])).map { _ in headers.map { _ in FuzzText.label(&rng) } }
        let columns = TableColumn<[String]>.texts(headers)
        let sort: Table<[String]>.Sort? =
            rng.chance(0.4)
            ? Table<[String]>.Sort(column: Int.random(in: 0..<headers.count, using: &rng), ascending: rng.chance(0.5))
            : nil
        let frozen = rng.chance(0.3)
        let chosen: [[String]]
        if rng.chance(0.5) {
            chosen = [
                try await track("table", echoes: true) { _ in
                    try await screen.table(label, rows: rows, columns: columns, sort: sort, freezesFirstColumn: frozen)
                }
            ]
        } else {
            chosen = try await track("tableRows", echoes: true) { _ in
                try await screen.tableRows(label, rows: rows, columns: columns, sort: sort, freezesFirstColumn: frozen)
            }
        }
        expect(chosen.allSatisfy(rows.contains), "table", "answered a row not given, of \(rows.count)")
    }

    private func tree(_ rng: inout SeededGenerator, label: String) async throws {
        var next = 0
        func nodes(depth: Int, rng: inout SeededGenerator) -> [TreeNode<Int>] {
            (0..<Int.random(in: depth == 0 ? 1...4 : 0...5, using: &rng)).map { _ in
                next += 1
                let value = next
                let children = depth < 3 && rng.chance(0.5) ? nodes(depth: depth + 1, rng: &rng) : []
                return TreeNode(FuzzText.label(&rng), value: value, isExpanded: rng.chance(0.3), children: children)
            }
        }
        let roots = nodes(depth: 0, rng: &rng)
        let folders = rng.chance(0.3)
        let value = try await track("tree", echoes: true) { _ in
            try await screen.tree(label, roots: roots, choosesFolders: folders)
        }
        expect((1...max(1, next)).contains(value), "tree", "answered \(value) of \(next) nodes")
    }

    private func buildList(_ rng: inout SeededGenerator, label: String, message: String) async throws {
        let items = menuItems(&rng)
        let chosen = (0..<Int.random(in: 0...4, using: &rng)).map { _ in Int.random(in: -1...items.count, using: &rng) }
        let minimum = rng.chance(0.3) ? Int.random(in: 0...min(items.count, 3), using: &rng) : 0
        let values = try await track("buildList") { _ in
            try await screen.buildList(label, message: message, items: items, chosen: chosen, minimum: minimum)
        }
        expect(
            Set(values).count == values.count && values.allSatisfy(items.indices.contains) && values.count >= minimum,
            "buildList", "answered \(values.prefix(10)) of \(items.count) items, minimum \(minimum)")
    }

    private func inputMenu(_ rng: inout SeededGenerator, label: String, message: String) async throws {
        let items = menuItems(&rng)
        let selected = Int.random(in: -1...items.count, using: &rng)
        let result = try await track("inputMenu", echoes: true) { _ in
            try await screen.inputMenu(label, message: message, items: items, selected: selected)
        }
        expect(
            items.indices.contains(result.index) && result.value == result.index && result.labels.count == items.count
                && result.renamed.allSatisfy { result.labels[$0].contains { !$0.isWhitespace } }, "inputMenu",
            "answered entry \(result.index) (value \(result.value)) with \(result.labels.count) labels of \(items.count)"
        )
    }
}
