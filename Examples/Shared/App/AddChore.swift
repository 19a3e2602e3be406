import FormWizard

/// The app's flow: the chore's form, then how long it takes, with Back between them; a
/// question before leaving. Returns the chore.
@MainActor
public func addChore(on screen: Screen) async throws -> Chore {
    try await screen.wizard(leaveTitle: "Leave?", leaveMessage: "The chore is not saved.") { wizard in
        var chore = try await wizard.step(choreForm())
        chore.minutes = try await wizard.step(MinutesDialog(title: chore.title, minutes: chore.urgent ? 5 : 15))
        return chore
    }
}
