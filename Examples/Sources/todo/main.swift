import FormWizardCurses
import MainActorApp

// The app on the real terminal: `swift run todo` in Examples/.
await TerminalSession.run(program: "todo") { screen in
    guard let chore = try? await addChore(on: screen) else { return SessionOutcome(code: 1) }
    return SessionOutcome(code: 0, output: "\(chore.title): \(chore.room.name), \(chore.minutes) min\n")
}
