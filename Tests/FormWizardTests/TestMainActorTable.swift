import FormWizard
import FormWizardTesting
import Testing

/// A main-actor row, as `.defaultIsolation(MainActor.self)` makes every type: its key paths
/// are not `Sendable`.
@MainActor
private struct Server: Sendable {
    var name: String
    var load: Int
}

/// `TableColumn(_:value:)` for key paths into main-actor rows, beside the `Sendable` one.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestMainActorTable {
    @Test func columnsOfAMainActorRowReadItsProperties() async throws {
        let table = Table(
            title: "Servers", rows: [Server(name: "web", load: 12), Server(name: "db", load: 7)],
            columns: [TableColumn("Name", value: \.name), TableColumn("Load", value: \.load)])
        let shown = await PresentedDialog(table, size: Size(columns: 30, rows: 8))
        #expect(
            shown.term.lines == [
                "                              ",
                "┌ Servers ───────────────────┐",
                "│ Name      Load             │",
                "│ web         12             │",
                "│ db           7             │",
                "│ Enter choose · / fil…  1/2 │",
                "└────────────────────────────┘",
                "                              ",
            ])
        await shown.close()
    }

    @Test func aSendableKeyPathIsNotAmbiguousOnTheMainActor() {
        struct Plain: Sendable { var name: String }
        let column = TableColumn<Plain>("Name", value: \.name)
        #expect(column.text(Plain(name: "ada")) == "ada")
    }
}
