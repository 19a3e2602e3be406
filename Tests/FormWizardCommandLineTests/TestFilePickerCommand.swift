import FormWizard
import FormWizardCurses
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A real temporary folder: `docs/` with CJK and emoji names, `code.swift`, `link → docs`,
/// and `locked/` (mode 000); removed by `remove()`.
struct TemporaryTree {
    let root: String

    init() throws {
        var template = Array("/tmp/formwizard-fselect-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw DirectoryListingError(reason: "mkdtemp failed") }
        root = String(cString: made)
        mkdir(root + "/docs", 0o755)
        mkdir(root + "/locked", 0o755)
        for file in ["/docs/报告.md", "/docs/🎉 party.txt", "/code.swift"] {
            close(open(root + file, O_CREAT | O_WRONLY, 0o644))
        }
        symlink("docs", root + "/link")
        chmod(root + "/locked", 0)
    }

    func remove() {
        chmod(root + "/locked", 0o755)
        for file in ["/docs/报告.md", "/docs/🎉 party.txt", "/code.swift", "/link"] { unlink(root + file) }
        for folder in ["/docs", "/locked", ""] { rmdir(root + folder) }
    }
}

@MainActor
struct TestFilePickerCommand {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term)
    }

    @Test func downEnterIntoAFolderThenEnterOnAFilePrintsItsPath() async throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        let result = screen.start(try command("fselect", tree.root))
        await screen.waitUntilIdle()
        term.send(.down, .enter)  // ../ then docs/
        await screen.waitUntilIdle()
        term.send(.down, .enter)  // ../ then 报告.md
        #expect(await result.value == CommandResult(code: 0, output: tree.root + "/docs/报告.md\n"))
    }

    @Test func dselectChoosesTheFolderShownWithCtrlD() async throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        let result = screen.start(try command("dselect", tree.root + "/docs/..", "--title", "Where?"))
        await screen.waitUntilIdle()
        term.send(.character("l"), .character("i"), .character("n"), .character("k"), .enter)
        await screen.waitUntilIdle()
        term.send(.ctrl("d"))
        #expect(await result.value == CommandResult(code: 0, output: tree.root + "/link\n"))
    }

    @Test func extensionsAndHiddenOptions() async throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        let result = screen.start(try command("fselect", "--ext", "swift,md", "--hidden", tree.root))
        await screen.waitUntilIdle()
        term.send(.end, .enter)  // ../, docs/, link/, locked/, code.swift
        #expect(await result.value == CommandResult(code: 0, output: tree.root + "/code.swift\n"))
    }

    @Test func escapeExitsOneWithoutOutput() async throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        let result = screen.start(try command("fselect", tree.root))
        await screen.waitUntilIdle()
        term.send(.escape)
        #expect(await result.value == CommandResult(code: 1, output: nil))
    }

    @Test func theSystemListingTellsFoldersFilesAndLinks() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        let entries = try SystemDirectoryListing().entries(of: tree.root).sorted { $0.name < $1.name }
        #expect(
            entries == [
                DirectoryEntry(name: "code.swift", kind: .file),
                DirectoryEntry(name: "docs", kind: .directory),
                DirectoryEntry(name: "link", kind: .symlink(target: "docs", isDirectory: true)),
                DirectoryEntry(name: "locked", kind: .directory),
            ])
        #expect(throws: DirectoryListingError.self) { try SystemDirectoryListing().entries(of: tree.root + "/none") }
        // Root reads a mode-000 folder anyway (CAP_DAC_OVERRIDE), so only others can check
        // that it is refused; the picker's message for it is tested with a fake listing.
        if getuid() != 0 {
            #expect(throws: DirectoryListingError.self) {
                try SystemDirectoryListing().entries(of: tree.root + "/locked")
            }
        }
    }

    @Test func startPathsExpandHomeAndResolveDots() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        #expect(try StartPath.resolve("~/docs/.", home: tree.root) == tree.root + "/docs")
        #expect(try StartPath.resolve("docs/../docs", currentDirectory: tree.root) == tree.root + "/docs")
        #expect(throws: ArgumentError.self) { try StartPath.resolve(tree.root + "/code.swift") }
        #expect(throws: ParseFailure.self) { try command("fselect", tree.root + "/none") }
        #expect(throws: ParseFailure.self) { try command("dselect", "--ext", "md", tree.root) }
        #expect(throws: ParseFailure.self) { try command("fselect", tree.root, tree.root) }
    }
}
