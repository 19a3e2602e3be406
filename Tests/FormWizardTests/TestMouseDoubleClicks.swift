import FormWizard
import FormWizardTesting
import Testing

/// A double click (two presses on the same row within half a second on the screen's clock,
/// nothing else between them) chooses a menu, radio, table, tree, input menu, filter or file
/// picker row, as Enter does; slower clicks, or clicks on different rows, only select. Where a
/// click marks (checklists, marking tables and filters), each click of it marks or unmarks.
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

    /// Where a click marks a row (a table of marked rows, a checklist, a filter choosing
    /// many), every click marks or unmarks it, the two of a double click too: as a checkbox,
    /// and as dialog's checklist; Enter chooses.
    @Test func aDoubleClickWhereClicksMarkMarksTwice() async throws {
        let rows = [["web-1", "東京"], ["web-2 🚀", "Paris"], ["db", "Zürich"], ["cache", "Oslo"]]
        let table = Task {
            try await screen.tableRows("Servers", rows: rows, columns: TableColumn.texts(["Name", "Region"]))
        }
        await screen.waitUntilShown("the table")
        term.click(on: "Paris")
        await clickTwice(on: "Oslo", after: .milliseconds(100))
        term.send(.enter)
        #expect(try await table.value == [rows[1]])
        let toppings = Task {
            try await screen.checklist(
                "Toppings", items: ["Cheese", "Olives", "寿司 🍣", "Basil"].map { MenuItem($0, value: $0) })
        }
        await screen.waitUntilShown("the checklist")
        await clickTwice(on: "Olives", after: .milliseconds(100))
        term.click(on: "寿司 🍣")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "checklist-twice")
        term.send(.enter)
        #expect(try await toppings.value == ["寿司 🍣"])
        let food = Task { try await screen.filter(["apple pie", "寿司 🍣", "banana bread"], title: "Food", limit: nil) }
        await screen.waitUntilShown("the filter")
        await clickTwice(on: "banana bread", after: .milliseconds(100))
        term.click(on: "apple pie")
        term.send(.enter)
        #expect(try await food.value == ["apple pie"])
    }

    /// A menu row clicked is selected only; a double click chooses it, as Enter does.
    @Test func aClickSelectsAMenuRowAndADoubleClickChoosesIt() async throws {
        let items = ["Apple", "Banana 🍌", "Cherry", "東京"]
        let answer = Task { try await screen.menu("Fruit", items: items.map { MenuItem($0, value: $0) }) }
        await screen.waitUntilShown("the menu")
        await clickTwice(on: "Cherry", after: .milliseconds(501))
        term.click(on: "東京")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "menu-selected")
        clock.advance(by: .seconds(1))
        await clickTwice(on: "Banana 🍌", after: .milliseconds(300))
        #expect(try await answer.value == "Banana 🍌")
    }

    /// A radio row clicked is marked; a double click chooses it, as a menu's.
    @Test func aDoubleClickChoosesARadioRow() async throws {
        let answer = Task {
            try await screen.radioList("Size", items: ["Small", "Medium 中", "Large"].map { MenuItem($0, value: $0) })
        }
        await screen.waitUntilShown("the radio list")
        term.click(on: "Large")
        clock.advance(by: .seconds(1))
        await clickTwice(on: "Medium 中", after: .milliseconds(10))
        #expect(try await answer.value == "Medium 中")
    }

    /// A filter choosing one takes a double click on a match as Enter.
    @Test func aDoubleClickChoosesAFilterMatch() async throws {
        let answer = Task { try await screen.filter(["one", "two 二", "three"], title: "Pick") }
        await screen.waitUntilShown("the filter")
        term.click(on: "three")
        await clickTwice(on: "two 二", after: .milliseconds(499))
        #expect(try await answer.value == "two 二")
    }

    /// A double click on a build list row moves that one item across: its second press, which
    /// would move the item that took the row's place, does nothing; Enter finishes.
    @Test func aDoubleClickMovesOneBuildListItem() async throws {
        let names = ["Bread", "寿司 🍣", "Cheese", "Dates"]
        let answer = Task { try await screen.buildList("Basket", items: names.map { MenuItem($0, value: $0) }) }
        await screen.waitUntilShown("the build list")
        // Both presses on the same cell, where Cheese shows after the first.
        let cell = term.cell(of: "寿司 🍣")
        term.click(column: cell.column, row: cell.row)
        await screen.waitUntilIdle()
        clock.advance(by: .milliseconds(50))
        term.click(column: cell.column, row: cell.row)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "buildlist-double")
        term.send(.enter)
        #expect(try await answer.value == ["寿司 🍣"])
    }

    /// A file picker's row double clicked opens its folder or chooses its file, as Enter does.
    @Test func aDoubleClickOpensAFolderOfTheFilePicker() async throws {
        let answer = Task { try await screen.filePicker(from: "/home/ana", listing: FakeDirectoryListing.home) }
        await screen.waitUntilShown("the file picker")
        await clickTwice(on: "写真", after: .milliseconds(200))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "fselect-opened")
        clock.advance(by: .seconds(1))
        await clickTwice(on: "富士山 🗻.jpg", after: .milliseconds(200))
        #expect(try await answer.value == "/home/ana/写真/富士山 🗻.jpg")
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
