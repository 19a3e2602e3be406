import FormWizard
import FormWizardTesting
import Testing

/// A double click (two presses on the same row within half a second on the screen's clock,
/// nothing else between them) chooses a table, tree or input menu row, as Enter does; slower
/// clicks, or clicks on different rows, only select.
@MainActor
struct TestMouseDoubleClicks {
    private let term = VirtualTerminal(columns: 40, rows: 12)
    private let clock = TestClock()
    private let screen: Screen

    init() {
        screen = Screen(terminal: term, clock: clock)
    }

    /// Clicks `text`, and again `after` later.
    private func clickTwice(on text: String, after interval: Duration) async {
        term.click(on: text)
        await screen.waitUntilIdle()
        clock.advance(by: interval)
        term.click(on: text)
    }

    @Test func aDoubleClickChoosesATableRow() async throws {
        let rows = (1...6).map { ["Host \($0)", "\($0 * 7)"] }
        let answer = Task { try await screen.table("Hosts", headers: ["Name", "Load"], rows: rows) }
        await screen.waitUntilShown("the table")
        await clickTwice(on: "Host 2", after: .milliseconds(501))
        // A key between the clicks breaks a double click too.
        term.click(on: "Host 4")
        term.send(.right)
        term.click(on: "Host 4")
        term.click(on: "Host 5")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "table-not-double")
        await clickTwice(on: "Host 3", after: .milliseconds(500))
        #expect(try await answer.value == rows[2])
    }

    @Test func aDoubleClickInAMarkingTableChoosesTheMarkedRowsWithIt() async throws {
        let rows = [["web-1", "東京"], ["web-2 🚀", "Paris"], ["db", "Zürich"], ["cache", "Oslo"]]
        let answer = Task {
            try await screen.tableRows("Servers", rows: rows, columns: TableColumn.texts(["Name", "Region"]))
        }
        await screen.waitUntilShown("the table")
        term.click(on: "Paris")
        await clickTwice(on: "Oslo", after: .milliseconds(100))
        #expect(try await answer.value == [rows[1], rows[3]])
    }

    @Test func aDoubleClickOpensAFolderAndChoosesAFile() async throws {
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
        await screen.waitUntilShown("the tree")
        // On the title, not the arrow: Enter's work, opening the folder.
        await clickTwice(on: "Sources", after: .zero)
        await clickTwice(on: "Package.swift", after: .seconds(1))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "tree-opened")
        await clickTwice(on: "表 Table.swift", after: .milliseconds(200))
        #expect(try await answer.value == "Sources/表 Table.swift")
    }

    @Test func aDoubleClickChoosesAnInputMenuEntry() async throws {
        let names = ["eth0", "wlan0 📶", "ブリッジ", "lo"]
        let answer = Task {
            try await screen.inputMenu("Interfaces", items: names.map { MenuItem($0, value: $0) })
        }
        await screen.waitUntilShown("the input menu")
        await clickTwice(on: "lo", after: .milliseconds(600))
        term.click(on: "eth0")
        term.click(on: "wlan0")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "inputmenu-not-double")
        await clickTwice(on: "ブリッジ", after: .milliseconds(1))
        #expect(try await answer.value.value == "ブリッジ")
    }
}
