import FormWizard
import FormWizardTesting

extension LineEpisode {
    /// A form of several field kinds asked as lines: a required name first (refused, said and
    /// asked again on an empty line), then fields whose refusals repeat (an email, a number in
    /// a range, a required secret read with echo off), a picker searched, a select, a toggle, a
    /// text area, a note, some shown only while the toggle is on; Back is offered from the
    /// second field on. What it returns must be what its fields accept.
    func askForm(_ rng: inout SeededGenerator) async throws {
        var fields: [Field<FuzzValues>] = [.text(FuzzText.label(&rng), \.name, validate: .required())]
        for _ in 0..<Int.random(in: 1...5, using: &rng) {
            let label = FuzzText.label(&rng)
            switch rng.weighted([2, 2, 2, 1, 2, 2, 1, 1]) {
            case 0: fields.append(.text(label, \.email, validate: .required().and(.email())))
            case 1: fields.append(.secret(label, \.secret, validate: .required()))
            case 2: fields.append(.number(label, \.number, in: 1...4))
            case 3: fields.append(.country(label, \.country))
            case 4:
                let options = (0..<Int.random(in: 1...4, using: &rng)).map { MenuItem(FuzzText.label(&rng), value: $0) }
                fields.append(.select(label, \.option, options: options))
            case 5: fields.append(.toggle(label, \.flag, text: FuzzText.label(&rng)))
            case 6: fields.append(.textArea(label, \.notes, rows: 3))
            default: fields.append(.note(label))
            }
            if rng.chance(0.2), let last = fields.popLast() { fields.append(last.shown(when: \.flag)) }
        }
        let form = Form(
            StyledText(FuzzText.label(&rng)), message: StyledText(FuzzText.label(&rng)), value: FuzzValues(),
            fields: fields)
        let value = try await screen.present(form)
        if value.name.isEmpty { fail("form", "a required name came back empty") }
        if let number = value.number, !(1...4).contains(number) { fail("form", "\(number) outside 1...4") }
    }

    /// Task progress of a few short tasks: on an interactive terminal it hears Esc (and the
    /// end of input) while they run, and any other line is left for the next question.
    func runTasks(_ rng: inout SeededGenerator) async throws {
        let tasks = (0..<Int.random(in: 1...3, using: &rng)).map { number in
            let wait = Duration.milliseconds(Int.random(in: 1...40, using: &rng))
            return ProgressTask("task \(number)") { _ in
                try await Task.sleep(for: wait)
                return number
            }
        }
        let results = try await screen.withTaskProgress(FuzzText.label(&rng), tasks: tasks)
        if results != Array(tasks.indices) { fail("task progress", "results \(results)") }
    }

    /// An activity around short work, cancellable or not: a cancellable one hears Esc (and the
    /// end of input) on an interactive terminal; one that is not reads nothing. Its value must
    /// be the work's.
    func runActivity(_ rng: inout SeededGenerator) async throws {
        let wait = Duration.milliseconds(Int.random(in: 1...40, using: &rng))
        let value = Int.random(in: 0...99, using: &rng)
        let result = try await screen.withActivity(FuzzText.label(&rng), cancellable: rng.chance(0.7)) {
            try await Task.sleep(for: wait)
            return value
        }
        if result != value { fail("activity", "returned \(result), the work gave \(value)") }
    }
}
