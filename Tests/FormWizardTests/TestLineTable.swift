import FormWizard
import FormWizardTesting
import Testing

/// The table in line mode: rows numbered and read as `Header: text`, one or many chosen.
@MainActor
struct TestLineTable {
    let lines = VirtualLineTerminal()
    let screen: Screen
    let headers = ["Name", "Region", "Load"]
    let rows = [["web-1", "eu-west-1", "0.30"], ["db-1", "", "0.92"], ["web-2", "us-east-1", "0.05"]]

    init() {
        screen = Screen(lines: lines)
    }

    @Test func choosesOneRowReadAsHeadersAndTexts() async throws {
        lines.type("4", "2")
        let row = try await screen.table("Servers", headers: headers, rows: rows)
        #expect(row == ["db-1", "", "0.92"])
        #expect(
            lines.transcript == """
                Servers
                  1) Name: web-1, Region: eu-west-1, Load: 0.30
                  2) Name: db-1, Load: 0.92
                  3) Name: web-2, Region: us-east-1, Load: 0.05
                Choose [1]: «4»
                Type a number from 1 to 3, or the start of a choice.
                Choose [1]: «2»

                """)
    }

    @Test func listsRowsInTheirSortedOrderAndChoosesMany() async throws {
        lines.type("", "3 1")
        let chosen = try await screen.tableRows(
            "Servers", rows: rows, columns: TableColumn.texts(headers), sort: Table.Sort(column: 2))
        #expect(chosen == [["db-1", "", "0.92"], ["web-2", "us-east-1", "0.05"]])
        #expect(
            lines.transcript == """
                Servers
                  1) [ ] Name: web-2, Region: us-east-1, Load: 0.05
                  2) [ ] Name: web-1, Region: eu-west-1, Load: 0.30
                  3) [ ] Name: db-1, Load: 0.92
                Choose (numbers, or none): «»
                Choose at least 1.
                Choose (numbers, or none): «3 1»

                """)
    }

    @Test func escapeAndTheEndOfInputCancel() async throws {
        lines.escape()
        await #expect(throws: CancellationError.self) { try await screen.table("T", headers: ["A"], rows: [["x"]]) }
        lines.endInput()
        await #expect(throws: CancellationError.self) {
            try await screen.tableRows("T", rows: [["x"]], columns: TableColumn.texts(["A"]))
        }
        #expect(
            lines.transcript == """
                T
                  1) A: x
                Choose [1]: «Esc»
                T
                  1) [ ] A: x
                Choose (numbers, or none): «end of input»

                """)
    }
}
