import FormWizard
import FormWizardTesting
import Testing

private enum Plan: Sendable, Equatable { case free, team, enterprise, custom }

private struct Signup: Sendable, Equatable {
    var plan = Plan.free
    var name = ""
}

private let plans = [
    MenuItem("Free", value: Plan.free), MenuItem("Team 👥", value: Plan.team),
    MenuItem("企業 Enterprise", value: Plan.enterprise),
]

private func signup(_ value: Signup = Signup()) -> Form<Signup> {
    Form("Plan", value: value, fields: [.select("Plan", \.plan, options: plans), .text("Name", \.name)])
}

@MainActor
struct TestSelectField {
    nonisolated static let sizes = [Size(columns: 80, rows: 24), Size(columns: 40, rows: 12)]

    @Test(arguments: sizes) func focusedChangedAndLeft(size: Size) async throws {
        let form = await PresentedDialog(signup(), size: size)
        assertSnapshot(form.term, named: "focused.\(size)")
        await form.send(.left)
        assertSnapshot(form.term, named: "changed.\(size)")
        await form.send(.tab)
        assertSnapshot(form.term, named: "left.\(size)")
        await form.close()
    }

    @Test func arrowsCycleRoundAndSpaceHomeEndAndInitialsChoose() async throws {
        let script: [([Key], Plan)] = [
            ([.right], .team), ([.right, .right, .right], .free), ([.left], .enterprise),
            ([.character(" "), .character(" ")], .enterprise), ([.end, .home], .free), ([.end], .enterprise),
            ([.character("t")], .team), ([.character("E")], .free), ([.character("企")], .enterprise),
            ([.character("x")], .free),
        ]
        for (keys, plan) in script {
            let form = await PresentedDialog(signup())
            form.term.send(keys.map(InputEvent.key) + [.key(.enter), .key(.enter)])
            #expect(try await form.value.plan == plan, "\(keys)")
        }
    }

    @Test func aValueThatIsNoOptionShowsChooseUntilAnArrow() async throws {
        let form = await PresentedDialog(signup(Signup(plan: .custom)), size: Size(columns: 40, rows: 12))
        #expect(form.term.rows[3] == "│ Plan  ‹ Choose          ›            │")
        await form.send(.tab)
        #expect(form.term.rows[3] == "│ Plan  ‹ Choose          ›            │")
        await form.send(.backTab, .right)
        #expect(form.term.rows[3] == "│ Plan  ‹ Free            ›            │")
        await form.close()
    }
}
