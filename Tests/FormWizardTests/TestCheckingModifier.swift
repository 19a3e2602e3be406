import FormWizard
import FormWizardTesting
import Testing

/// `checking(_:debounce:_:)` on kinds of fields that have no `check:` of their own: debounced,
/// cancelled by a change, awaited by a submit, after the field's own rules; two checks in turn;
/// and in line mode.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestCheckingModifier {
    struct Server: Sendable, Equatable {
        var name = "web"
        var port: Int?
        var tags: [String] = []
    }

    let service = ControlledService()

    func form() -> Form<Server> {
        let service = service
        return Form(
            "Server", value: Server(),
            fields: [
                .text("Name", \.name)
                    .checking({ $0.name }) { try await service.ask("name \($0)") },
                .number("Port", \.port, in: 1...65535)
                    .checking({ $0.port }, debounce: .milliseconds(500)) { port in
                        try await service.ask("port \(port.map(String.init) ?? "none")")
                    },
            ])
    }

    @Test func aNumberFieldIsCheckedAfterItsOwnRulesAndItsDebounce() async throws {
        let form = await PresentedDialog(form())
        // The name is valid at first, so it is checked after its debounce.
        form.clock.advance(by: .milliseconds(300))
        await eventually("the name is asked") { service.asked == ["name web"] }
        service.answer("name web", with: .success(nil))
        await form.screen.waitUntilIdle()
        await form.send(.tab)
        // Out of range: the field's own rule speaks, and no service is asked.
        await form.type("70000")
        form.clock.advance(by: .seconds(1))
        await form.screen.waitUntilIdle()
        #expect(!service.asked.contains { $0.hasPrefix("port") })
        await form.send(.backspace)
        form.clock.advance(by: .milliseconds(499))
        await form.screen.waitUntilIdle()
        #expect(!service.asked.contains { $0.hasPrefix("port") })
        form.clock.advance(by: .milliseconds(1))
        await eventually("the port is asked") { service.asked.contains("port 7000") }
        assertSnapshot(form.term, named: "checking")
        service.answer("port 7000", with: .success("Port 7000 is in use"))
        await form.screen.waitUntilIdle()
        assertSnapshot(form.term, named: "inUse")
        await form.close()
    }

    @Test func submitWaitsForTheChecksOfEveryKindAndTakesTheValueTheyAccept() async throws {
        let form = await PresentedDialog(form())
        // Enter submits without the debounce, and the checks wait for the service.
        form.term.type("\t8080\n")
        await eventually("both fields are asked, the form submitting") {
            service.asked.contains("name web") && service.asked.contains("port 8080")
                && form.term.rows.contains { $0.contains("Submitting…") }
        }
        service.answer("name web", with: .success(nil))
        service.answer("port 8080", with: .success(nil))
        #expect(try await form.value == Server(name: "web", port: 8080))
    }

    @Test func twoChecksOnOneFieldRunInTurnAndTheFirstMessageWins() async throws {
        let service = service
        let form = await PresentedDialog(
            Form(
                "Tags", value: Server(),
                fields: [
                    .multiSelect("Tags", \.tags, options: ["a", "b"].map { MenuItem($0, value: $0) })
                        .checking({ $0.tags }) { try await service.ask("first \($0)") }
                        .checking({ $0.tags }) { try await service.ask("second \($0)") }
                ]))
        form.term.send([.key(.enter)])
        await eventually("the first check is asked") { service.asked == ["first []"] }
        service.answer("first []", with: .success(nil))
        await eventually("the second check is asked") { service.asked == ["first []", "second []"] }
        service.answer("second []", with: .success("Choose a tag"))
        await form.screen.waitUntilIdle()
        #expect(form.term.rows.contains { $0.contains("Choose a tag") })
        await form.close()
    }

    @Test func inLineModeTheChecksRunAtTheEndAndNameTheirField() async throws {
        let lines = VirtualLineTerminal()
        let screen = Screen(lines: lines)
        let form = Form(
            "Server", value: Server(),
            fields: [
                .number("Port", \.port).checking({ $0.port }) { port in port == 80 ? "Port 80 is in use" : nil }
            ])
        lines.type("80", "8080")
        lines.endInput()
        #expect(try await screen.present(form) == Server(port: 8080))
        #expect(
            lines.transcript == """
                Server
                Port: «80»
                Checking…
                Port: Port 80 is in use
                Port [80]: «8080»
                Checking…

                """)
    }
}
