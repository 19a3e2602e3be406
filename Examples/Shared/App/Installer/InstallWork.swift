import FormWizard

/// What installs a component: the real work in an app, a script of it in tests and the demo.
public protocol InstallWork: Sendable {
    /// Installs `component` into `folder`, telling `progress` how far it got and what it does.
    func install(_ component: Component, into folder: String, progress: TaskProgressReporter) async throws
}

/// A demo's install: each component copies a few files on `clock`, and the service's first
/// attempt fails, its port taken, so that Retry can be tried.
public struct SimulatedInstall: InstallWork {
    let clock: any Clock<Duration>
    let attempts = Attempts()

    public init(clock: any Clock<Duration> = ContinuousClock()) {
        self.clock = clock
    }

    public func install(_ component: Component, into folder: String, progress: TaskProgressReporter) async throws {
        let files = ["\(component.rawValue).manifest", "\(component.rawValue).bin", "LICENSE"]
        for (index, file) in files.enumerated() {
            try await progress.log("copy \(folder)/\(file)")
            try await clock.sleep(for: .milliseconds(300))
            try await progress.progress(Double(index + 1) / Double(files.count))
        }
        if component == .service, await attempts.next(for: component) == 1 {
            try await progress.log("bind: address in use")
            throw InstallFailure.portInUse
        }
    }
}

/// Why a simulated install failed.
public enum InstallFailure: Error, CustomStringConvertible {
    case portInUse

    public var description: String { "port in use" }
}

/// How many times each component has been installed.
actor Attempts {
    private var counts: [Component: Int] = [:]

    func next(for component: Component) -> Int {
        counts[component, default: 0] += 1
        return counts[component, default: 0]
    }
}
