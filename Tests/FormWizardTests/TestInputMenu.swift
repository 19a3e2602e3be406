import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestInputMenu {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    static let hosts = [
        MenuItem("web-1 東京", detail: "10.0.0.1", value: 1),
        MenuItem("db 🐘", detail: "10.0.0.2", value: 2),
        MenuItem("cache", detail: "10.0.0.3", value: 3),
    ]

    private func start(
        _ items: [MenuItem<Int>] = hosts, size: Size = Size(columns: 80, rows: 24)
    ) async -> (VirtualTerminal, Screen, Task<InputMenuResult<Int>, any Error>) {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.inputMenu("Hosts 💻", message: "Rename with F2.", items: items) }
        await screen.waitUntilIdle()
        return (term, screen, answer)
    }

    @Test(arguments: sizes) func renamedInPlaceThenChosen(size: Size) async throws {
        let (term, screen, answer) = await start(size: size)
        assertSnapshot(term, named: "opened.\(size)")
        term.send(.down, .function(2))
        term.send(.backspace, .backspace)
        term.type("ポスグレ")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "renaming.\(size)")
        term.send(.enter)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "renamed.\(size)")
        term.send(.enter)
        let result = try await answer.value
        #expect(result.index == 1 && result.value == 2 && result.isRenamed)
        #expect(result.label == "dbポスグレ")
        #expect(result.labels == ["web-1 東京", "dbポスグレ", "cache"])
        #expect(result.renamed == [1])
    }

    @Test(arguments: sizes) func anEmptyLabelIsRefused(size: Size) async throws {
        let (term, screen, answer) = await start(size: size)
        term.send(.character("r"), .ctrl("u"), .enter)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "emptyRefused.\(size)")
        term.type("www\n\n")
        let result = try await answer.value
        #expect(result.label == "www" && result.index == 0)
    }

    @Test(arguments: sizes) func aLongMenuScrolls(size: Size) async throws {
        let many = (1...30).map { MenuItem("host-\($0)\($0 % 4 == 0 ? " 🔥" : "")", value: $0) }
        let (term, screen, answer) = await start(many, size: size)
        term.send(.pageDown, .pageDown, .down)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "scrolled.\(size)")
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await answer.value }
    }

    @Test func escapeAbandonsARenameThenCancels() async throws {
        let (term, _, answer) = await start()
        term.send(.function(2))
        term.type("zzz")
        term.send(.escape)  // the old label back
        term.send(.down, .character("r"))
        term.paste("🐘 postgres")  // a paste goes into the field
        term.send(.enter, .up, .enter)
        let result = try await answer.value
        #expect(result.index == 0 && !result.isRenamed)
        #expect(result.labels == ["web-1 東京", "db 🐘🐘 postgres", "cache"])

        let (term2, _, answer2) = await start()
        term2.send(.escape)
        await #expect(throws: CancellationError.self) { try await answer2.value }
    }

    @Test func aPasteOutsideARenameRenamesTheSelectedEntry() {
        var menu = InputMenu(title: "T", items: Self.hosts)
        _ = menu.handle(.paste("!"))
        #expect(menu.renaming?.text == "web-1 東京!")
        _ = menu.handle(.key(.enter))
        #expect(menu.labels[0] == "web-1 東京!" && menu.renaming == nil)
    }

    /// `editsFromTheStart` (dialog's way) starts a rename with the cursor before the label;
    /// by default it is after it.
    @Test func aRenameStartsAtTheEndOrFromTheStart() {
        var menu = InputMenu(title: "T", items: Self.hosts)
        _ = menu.handle(.key(.function(2)))
        _ = menu.handle(.key(.character("!")))
        #expect(menu.renaming?.text == "web-1 東京!")
        var fromTheStart = InputMenu(title: "T", items: Self.hosts)
        fromTheStart.editsFromTheStart = true
        _ = fromTheStart.handle(.key(.function(2)))
        _ = fromTheStart.handle(.key(.character("!")))
        #expect(fromTheStart.renaming?.text == "!web-1 東京")
    }

    @Test func smallScreensDoNotCrash() {
        drawOnEverySmallScreen(
            InputMenu(title: "T", message: "m", items: Self.hosts), after: [.function(2), .character("x")])
    }
}
