import FormWizard
import FormWizardTesting

extension Episode {
    /// Starts a flow: a task presenting a few dialogs one after another, as an app would, that
    /// goes on after a cancellation or stops at the first one.
    func startFlow() {
        let seedRNG = rng.split()
        flowsRunning += 1
        flows.append(
            Task { [self] in
                var flowRNG = seedRNG
                let stopsOnCancel = flowRNG.chance(0.5)
                var afterSecret = false
                for _ in 0..<Int.random(in: 1...6, using: &flowRNG) {
                    let completed = await step(&flowRNG, afterSecret: &afterSecret)
                    if !completed, stopsOnCancel { break }
                }
                flowsRunning -= 1
            })
    }

    /// Runs presentation `body` as `kind`, counting its caller's resumption.
    func track<T>(
        _ kind: String, echoes: Bool = false, isSecret: Bool = false, _ body: (Int) async throws -> T
    ) async throws -> T {
        let id = ledger.begin(kind, echoes: echoes, isSecret: isSecret)
        do {
            let value = try await body(id)
            ledger.end(id)
            return value
        } catch {
            ledger.end(id)
            throw error
        }
    }

    func work(_ owner: Int, _ rng: inout SeededGenerator) -> FuzzWork {
        FuzzWork(owner: owner, counter: ledger.work, clock: clock, windDown: windDown, rng: &rng)
    }

    /// One presentation of a flow. After a masked field the flow shows nothing that echoes
    /// typed text, so that a secret typed late cannot land in a text field.
    /// - Returns: whether it ended other than by `CancellationError`.
    func step(_ rng: inout SeededGenerator, afterSecret: inout Bool) async -> Bool {
        let echoing = [5, 5, 4, 3, 6, 4, 4, 3, 2, 8]
        let quiet = [5, 5, 4, 0, 0, 4, 4, 0, 2, 2]
        let label = FuzzText.label(&rng)
        let message = FuzzText.label(&rng)
        do {
            switch rng.weighted(afterSecret ? quiet : echoing) {
            case 0:
                let actions = (0..<Int.random(in: 1...3, using: &rng)).map { value -> AlertAction<Int> in
                    switch rng.weighted([3, 1, 1]) {
                    case 0: .default(FuzzText.label(&rng), value)
                    case 1: .cancel(FuzzText.label(&rng), value)
                    default: .destructive(FuzzText.label(&rng), value)
                    }
                }
                let dismissValue: Int? = rng.chance(0.5) ? -1 : nil
                _ = try await track("alert") { _ in
                    try await screen.alert(label, message: message, actions: actions, dismissValue: dismissValue)
                }
            case 1:
                let destructive = rng.chance(0.3)
                _ = try await track("confirm") { _ in
                    try await screen.confirm(label, message: message, destructive: destructive)
                }
            case 2:
                let items = menuItems(&rng)
                let selected: Int? = rng.chance(0.3) ? Int.random(in: -2...items.count + 2, using: &rng) : nil
                _ = try await track("menu") { _ in
                    try await screen.menu(label, message: message, items: items, selected: selected)
                }
            case 3:
                let text = rng.chance(0.3) ? FuzzText.short(&rng) : ""
                let maxLength: Int? = rng.chance(0.3) ? Int.random(in: 0...20, using: &rng) : nil
                _ = try await track("textInput", echoes: true) { _ in
                    try await screen.textInput(label, message: message, text: text, maxLength: maxLength)
                }
            case 4:
                afterSecret = true
                _ = try await track("password", isSecret: true) { _ in
                    try await screen.password(label, message: message)
                }
            case 5:
                try await activity(&rng, label: label, message: message)
            case 6:
                try await shown(&rng, label: label, message: message)
            case 7:
                try await formStep(&rng, afterSecret: &afterSecret)
            case 8:
                try await wizardFlow(&rng, afterSecret: &afterSecret)
            default:
                try await choosingStep(&rng, label: label, message: message, quiet: afterSecret)
            }
        } catch is CancellationError {
            return false
        } catch {
            return true
        }
        return true
    }

    func menuItems(_ rng: inout SeededGenerator) -> [MenuItem<Int>] {
        let count = rng.pick([1, 2, 3, 5, 12, 40, 300, 5_000])
        return (0..<count).map { index in
            MenuItem(
                FuzzText.label(&rng), detail: rng.chance(0.2) ? StyledText(FuzzText.label(&rng)) : nil, value: index)
        }
    }

    /// `withActivity` or `withTaskProgress` around work on the test clock.
    func activity(_ rng: inout SeededGenerator, label: String, message: String) async throws {
        let cancellable = rng.chance(0.7)
        var workRNG = rng.split()
        if rng.chance(0.5) {
            _ = try await track("withActivity") { id in
                let work = self.work(id, &workRNG)
                return try await screen.withActivity(message, title: label, cancellable: cancellable) {
                    try await work.run()
                }
            }
        } else {
            let steps = Int.random(in: 0...5, using: &rng)
            let note = FuzzText.label(&rng)
            _ = try await track("withTaskProgress") { id in
                let work = self.work(id, &workRNG)
                let task = ProgressTask(note) { progress in
                    for step in 0..<steps {
                        try await progress.progress(Double(step) / Double(max(1, steps - 1)), status: note)
                        try await work.run()
                    }
                    return steps
                }
                return try await screen.withTaskProgress(
                    label, message: message, tasks: [task], cancellable: cancellable
                ).first
            }
        }
    }

    /// A dialog shown with `show(_:)`, held for the user side; sometimes awaited, sometimes
    /// covered by a question, sometimes left to the user side to dismiss or release.
    func shown(_ rng: inout SeededGenerator, label: String, message: String) async throws {
        let cancellable = rng.chance(0.6)
        let awaited = rng.weighted([2, 2, 1])
        if rng.chance(0.5) {
            let handle = screen.show(
                Gauge(
                    title: StyledText(label), message: StyledText(message),
                    fraction: Double.random(in: 0...1, using: &rng),
                    cancellable: cancellable))
            handles.append(HeldHandle(handle))
            switch awaited {
            case 0: try await track("show(Gauge).value") { _ in try await handle.value }
            case 1:
                defer { handle.dismiss() }
                _ = try await track("confirm over a gauge") { _ in try await screen.confirm(message) }
            default: break
            }
        } else {
            let handle = screen.show(Activity(title: label, message: message, cancellable: cancellable))
            handles.append(HeldHandle(handle))
            switch awaited {
            case 0: try await track("show(Activity).value") { _ in try await handle.value }
            case 1:
                defer { handle.dismiss() }
                let items = menuItems(&rng)
                _ = try await track("menu over an activity") { _ in try await screen.menu(label, items: items) }
            default: break
            }
        }
    }
}
