import FormWizard
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

/// `formwizard dialog --fselect` in line mode: the picker's line form.
@MainActor
struct TestCompatPathSelectLines {
    private let lines = VirtualLineTerminal()
    private let screen: Screen

    init() {
        screen = Screen(lines: lines)
    }

    @Test func fselectListsTheFolderAndTakesANumber() async throws {
        var template = Array("/tmp/formwizard-fselect-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return nil }
            return String(cString: base)
        }
        let folder = try #require(made)
        let file = folder + "/notes.md"
        close(open(file, O_CREAT | O_WRONLY, 0o600))
        defer {
            unlink(file)
            rmdir(folder)
        }
        let result = screen.start(try command("dialog", "--fselect", folder + "/", "0", "0"))
        await lines.waitUntilReading()
        lines.type("2")
        #expect(await result.value == CommandResult(code: 0, errorOutput: file))
        #expect(
            lines.transcript == """
                Choose a file
                In \(folder):
                  1) ..
                  2) notes.md
                Choose a number, or type a path: «2»

                """)
    }
}
