import FormWizard
import FormWizardTesting
import Testing

/// The mouse in the other lists: a click on a row moves there (and marks it where Space
/// would), the wheel moves a row a notch.
@MainActor
struct TestMouseLists {
    @Test func clickingTableRowsMarksThemAndTheWheelMoves() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let rows = [["web-1", "東京"], ["web-2 🚀", "Paris"], ["db", "Zürich"], ["cache", "Oslo"]]
        let answer = Task {
            try await screen.tableRows(
                "Servers", rows: rows, columns: TableColumn.texts(["Name", "Region"]))
        }
        await screen.waitUntilIdle()
        term.click(on: "Paris")
        term.click(on: "cache")
        // The header and the frame are not rows.
        term.click(on: "Region")
        term.scroll(.up, column: 20, row: 5, count: 2)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "table")
        term.send(.enter)
        #expect(try await answer.value == [rows[1], rows[3]])
    }

    @Test func clickingATableRowMovesTheCursorThere() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let rows = (1...30).map { ["Host \($0)", "\($0 * 7)"] }
        let answer = Task { try await screen.table("Hosts", headers: ["Name", "Load"], rows: rows) }
        await screen.waitUntilIdle()
        term.scroll(.down, column: 20, row: 5, count: 9)
        term.click(on: "Host 4 ")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "table-wheel")
        term.send(.enter)
        #expect(try await answer.value == rows[3])
    }

    @Test func clickingATreeArrowOpensTheFolderAndARowMovesThere() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let roots = [
            TreeNode(
                "Sources", value: "Sources",
                children: [
                    TreeNode("表 Table.swift", value: "Sources/表 Table.swift"),
                    TreeNode("Tree 🌳.swift", value: "Sources/Tree 🌳.swift"),
                ]),
            TreeNode("Package.swift", value: "Package.swift"),
        ]
        let answer = Task { try await screen.tree("Files", roots: roots) }
        await screen.waitUntilIdle()
        // A click on the title only moves; on the arrow it opens the folder.
        term.click(on: "Package.swift")
        term.click(on: "▸ Sources")
        term.click(on: "Tree 🌳.swift")
        term.scroll(.up, column: 20, row: 5)
        term.scroll(.down, column: 20, row: 5, count: 2)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "tree")
        term.click(on: "Tree 🌳.swift")
        term.send(.enter)
        #expect(try await answer.value == "Sources/Tree 🌳.swift")
    }

    @Test func clickingFilterMatchesMarksThem() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let lines = ["apple pie", "寿司 🍣", "banana bread", "apricot jam", "cherry tart"]
        let answer = Task { try await screen.filter(lines, title: "Food", limit: nil) }
        await screen.waitUntilIdle()
        term.send(.character("a"))
        await screen.waitUntilIdle()
        term.click(on: "apricot jam")
        term.click(on: "banana bread")
        term.scroll(.down, column: 20, row: 5, count: 2)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "filter")
        term.send(.enter)
        #expect(try await answer.value == ["banana bread", "apricot jam"])
    }

    @Test func clickingAFilterMatchMovesThere() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.filter(["one", "two 二", "three"], title: "Pick") }
        await screen.waitUntilIdle()
        term.click(on: "three")
        term.scroll(.up, column: 20, row: 5)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "filter-one")
        term.send(.enter)
        #expect(try await answer.value == "two 二")
    }

    @Test func clickingAFileSelectsItAndTheWheelMoves() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.filePicker(from: "/home/ana", listing: FakeDirectoryListing.home) }
        await screen.waitUntilIdle()
        term.click(on: "apple.swift")
        term.scroll(.up, column: 20, row: 5, count: 2)
        term.scroll(.down, column: 20, row: 5)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "fselect")
        term.click(on: "notes.md")
        term.send(.enter)
        #expect(try await answer.value == "/home/ana/notes.md")
    }

    @Test func clickingABuildListRowMovesItAcross() async throws {
        let term = VirtualTerminal(columns: 60, rows: 12)
        let screen = Screen(terminal: term)
        let names = ["Bread", "寿司 🍣", "Cheese", "Dates"]
        let answer = Task {
            try await screen.buildList("Basket", items: names.map { MenuItem($0, value: $0) })
        }
        await screen.waitUntilIdle()
        term.click(on: "Cheese")
        term.click(on: "寿司 🍣", offset: 2)
        term.click(on: "Bread")
        // Bread, clicked in the chosen pane, goes back; the wheel then moves in that pane.
        term.click(on: "Bread")
        term.scroll(.up, column: 40, row: 5)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "buildlist")
        term.send(.enter)
        #expect(try await answer.value == ["Cheese", "寿司 🍣"])
    }

    @Test func clickingAnInputMenuRowSelectsIt() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let names = ["eth0", "wlan0 📶", "ブリッジ", "lo"]
        let answer = Task {
            try await screen.inputMenu("Interfaces", items: names.map { MenuItem($0, value: $0) })
        }
        await screen.waitUntilIdle()
        term.click(on: "lo")
        term.scroll(.up, column: 20, row: 5, count: 2)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "inputmenu")
        term.send(.enter)
        #expect(try await answer.value.value == "wlan0 📶")
    }
}
