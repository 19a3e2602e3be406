import FormWizard

/// What the installer did: the plan, and each component's outcome (`installed`, or why not).
public struct InstallReport: Sendable, Equatable, Codable {
    public var plan: InstallPlan
    public var outcomes: [String: String]
}

/// An installer as a wizard: the license, the components (a checklist), the folder (a picker),
/// the settings (a form whose fields follow the components and each other), then the install
/// with a row and a log per component, Retry on one that failed, and the report.
///
/// Back returns to every step as it was left; Esc asks whether to quit.
@MainActor
public func runInstaller(
    on screen: Screen, home: String, listing: any DirectoryListing, work: any InstallWork
) async throws -> InstallReport {
    try await screen.wizard(leaveTitle: "Quit the installer?", leaveMessage: "Nothing is installed yet.") { wizard in
        guard
            try await wizard.step(
                Confirm(
                    title: "Welcome", message: "Install Chores 2.0? It is MIT-licensed: use it, change it, share it.",
                    confirm: "Agree", cancel: "Quit"))
        else { throw CancellationError() }
        let components = try await wizard.step(
            Checklist(
                title: "Components", message: "Space chooses, Enter goes on.",
                items: Component.allCases.map { MenuItem($0.title, value: $0) }, selected: [0, 1], minimum: 1))
        let folder = try await wizard.step(
            FilePicker(path: home, mode: .directory, title: "Install into", listing: listing))
        let settings = try await wizard.step(InstallSettings.form(for: components))
        let plan = InstallPlan(components: components, folder: folder, settings: settings)
        let results = try await wizard.run {
            try await screen.runTasks(
                "Installing", message: "Into \(folder)",
                tasks: components.map { component in
                    ProgressTask(component.title) { progress in
                        try await work.install(component, into: folder, progress: progress)
                    }
                })
        }
        var outcomes: [String: String] = [:]
        for (component, result) in zip(components, results) {
            switch result {
            case .success: outcomes[component.rawValue] = "installed"
            case .failure(let error): outcomes[component.rawValue] = "failed: \(error)"
            }
        }
        return InstallReport(plan: plan, outcomes: outcomes)
    }
}
