import FormWizard
import FormWizardTesting
import Testing

/// A wizard on a screen in line mode: the back word, and Esc asking whether to leave.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestLineWizard {
    let lines = VirtualLineTerminal()
    let screen: Screen

    init() {
        screen = Screen(lines: lines)
    }

    func order() async throws -> String {
        try await screen.wizard { wizard in
            let name = try await wizard.step(TextInput(title: "Name"))
            let size = try await wizard.step(Menu(title: "Size", items: [MenuItem("Small"), MenuItem("Large")]))
            return "\(name): \(size)"
        }
    }

    @Test func theBackWordGoesToTheStepBefore() async throws {
        lines.type("Ada", "back", "Grace", "2")
        #expect(try await order() == "Grace: Large")
        #expect(
            lines.transcript == """
                Name: «Ada»
                Size
                  1) Small
                  2) Large
                Choose [1] (or back): «back»
                Name [Ada]: «Grace»
                Size
                  1) Small
                  2) Large
                Choose [1] (or back): «2»

                """)
    }

    @Test func theFirstStepOffersNoBackAndEscapeAsksEverywhere() async throws {
        lines.escape()
        lines.type("2", "back")
        lines.escape()
        lines.escape()
        lines.type("")
        #expect(try await order() == "back: Small")
        #expect(
            lines.transcript == """
                Name: «Esc»
                Leave?
                What you entered will be lost.
                  1) Leave
                  2) Stay
                Choose [2]: «2»
                Name: «back»
                Size
                  1) Small
                  2) Large
                Choose [1] (or back): «Esc»
                Leave?
                What you entered will be lost.
                  1) Leave
                  2) Stay
                Choose [2]: «Esc»
                Size
                  1) Small
                  2) Large
                Choose [1] (or back): «»

                """)
    }

    @Test func escapeAsksWhetherToLeave() async throws {
        lines.type("Ada")
        lines.escape()
        lines.type("stay")
        lines.escape()
        lines.type("l")
        await #expect(throws: CancellationError.self) { try await order() }
        #expect(
            lines.transcript == """
                Name: «Ada»
                Size
                  1) Small
                  2) Large
                Choose [1] (or back): «Esc»
                Leave?
                What you entered will be lost.
                  1) Leave
                  2) Stay
                Choose [2]: «stay»
                Size
                  1) Small
                  2) Large
                Choose [1] (or back): «Esc»
                Leave?
                What you entered will be lost.
                  1) Leave
                  2) Stay
                Choose [2]: «l»

                """)
    }

    /// Plain steps keep what was answered across the back word, as on a full screen: the text,
    /// the marks, the item chosen.
    @Test func theBackWordFindsEachStepAsItWasAnswered() async throws {
        lines.type("Ada", "1 3", "back", "back", "", "", "2", "back", "", "ring twice")
        let answer = try await screen.wizard { wizard in
            let name = try await wizard.step(TextInput(title: "Name"))
            let toppings = try await wizard.step(
                Checklist(title: "Toppings", items: [MenuItem("Olives"), MenuItem("Basil"), MenuItem("Feta")]))
            let size = try await wizard.step(Menu(title: "Size", items: [MenuItem("Small"), MenuItem("Large")]))
            let note = try await wizard.step(TextInput(title: "Note"))
            return "\(name): \(toppings.joined(separator: ", ")), \(size), \(note)"
        }
        #expect(answer == "Ada: Olives, Feta, Large, ring twice")
        #expect(
            lines.transcript == """
                Name: «Ada»
                Toppings
                  1) [ ] Olives
                  2) [ ] Basil
                  3) [ ] Feta
                Choose (numbers, or none) (or back): «1 3»
                Size
                  1) Small
                  2) Large
                Choose [1] (or back): «back»
                Toppings
                  1) [x] Olives
                  2) [ ] Basil
                  3) [x] Feta
                Choose (numbers, or none) [1 3] (or back): «back»
                Name [Ada]: «»
                Toppings
                  1) [x] Olives
                  2) [ ] Basil
                  3) [x] Feta
                Choose (numbers, or none) [1 3] (or back): «»
                Size
                  1) Small
                  2) Large
                Choose [1] (or back): «2»
                Note (or back): «back»
                Size
                  1) Small
                  2) Large
                Choose [2] (or back): «»
                Note (or back): «ring twice»

                """)
    }

    /// A value, a day, a time, a choice and an order come back as the defaults of their
    /// questions after the back word.
    @Test func valueStepsKeepTheirAnswersAcrossTheBackWord() async throws {
        lines.type("70", "2026-12-24", "10:30", "2", "2 1")
        lines.type("back", "back", "back", "back", "back")
        lines.type("", "", "", "", "", "done")
        let answer = try await screen.wizard { wizard in
            let volume = try await wizard.step(Slider(title: "Volume", range: 0...100, value: 50))
            let day = try await wizard.step(
                DatePicker(title: "Day", selected: CalendarDate(year: 2026, month: 12, day: 1)!))
            let time = try await wizard.step(
                TimePicker(title: "Time", selected: TimeOfDay(hour: 9, minute: 0)!, showsSeconds: false))
            let room = try await wizard.step(RadioList(title: "Room", items: [MenuItem("Hall"), MenuItem("Attic")]))
            let order = try await wizard.step(BuildList(title: "Order", items: [MenuItem("Tea"), MenuItem("Cake")]))
            let note = try await wizard.step(TextInput(title: "Note"))
            return "\(volume) \(day) \(time) \(room) \(order) \(note)"
        }
        #expect(answer == "70 2026-12-24 10:30:00 Attic [\"Cake\", \"Tea\"] done", "\(lines.transcript)")
        let asked = lines.transcript.split(separator: "\n").filter { $0.contains("«»") }
        #expect(
            asked.count == 5
                && asked.contains { $0.contains("Volume (0 to 100) [70]") }
                && asked.contains { $0.contains("[2026-12-24]") } && asked.contains { $0.contains("[10:30]") }
                && asked.contains { $0.contains("Choose [2]") } && asked.contains { $0.contains("[2 1]") },
            "\(asked)")
    }

    /// A folder picker starts again in the folder chosen, and a renaming menu on the item
    /// renamed with its new label, after the back word.
    @Test func pickersAndMenusKeepTheirAnswersAcrossTheBackWord() async throws {
        lines.type("/home/ana/Code", "2", "Lunch", "back", "back", "1")
        lines.type("", "Brunch", "ok")
        let answer = try await screen.wizard { wizard in
            let folder = try await wizard.step(
                FilePicker(path: "/home/ana", mode: .directory, listing: FakeDirectoryListing.home))
            let meal = try await wizard.step(
                InputMenu(title: "Meals", items: [MenuItem("Breakfast"), MenuItem("Dinner")]))
            let note = try await wizard.step(TextInput(title: "Note"))
            return "\(folder) \(meal.labels) \(note)"
        }
        #expect(answer == "/home/ana/Code [\"Breakfast\", \"Brunch\"] ok", "\(lines.transcript)")
        let transcript = lines.transcript
        #expect(transcript.components(separatedBy: "In /home/ana/Code:").count == 2, "\(transcript)")
        #expect(transcript.contains("  2) Lunch"), "\(transcript)")
        #expect(transcript.contains("Choose [2] (or back): «»"), "\(transcript)")
        #expect(transcript.contains("New label for Lunch [Lunch] (or back): «Brunch»"), "\(transcript)")
    }

    /// A table's rows chosen come back marked, and its row chosen as the default.
    @Test func tablesKeepTheirAnswersAcrossTheBackWord() async throws {
        lines.type("2", "back", "", "1 3", "back", "", "ok")
        let columns = [TableColumn<String>("Name") { $0 }]
        let answer = try await screen.wizard { wizard in
            let one = try await wizard.step(Table(title: "Server", rows: ["web", "db", "cache"], columns: columns))
            let many = try await wizard.step(
                Table(title: "Backups", rows: ["web", "db", "cache"], columns: columns, selection: .multiple))
            let note = try await wizard.step(TextInput(title: "Note"))
            return "\(one) \(many) \(note)"
        }
        #expect(answer == "[\"db\"] [\"web\", \"cache\"] ok", "\(lines.transcript)")
        let transcript = lines.transcript
        #expect(transcript.contains("Choose [2]: «»"), "\(transcript)")
        #expect(transcript.contains("[1 3] (or back): «»"), "\(transcript)")
    }

    /// A password comes back after the back word without ever being written: an empty line
    /// keeps it.
    @Test func aPasswordKeptAcrossTheBackWordIsNeverWritten() async throws {
        lines.type("hunter2", "back", "", "ok")
        let answer = try await screen.wizard { wizard in
            let key = try await wizard.step(Password(title: "Wi-Fi key"))
            let note = try await wizard.step(TextInput(title: "Note"))
            return "\(key) \(note)"
        }
        #expect(answer == "hunter2 ok")
        #expect(!lines.transcript.contains("hunter2"), "\(lines.transcript)")
        #expect(lines.transcript.components(separatedBy: "Wi-Fi key").count == 3, "\(lines.transcript)")
    }

    /// A tree asked again starts in the folder of the node chosen, with it as the default.
    @Test func aTreeStartsAgainWhereItWasAnswered() async throws {
        lines.type("1", "main", "back", "", "ok")
        lines.endInput()
        let roots = [
            TreeNode(
                "Sources", children: [TreeNode("Checkout", children: [TreeNode("Cart.swift")]), TreeNode("main.swift")]),
            TreeNode("README.md"),
        ]
        let answer = try await screen.wizard { wizard in
            let file = try await wizard.step(Tree(title: "Open", roots: roots))
            let note = try await wizard.step(TextInput(title: "Note"))
            return "\(file.titles.joined(separator: "/")) \(note)"
        }
        #expect(answer == "Sources/main.swift ok", "\(lines.transcript)")
        #expect(
            lines.transcript.hasSuffix(
                """
                Note (or back): «back»
                Open: Sources
                  1) .. (up)
                  2) Checkout (folder, 1 item)
                  3) main.swift
                Choose [3]: «»
                Note (or back): «ok»

                """), "\(lines.transcript)")
    }

    /// A filter's answer comes back as the default of its search, and a many-choice filter's
    /// as the marks of the same search.
    @Test func filtersKeepTheirAnswersAcrossTheBackWord() async throws {
        lines.type("cher", "back", "", "berry", "1 2", "back", "berry", "", "ok")
        lines.endInput()
        let fruits = ["apple", "banana", "cherry", "blueberry", "strawberry"]
        let answer = try await screen.wizard { wizard in
            let one = try await wizard.step(Filter(fruits, title: "Fruit"))
            let many = try await wizard.step(Filter(fruits, title: "Berries", limit: nil))
            let note = try await wizard.step(TextInput(title: "Note"))
            return "\(one) \(many) \(note)"
        }
        #expect(answer == "[\"cherry\"] [\"blueberry\", \"strawberry\"] ok", "\(lines.transcript)")
        #expect(lines.transcript.contains("[cherry]: «»"), "\(lines.transcript)")
        #expect(lines.transcript.contains("[1 2] (or back): «»"), "\(lines.transcript)")
    }
}
