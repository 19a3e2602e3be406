import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestPassword {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]
    static let secret = "hunter2 日本 👍"

    @Test(arguments: sizes) func typedSecretIsMaskedOneBulletPerCharacter(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.password("Unlock 🔑", message: "Passphrase for ~/.ssh/id_ed25519:") }
        await screen.waitUntilIdle()
        term.type(Self.secret)
        await screen.waitUntilIdle()
        assertSnapshot(term)
        #expect(Self.revealsSecret(term.snapshot) == false)
        term.send(.enter)
        #expect(try await answer.value == Self.secret)
    }

    @Test func maskedFieldRowIsExactlyTheBullets() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.password("Unlock") }
        await screen.waitUntilIdle()
        term.type(Self.secret)
        term.send(.left, .left, .backspace)
        await screen.waitUntilIdle()
        #expect(
            term.lines == [
                "                                        ",
                "                                        ",
                "                                        ",
                "┌ Unlock ──────────────────────────────┐",
                "│ •••••••••••                          │",
                "│                                      │",
                "│          < OK >  < Cancel >          │",
                "└──────────────────────────────────────┘",
                "                                        ",
                "                                        ",
                "                                        ",
                "                                        ",
            ])
        #expect(term.cursor == Point(x: 11, y: 4))
        term.send(.enter)
        #expect(try await answer.value == "hunter2 日 👍")
    }

    @Test func theDialogNeverDescribesTheSecret() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let handle = screen.show(Password(title: "Unlock", message: "Passphrase:"))
        term.type(Self.secret)
        var dumped = ""
        dump(handle.dialog, to: &dumped)
        let descriptions = [
            String(describing: handle.dialog), String(reflecting: handle.dialog), "\(handle.dialog)", dumped,
            String(describing: Mirror(reflecting: handle.dialog).children.map(\.value)),
            String(describing: TextInput(title: "Unlock", text: Self.secret, isSecret: true)),
        ]
        #expect(descriptions.allSatisfy { !Self.revealsSecret($0) })
        #expect(String(describing: handle.dialog) == #"Password(title: "Unlock")"#)
        handle.dismiss()
    }

    @Test func escapeCancels() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.password("Unlock") }
        await screen.waitUntilIdle()
        term.type("abc")
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await answer.value }
    }

    /// Whether `text` holds any recognisable part of the secret.
    static func revealsSecret(_ text: String) -> Bool {
        ["hunter", "日本", "👍"].contains { text.contains($0) }
    }
}
