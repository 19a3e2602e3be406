import FormWizard
import FormWizardTesting
import Testing

/// Dialogs that choose one value as plain wizard steps: after Back from the next step they show
/// the value the user had chosen, not the one they were made with.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestWizardValueSteps {
    @Test func aTextInputKeepsWhatWasTyped() async throws {
        let (name, screen) = try await answerGoBackAndAnswerAgain(
            TextInput(title: "Host name", text: "localhost"),
            keys: [.key(.ctrl("u"))] + "pi-hole".map { .key(.character($0)) },
            shows: "Host name")
        #expect(name == "pi-hole")
        #expect(screen.joined().contains("pi-hole"))
    }

    @Test func aSliderKeepsItsValue() async throws {
        let (value, screen) = try await answerGoBackAndAnswerAgain(
            Slider(title: "Workers", range: 1...16, value: 4), keys: [.key(.right), .key(.right), .key(.right)],
            shows: "Workers")
        #expect(value == 7)
        #expect(screen.joined().contains("7"))
    }

    @Test func aDatePickerKeepsItsDay() async throws {
        let (day, _) = try await answerGoBackAndAnswerAgain(
            DatePicker(title: "Start", selected: CalendarDate(year: 2026, month: 12, day: 7)!),
            keys: [.key(.right), .key(.down)], shows: "Start")
        #expect(day == CalendarDate(year: 2026, month: 12, day: 15)!)
    }

    @Test func aTimePickerKeepsItsTime() async throws {
        let (time, _) = try await answerGoBackAndAnswerAgain(
            TimePicker(title: "Backup at", selected: TimeOfDay(hour: 2, minute: 0, second: 0)!, showsSeconds: false),
            keys: [.key(.up), .key(.up)], shows: "Backup at")
        #expect(time == TimeOfDay(hour: 4, minute: 0, second: 0)!)
    }

    private func typing(_ text: String) -> [InputEvent] { text.map { .key(.character($0)) } }

    @Test func aFilterKeepsItsQueryAndItem() async throws {
        let (chosen, screen) = try await answerGoBackAndAnswerAgain(
            Filter(["apple", "banana", "cherry", "blueberry"], title: "Fruit"), keys: typing("berry"), shows: "Fruit")
        #expect(chosen == ["blueberry"])
        #expect(screen.joined().contains("berry"))
    }

    @Test func aBuildListKeepsWhatWasChosenInOrder() async throws {
        let (chosen, _) = try await answerGoBackAndAnswerAgain(
            BuildList(title: "Services", items: ["nginx", "redis", "cron"].map { MenuItem($0, value: $0) }),
            // redis, then cron (the cursor stays on the row redis left, now cron's).
            keys: [.key(.down), .key(.character(" ")), .key(.character(" "))], shows: "Services")
        #expect(chosen == ["redis", "cron"])
    }

    @Test func anInputMenuKeepsItsLabelsAndItem() async throws {
        let menu = InputMenu(
            title: "Interfaces", items: ["eth0", "eth1", "wlan0"].map { MenuItem($0, value: $0) })
        let (result, _) = try await answerGoBackAndAnswerAgain(
            menu, keys: [.key(.down), .key(.character("r")), .key(.ctrl("u"))] + typing("uplink") + [.key(.enter)],
            shows: "Interfaces")
        #expect(result.index == 1)
        #expect(result.labels == ["eth0", "uplink", "wlan0"])
    }

    @Test func aFilePickerKeepsItsFolderAndEntry() async throws {
        let picker = FilePicker(path: "/home/ana", title: "Open", listing: FakeDirectoryListing.home)
        let (path, _) = try await answerGoBackAndAnswerAgain(
            picker, keys: typing("Code") + [.key(.enter)] + typing("main"), shows: "main.swift")
        #expect(path == "/home/ana/Code/main.swift")
    }

    @Test func aPasswordKeepsWhatWasTypedMasked() async throws {
        let (secret, screen) = try await answerGoBackAndAnswerAgain(
            Password(title: "Wi-Fi key"), keys: typing("hunter2"), shows: "Wi-Fi key")
        #expect(secret == "hunter2")
        #expect(screen.joined().contains("•••••••"))
        #expect(!screen.joined().contains("hunter2"))
    }

    @Test func anEditBoxKeepsItsText() async throws {
        let term = VirtualTerminal(columns: 50, rows: 14)
        let screen = Screen(terminal: term)
        let flow = Task { () throws -> String in
            try await screen.wizard { wizard in
                let text = try await wizard.step(EditBox(title: "Hosts", text: "127.0.0.1 localhost"))
                _ = try await wizard.step(Menu(title: "Go on?", items: [MenuItem("Yes", value: true)]))
                return text
            }
        }
        await screen.waitUntilShown("the editor")
        // The cursor starts at the top: a line above the first.
        term.send(typing("10.0.0.2 nas") + [.key(.enter), .key(.tab), .key(.enter)])
        await screen.waitUntilShown("the question") { term.lines.joined().contains("Go on?") }
        term.send(.backTab)
        await screen.waitUntilShown("the editor again") { term.lines.joined().contains("10.0.0.2 nas") }
        // The text is as it was left, and saving it again saves it.
        term.send(.tab, .enter)
        await screen.waitUntilShown("the question again") { term.lines.joined().contains("Go on?") }
        term.send(.enter)
        let text = try await flow.valueCancelledWithTheTest
        #expect(text == "10.0.0.2 nas\n127.0.0.1 localhost")
    }
}
