import FormWizardCurses
import Foundation
import MainActorApp

// The installer on the real terminal: `swift run installer` in Examples/. It prints what it
// did as JSON on standard output; exit 1 when the user quits.
await TerminalSession.run(program: "installer") { screen in
    let home = ProcessInfo.processInfo.environment["HOME"] ?? "/"
    guard
        let report = try? await runInstaller(
            on: screen, home: home, listing: SystemDirectoryListing(), work: SimulatedInstall())
    else { return SessionOutcome(code: 1) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let json = (try? encoder.encode(report)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
    return SessionOutcome(code: 0, output: json + "\n")
}
