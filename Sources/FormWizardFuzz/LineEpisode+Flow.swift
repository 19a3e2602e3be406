import FormWizard
import FormWizardTesting

extension LineEpisode {
    /// Starts the flow: up to eight questions one after another, going on after a cancel.
    func startFlow() {
        var flowRNG = rng.split()
        flow = Task { [self] in
            for _ in 0..<Int.random(in: 1...8, using: &flowRNG) {
                let id = resumes.count
                resumes.append(0)
                do {
                    try await ask(&flowRNG)
                } catch {}
                resumes[id] += 1
                if Task.isCancelled || screen.isShutDown { break }
            }
            flowEnded = true
        }
    }

    /// One question of a random kind, its answer checked where its kind bounds it.
    private func ask(_ rng: inout SeededGenerator) async throws {
        let title = FuzzText.label(&rng)
        let items = (0..<Int.random(in: 1...5, using: &rng)).map { MenuItem(FuzzText.label(&rng), value: $0) }
        switch rng.weighted([3, 2, 3, 2, 2, 2, 2, 2, 4, 2, 2]) {
        case 0:
            let maxLength = rng.chance(0.3) ? Int.random(in: 1...6, using: &rng) : nil
            let text = try await screen.textInput(title, message: FuzzText.label(&rng), maxLength: maxLength)
            if let maxLength, text.count > maxLength { fail("too long", "\(text.count) > \(maxLength)") }
        case 1:
            _ = try await screen.password(title)
        case 2:
            let chosen = try await screen.menu(title, items: items)
            if !items.indices.contains(chosen) { fail("menu", "chose \(chosen) of \(items.count)") }
        case 3:
            _ = try await screen.confirm(title, message: FuzzText.label(&rng))
        case 4:
            let actions: [AlertAction<Int>] = [.default("OK", 0), .cancel("Cancel", 1)]
            _ = try await screen.alert(title, message: FuzzText.label(&rng), actions: actions)
        case 5:
            let minimum = Int.random(in: 0...1, using: &rng)
            let chosen = try await screen.checklist(title, items: items, minimum: minimum)
            if chosen.count < minimum { fail("checklist", "\(chosen.count) chosen, at least \(minimum) asked") }
        case 6:
            _ = try await screen.radioList(title, items: items)
        case 7:
            let value = try await screen.slider(title, range: -5...5, value: 0)
            if !(-5...5).contains(value) { fail("slider", "\(value) outside -5...5") }
        case 8:
            try await askForm(&rng)
        case 9:
            try await runTasks(&rng)
        default:
            try await runActivity(&rng)
        }
    }
}
