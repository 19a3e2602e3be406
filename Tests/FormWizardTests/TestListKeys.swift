import FormWizard
import FormWizardTesting
import Testing

/// One key script through every list of the library, read off the screen as a user would (the
/// highlighted row): every list moves the same way, because every list moves through
/// `ListCursor`. ↑ on the first row and ↓ on the last stay (as in dialog and whiptail), Home and
/// End go to the ends, and PgDn then PgUp comes back.
@MainActor
struct TestListKeys {
    /// A list shown on a screen, and the names of its rows from the top.
    struct Shown {
        let term: VirtualTerminal
        let screen: Screen
        let rows: [String]
        let presented: Task<Void, Never>
    }

    nonisolated static let names = (1...30).map { "item \($0 < 10 ? "0" : "")\($0)" }
    nonisolated static let items = names.map { MenuItem($0, value: $0) }

    nonisolated static let lists = [
        "menu", "checklist", "radiolist", "tree", "table", "filter", "file picker", "input menu", "build list",
        "picker",
    ]

    /// The keys, and the row highlighted after each (an index into the rows; from the end when
    /// negative: -1 is the last).
    static let script: [(Key, Int)] = [
        (.up, 0), (.down, 1), (.down, 2), (.down, 3), (.up, 2), (.end, -1), (.down, -1), (.up, -2), (.home, 0),
        (.up, 0),
    ]

    @Test(arguments: lists)
    func everyListMovesAlike(_ list: String) async throws {
        let shown = show(list)
        defer { shown.presented.cancel() }
        await shown.screen.waitUntilIdle()
        if list == "picker" {
            shown.term.send(.enter)  // opens the pop-up
            await shown.screen.waitUntilIdle()
        }
        #expect(highlighted(shown) == 0, "\(list) does not open on its first row: \(shown.term.lines)")
        for (step, (key, row)) in Self.script.enumerated() {
            let expected = row < 0 ? shown.rows.count + row : row
            shown.term.send(key)
            await shown.screen.waitUntilIdle()
            #expect(highlighted(shown) == expected, "\(list), step \(step): \(key)\n\(shown.term.snapshot)")
        }
        shown.term.send(.down, .down, .pageDown)
        await shown.screen.waitUntilIdle()
        let paged = highlighted(shown)
        #expect((paged ?? 0) > 2, "\(list): PgDn did not move down")
        shown.term.send(.pageUp)
        await shown.screen.waitUntilIdle()
        #expect(highlighted(shown) == 2, "\(list): PgDn then PgUp did not come back")
    }

    /// The index in the rows of the row drawn highlighted (reversed), if one is.
    private func highlighted(_ shown: Shown) -> Int? {
        for run in shown.term.styledRuns where run.contains("reverse") {
            if let index = shown.rows.firstIndex(where: { run.contains("\"\($0)") || run.contains(" \($0)") }) {
                return index
            }
        }
        return nil
    }

    private func show(_ list: String) -> Shown {
        let term = VirtualTerminal(columns: 50, rows: 16)
        let screen = Screen(terminal: term)
        let names = Self.names
        let items = Self.items
        func shown<D: Dialog>(_ dialog: D, rows: [String] = names) -> Shown {
            Shown(term: term, screen: screen, rows: rows, presented: Task { _ = try? await screen.present(dialog) })
        }
        switch list {
        case "menu": return shown(Menu(title: "Menu", items: items))
        case "checklist": return shown(Checklist(title: "Checklist", items: items))
        case "radiolist": return shown(RadioList(title: "Radio", items: items))
        case "tree": return shown(Tree(title: "Tree", roots: names.map { TreeNode($0, value: $0) }))
        case "table":
            return shown(Table(title: "Table", rows: names, columns: [TableColumn<String>("Name") { $0 }]))
        case "filter": return shown(Filter(names, title: "Filter"))
        case "file picker":
            let listing = FakeDirectoryListing(folders: ["/big": names.map { DirectoryEntry(name: $0, kind: .file) }])
            return shown(FilePicker(path: "/big", listing: listing), rows: ["../"] + names)
        case "input menu": return shown(InputMenu(title: "Input menu", items: items))
        case "build list": return shown(BuildList(title: "Build list", items: items))
        default:
            let form = Form<String?>("Form", value: nil, fields: [.picker("Item", \.self, items: items)])
            return shown(form)
        }
    }
}
