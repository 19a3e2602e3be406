import FormWizard
import FormWizardTesting
import Testing

/// The file and folder pickers in line mode: a folder's entries numbered with `..`, or a path
/// typed and checked.
@MainActor
struct TestLineFilePicker {
    let lines = VirtualLineTerminal()
    let screen: Screen
    let listing = FakeDirectoryListing.home

    init() {
        screen = Screen(lines: lines)
    }

    @Test func browsesAndChoosesAFile() async throws {
        lines.type("3", "1", "2", "3")
        let file = try await screen.filePicker(from: "/home/ana", title: "Open", listing: listing)
        #expect(file == "/home/ana/Code/main.swift")
        #expect(
            lines.transcript == """
                Open
                In /home/ana:
                  1) ..
                  2) Code/
                  3) latest/ → Code/app
                  4) secret/
                  5) 写真/
                  6) apple.swift
                  7) notes.md
                  8) todo.txt → notes.md
                  9) 履歴書.pdf
                  10) 🎵 music.mp3
                Choose a number, or type a path: «3»
                In /home/ana/latest:
                Cannot read /home/ana/latest: No such file or directory
                  1) ..
                Choose a number, or type a path: «1»
                In /home/ana:
                  1) ..
                  2) Code/
                  3) latest/ → Code/app
                  4) secret/
                  5) 写真/
                  6) apple.swift
                  7) notes.md
                  8) todo.txt → notes.md
                  9) 履歴書.pdf
                  10) 🎵 music.mp3
                Choose a number, or type a path: «2»
                In /home/ana/Code:
                  1) ..
                  2) app/
                  3) main.swift
                  4) README.md
                Choose a number, or type a path: «3»

                """)
    }

    @Test func aTypedPathMustExistAndHaveAnAllowedExtension() async throws {
        lines.type("nope.md", "/home/ana/Code/main.swift", "/home/ana/Code", "README.md")
        let file = try await screen.filePicker(
            from: "/home/ana/写真", title: "", allowedExtensions: ["md"], listing: listing)
        #expect(file == "/home/ana/Code/README.md")
        #expect(
            lines.transcript == """
                In /home/ana/写真:
                  1) ..
                Choose a number, or type a path: «nope.md»
                No such file or folder: /home/ana/写真/nope.md
                Choose a number, or type a path: «/home/ana/Code/main.swift»
                Not a .md file: /home/ana/Code/main.swift
                Choose a number, or type a path: «/home/ana/Code»
                In /home/ana/Code:
                  1) ..
                  2) app/
                  3) README.md
                Choose a number, or type a path: «README.md»

                """)
    }

    @Test func aFolderIsChosenByTypingItOrChoosingThisFolder() async throws {
        lines.type("/home/ana/notes.md", "/home/ana/Code")
        let typed = try await screen.directoryPicker(from: "/home", title: "Where", listing: listing)
        #expect(typed == "/home/ana/Code")
        lines.type("3", "1")
        let chosen = try await screen.directoryPicker(from: "/home", title: "Where", listing: listing)
        #expect(chosen == "/home/ana")
        #expect(
            lines.transcript == """
                Where
                In /home:
                  1) Choose this folder
                  2) ..
                  3) ana/
                Choose a number, or type a path: «/home/ana/notes.md»
                Not a folder: /home/ana/notes.md
                Choose a number, or type a path: «/home/ana/Code»
                Where
                In /home:
                  1) Choose this folder
                  2) ..
                  3) ana/
                Choose a number, or type a path: «3»
                In /home/ana:
                  1) Choose this folder
                  2) ..
                  3) Code/
                  4) latest/ → Code/app
                  5) secret/
                  6) 写真/
                Choose a number, or type a path: «1»

                """)
    }

    @Test func escapeAndTheEndOfInputCancel() async throws {
        lines.escape()
        await #expect(throws: CancellationError.self) {
            try await screen.filePicker(from: "/home/ana/Code/app", listing: listing)
        }
        lines.endInput()
        await #expect(throws: CancellationError.self) {
            try await screen.directoryPicker(from: "/home/ana/Code/app", listing: listing)
        }
        #expect(
            lines.transcript == """
                Choose a file
                In /home/ana/Code/app:
                  1) ..
                Choose a number, or type a path: «Esc»
                Choose a folder
                In /home/ana/Code/app:
                  1) Choose this folder
                  2) ..
                Choose a number, or type a path: «end of input»

                """)
    }
}
