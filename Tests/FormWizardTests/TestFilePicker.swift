import FormWizardTesting
import Testing

@testable import FormWizard

@MainActor
struct TestFilePicker {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    private func picker(
        _ size: Size = Size(columns: 80, rows: 24), from path: String = "/home/ana", extensions: [String] = [],
        listing: FakeDirectoryListing = .home
    ) -> (VirtualTerminal, Screen, Task<String, any Error>) {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task {
            try await screen.filePicker(from: path, allowedExtensions: extensions, listing: listing)
        }
        return (term, screen, answer)
    }

    @Test(arguments: sizes) func listsFoldersFirstSortedWithLinks(size: Size) async throws {
        let (term, screen, answer) = picker(size)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "home.\(size)")
        term.send(.down, .enter)  // ../ then Code/
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "enteredCode.\(size)")
        answer.cancel()
        _ = await answer.result
    }

    @Test(arguments: sizes) func typingFilters(size: Size) async throws {
        let (term, screen, answer) = picker(size)
        await screen.waitUntilIdle()
        term.send(.character("m"), .character("d"))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "filtered.\(size)")
        term.send(.enter)
        #expect(try await answer.value == "/home/ana/notes.md")
    }

    @Test(arguments: sizes) func anUnreadableFolderSaysWhy(size: Size) async throws {
        let (term, screen, answer) = picker(size)
        await screen.waitUntilIdle()
        term.send(.character("s"), .character("e"), .character("c"), .enter)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "unreadable.\(size)")
        term.send(.enter)  // ../, the only row
        await screen.waitUntilIdle()
        term.send(.enter)  // back in /home/ana on secret/, which still cannot be read
        await screen.waitUntilIdle()
        term.send(.backspace, .character("n"), .character("o"), .character("t"), .enter)  // typed ahead
        #expect(try await answer.value == "/home/ana/notes.md")
    }

    @Test(arguments: sizes) func emptyAndCJKFolders(size: Size) async throws {
        let (term, screen, answer) = picker(size, from: "/home/ana/写真")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "cjk.\(size)")
        term.send(.left, .character("c"), .character("o"), .character("d"), .character("e"), .enter)
        await screen.waitUntilIdle()
        term.send(.character("a"), .character("p"), .character("p"), .enter)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "empty.\(size)")
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await answer.value }
    }

    @Test(arguments: sizes) func aLongPathIsCutFromTheLeft(size: Size) async throws {
        let deep = "/home/ana/プロジェクト/とても長いフォルダの名前/🚀 launch/src"
        let listing = FakeDirectoryListing(folders: [deep: [DirectoryEntry(name: "main.swift", kind: .file)]])
        let (term, screen, answer) = picker(size, from: deep, listing: listing)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "longPath.\(size)")
        term.send(.down, .enter)
        #expect(try await answer.value == deep + "/main.swift")
    }

    @Test func hiddenEntriesToggleWithDotAndCtrlH() async throws {
        let (term, screen, answer) = picker()
        await screen.waitUntilIdle()
        term.send(.character("."))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "hidden.80x24")
        term.send(.ctrl("h"), .character("."), .character("p"), .character("r"), .character("o"), .enter)
        #expect(try await answer.value == "/home/ana/.profile")
    }

    @Test func extensionsNarrowTheFiles() async throws {
        let (term, screen, answer) = picker(extensions: ["SWIFT", ".md"])
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "extensions.80x24")
        term.send(.end, .enter)
        #expect(try await answer.value == "/home/ana/notes.md")
    }

    @Test func leavingAFolderSelectsIt() async throws {
        let (term, screen, answer) = picker(from: "/home/ana/Code")
        await screen.waitUntilIdle()
        term.send(.backspace)
        await screen.waitUntilIdle()
        term.send(.enter)
        await screen.waitUntilIdle()
        term.send(.end, .enter)
        #expect(try await answer.value == "/home/ana/Code/README.md")
    }

    @Test func theRootHasNoParent() async throws {
        let (term, screen, answer) = picker(from: "/home")
        await screen.waitUntilIdle()
        term.send(.backspace)
        await screen.waitUntilIdle()
        term.send(.backspace, .enter)  // nothing above /; Enter on home/, selected on leaving it
        await screen.waitUntilIdle()
        term.send(.down, .enter)  // ../ then ana/
        await screen.waitUntilIdle()
        term.send(.character("🎵"), .enter)
        #expect(try await answer.value == "/home/ana/🎵 music.mp3")
    }

    @Test(arguments: sizes) func directoryPickerListsFoldersAndChoosesWithCtrlD(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.directoryPicker(from: "/home/ana", listing: FakeDirectoryListing.home) }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "folders.\(size)")
        term.send(.down, .enter)
        await screen.waitUntilIdle()
        term.send(.ctrl("d"))
        #expect(try await answer.value == "/home/ana/Code")
    }

    @Test func aHugeFolderScrolls() async throws {
        let (term, screen, answer) = picker(Size(columns: 40, rows: 12), from: "/big", listing: .many(10_000))
        await screen.waitUntilIdle()
        term.send(.pageDown, .pageDown, .down)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "scrolled.40x12")
        term.send(.enter)
        _ = try await answer.value
    }

    @Test func keysTypedWhileAFolderIsReadAreKept() async throws {
        let (term, screen, answer) = picker(from: "/home/ana/Code")
        await screen.waitUntilIdle()
        term.send(.backspace, .character("写"), .enter, .down, .enter)  // before /home/ana is read
        #expect(try await answer.value == "/home/ana/写真/富士山 🗻.jpg")
    }

    @Test func drawsOnEverySmallScreen() {
        var picker = FilePicker(path: "/home/ana", listing: FakeDirectoryListing.home)
        _ = picker.show(
            FilePicker.Listed(path: "/home/ana", entries: .success(FakeDirectoryListing.home.folders["/home/ana"]!)))
        drawOnEverySmallScreen(picker, after: [.down, .character("a")])
    }
}
