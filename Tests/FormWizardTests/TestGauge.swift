import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestGauge {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    @Test(arguments: sizes) func cancellableGaugeAtFiftyEightPercent(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let gauge = screen.show(
            Gauge(title: "Copying 📁", message: "写真 3 / 7: 富士山.jpg", fraction: 0.58, cancellable: true))
        let waiting = Task { try await gauge.value }
        await screen.waitUntilIdle()
        assertSnapshot(term)
        gauge.dismiss()
        await #expect(throws: CancellationError.self) { try await waiting.value }
    }

    @Test(arguments: sizes) func gaugeWithoutCancelButton(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let gauge = screen.show(Gauge(title: "Installing", message: "Unpacking packages…", fraction: 0.25))
        let waiting = Task { try await gauge.value }
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.escape, .enter)
        await screen.waitUntilIdle()
        #expect(gauge.isResolved == false)
        gauge.dismiss(returning: ())
        try await waiting.value
    }

    @Test func updateRedrawsTheBarAndTheMessageInPlace() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let gauge = screen.show(Gauge(title: "Copying", message: "File 1 of 4", fraction: 0))
        let waiting = Task { try await gauge.value }
        await screen.waitUntilIdle()
        #expect(
            term.lines[3...7] == [
                "┌ Copying ─────────────────────────────┐",
                "│ File 1 of 4                          │",
                "│                                      │",
                "│ ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░   0% │",
                "└──────────────────────────────────────┘",
            ])
        try gauge.checkedUpdate {
            $0.fraction = 0.5
            $0.message = "File 3 of 4"
        }
        await screen.waitUntilIdle()
        #expect(
            term.lines[3...7] == [
                "┌ Copying ─────────────────────────────┐",
                "│ File 3 of 4                          │",
                "│                                      │",
                "│                ░░░░░░░░░░░░░░░░  50% │",
                "└──────────────────────────────────────┘",
            ])
        #expect(
            term.styledRuns.filter { $0.hasPrefix("row 6 ") } == [
                #"row 6 col 0 "│" fg=cyan"#, #"row 6 col 2 "               " reverse"#,
                #"row 6 col 17 "░░░░░░░░░░░░░░░░" dim"#, #"row 6 col 39 "│" fg=cyan"#,
            ])
        gauge.dismiss()
        await #expect(throws: CancellationError.self) { try await waiting.value }
    }

    @Test(arguments: [
        (0.58, 11, " 58%"), (1.5, 20, "100%"), (-1, 0, "  0%"), (.nan, 0, "  0%"), (0.999, 19, " 99%"),
        (.infinity, 20, "100%"), (0.05, 1, "  5%"),
    ])
    func barClampsAndRoundsDown(fraction: Double, filled: Int, label: String) {
        var frame = Frame(size: Size(columns: 25, rows: 1), theme: .default)
        frame.render(GaugeBar(fraction: fraction), in: frame.bounds)
        let track = String(repeating: "░", count: 20 - filled)
        #expect(frame.buffer.lines == [String(repeating: " ", count: filled) + track + " " + label])
        #expect((0..<25).filter { frame.buffer[$0, 0].style == Theme.default.gaugeFilled }.count == filled)
    }

    @Test func cancelButtonEnterAndEscapeResolveTheGauge() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        for key in [Key.escape, .enter, .character("c"), .character(" ")] {
            let gauge = screen.show(Gauge(title: "Copying", fraction: 0.1, cancellable: true))
            let waiting = Task { try await gauge.value }
            await screen.waitUntilIdle()
            term.send(key)
            await #expect(throws: CancellationError.self, "\(key)") { try await waiting.value }
            #expect(gauge.isResolved)
        }
        #expect(term.lines.allSatisfy { $0 == String(repeating: " ", count: 40) })
    }

    @Test func rendersOnEverySmallScreen() {
        drawOnEverySmallScreen(Gauge(title: "Copying 📁", message: "写真 3 / 7", fraction: 0.58, cancellable: true))
        drawOnEverySmallScreen(Gauge(title: "Copying", fraction: .nan))
        drawOnEverySmallScreen(Activity(title: "同期", message: "リポジトリを取得しています… 📦", phase: 7))
        drawOnEverySmallScreen(Activity(message: "", cancellable: false))
    }
}
