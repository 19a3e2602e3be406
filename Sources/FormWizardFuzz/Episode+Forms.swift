import FormWizard
import FormWizardTesting

extension Episode {
    /// A form of random fields; a masked one has a secret field and nothing that shows typed
    /// text. Its checks and its submit (when `submitting`) run `work`.
    func makeForm(_ rng: inout SeededGenerator, work: FuzzWork, masked: Bool, back: Bool = false) -> Form<FuzzValues> {
        var fields: [Field<FuzzValues>] = []
        if masked {
            let maxLength: Int? = rng.chance(0.2) ? Int.random(in: 1...12, using: &rng) : nil
            let rule: Validator<String> = rng.chance(0.5) ? .required() : .alwaysValid
            fields.append(.secret("PIN", \.secret, maxLength: maxLength, validate: rule))
            if rng.chance(0.3) { fields.append(.toggle("Remember", \.flag, text: FuzzText.label(&rng))) }
            if rng.chance(0.3) { fields.append(.note(FuzzText.label(&rng))) }
        } else {
            // A picker first now and then: what a paste reaches without a Tab first.
            if rng.chance(0.25) {
                let rule: Validator<Country?> = rng.chance(0.3) ? .required() : .alwaysValid
                fields.append(
                    rng.chance(0.7)
                        ? .country(FuzzText.label(&rng), \.country, validate: rule)
                        : .picker(FuzzText.label(&rng), \.pick, items: menuItems(&rng)))
            }
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                fields.append(field(&rng, work: work))
            }
        }
        let rules: Validator<FuzzValues> =
            rng.chance(0.2) ? Validator { $0.name.count == 3 ? "Not three letters" : nil } : .alwaysValid
        return Form(
            StyledText(FuzzText.label(&rng)), message: StyledText(FuzzText.label(&rng)), value: FuzzValues(),
            fields: fields, rules: rules,
            submit: rng.chance(0.8) ? "Submit" : FuzzText.label(&rng),
            cancel: rng.chance(0.8) ? "Cancel" : nil, back: back)
    }

    /// A random field, now and then shown or enabled by the toggle, or checked by `work`.
    func field(_ rng: inout SeededGenerator, work: FuzzWork) -> Field<FuzzValues> {
        var field = plainField(&rng, work: work)
        if rng.chance(0.15) { field = field.shown(when: \.flag) }
        if rng.chance(0.1) { field = field.enabled { !$0.flag } }
        if rng.chance(0.1) { field = field.checking({ $0.number }) { _ in try await work.check() } }
        return field
    }

    private func plainField(_ rng: inout SeededGenerator, work: FuzzWork) -> Field<FuzzValues> {
        let label = FuzzText.label(&rng)
        switch rng.weighted([5, 2, 1, 2, 3, 2, 2, 2, 2, 1, 2]) {
        case 0:
            var check: (@Sendable (String) async throws -> String?)?
            if rng.chance(0.4) { check = { @Sendable _ in try await work.check() } }
            let maxLength: Int? = rng.chance(0.2) ? Int.random(in: 0...30, using: &rng) : nil
            let rule: Validator<String> = rng.chance(0.3) ? .required() : .alwaysValid
            return .text(
                label, \.name, placeholder: FuzzText.label(&rng), maxLength: maxLength, validate: rule, check: check,
                debounce: .milliseconds(rng.pick([0, 300, 1_000])))
        case 1: return .text(label, \.email, validate: .required().and(.email()))
        case 2: return .secret(label, \.secret)
        case 3:
            let range: ClosedRange<Int>? = rng.chance(0.5) ? -10...1_000 : nil
            return .number(label, \.number, in: range)
        case 4:
            let rule: Validator<Country?> = rng.chance(0.3) ? .required() : .alwaysValid
            return .country(label, \.country, validate: rule)
        case 5:
            let items = menuItems(&rng)
            return .picker(label, \.pick, items: items)
        case 6: return .textArea(label, \.notes, rows: Int.random(in: 1...6, using: &rng))
        case 7:
            let options = (0..<Int.random(in: 1...5, using: &rng)).map { MenuItem(FuzzText.label(&rng), value: $0) }
            return .select(label, \.option, options: options)
        case 8: return .toggle(label, \.flag, text: FuzzText.label(&rng))
        case 9: return .note(FuzzText.label(&rng), label: label)
        default:
            // Options that follow the select's choice: as many as its index, and one.
            let titles = (0..<6).map { _ in FuzzText.label(&rng) }
            return .depending(on: \.option) { option in
                .picker(
                    label, \.pick,
                    items: titles.prefix(max(0, option) % 6 + 1).enumerated().map { MenuItem($1, value: $0) })
            }
        }
    }

    /// A form presented alone: plain, submitting work, masked, or one of the prebuilt ones.
    func formStep(_ rng: inout SeededGenerator, afterSecret: inout Bool) async throws {
        var formRNG = rng.split()
        let kind = rng.weighted(afterSecret ? [0, 0, 3, 0, 0, 0] : [4, 3, 3, 1, 2, 1])
        switch kind {
        case 0, 1:
            _ = try await track(kind == 0 ? "form" : "form.submitting", echoes: true) { id in
                let work = self.work(id, &formRNG)
                let form = makeForm(&formRNG, work: work, masked: false)
                if kind == 0 { return try await screen.present(form).name }
                return try await screen.present(
                    form.submitting("Saving…") { value in try await Self.submit(value, work) })
            }
        case 2:
            afterSecret = true
            let submits = rng.chance(0.5)
            _ = try await track(submits ? "masked form.submitting" : "masked form", isSecret: true) { id in
                let work = self.work(id, &formRNG)
                let form = makeForm(&formRNG, work: work, masked: true)
                if !submits { return try await screen.present(form).name }
                return try await screen.present(
                    form.submitting("Checking…") { value in try await Self.submit(value, work) })
            }
        case 3:
            _ = try await track("LoginForm", echoes: true) { id in
                let work = self.work(id, &formRNG)
                return try await screen.present(
                    LoginForm(hint: FuzzText.label(&formRNG)).submitting("Signing in…") { credentials in
                        if let refusal = try await work.check() { throw SubmitError.invalid(refusal) }
                        return credentials
                    }
                )
                .email
            }
        case 4:
            _ = try await track("AddressForm", echoes: true) { _ in try await screen.present(AddressForm()).city }
        default:
            _ = try await track("PaymentForm", echoes: true) { _ in try await screen.present(PaymentForm()).expiry }
        }
    }

    /// The submit of a `submitting` form: the work, then now and then a refusal.
    nonisolated static func submit(_ value: FuzzValues, _ work: FuzzWork) async throws -> String {
        let call = try await work.run()
        if call % 4 == 1 { throw SubmitError.invalid("Wrong, try again") }
        if call % 5 == 2 { throw SubmitError.failed("Busy") }
        return value.name
    }

    /// A wizard of form, masked, menu and work steps. Each step's dialog is made from a
    /// generator of its own, so a replay after Back makes the same dialog.
    func wizardFlow(_ rng: inout SeededGenerator, afterSecret: inout Bool) async throws {
        enum Plan { case form, submitting, masked, menu, confirm, work }
        var plan: [Plan] = []
        var seeds: [SeededGenerator] = []
        var masked = afterSecret
        for _ in 0..<Int.random(in: 1...5, using: &rng) {
            let next: Plan =
                switch rng.weighted(masked ? [0, 0, 1, 3, 2, 2] : [4, 2, 2, 2, 1, 2]) {
                case 0: .form
                case 1: .submitting
                case 2: .masked
                case 3: .menu
                case 4: .confirm
                default: .work
                }
            if next == .masked { masked = true }
            plan.append(next)
            seeds.append(rng.split())
        }
        afterSecret = masked
        let leaveTitle = FuzzText.label(&rng)
        let leaveMessage = FuzzText.label(&rng)
        _ = try await track("wizard") { wizardID in
            try await screen.wizard(leaveTitle: leaveTitle, leaveMessage: leaveMessage) { wizard in
                var answers = 0
                for (index, step) in plan.enumerated() {
                    var stepRNG = seeds[index]
                    let back = index > 0
                    switch step {
                    case .form, .submitting:
                        _ = try await track("wizard step form", echoes: true) { id in
                            let work = self.work(id, &stepRNG)
                            let form = makeForm(&stepRNG, work: work, masked: false, back: back)
                            if step == .form { return try await wizard.step(form).name }
                            return try await wizard.step(form.submitting("Saving…") { try await Self.submit($0, work) })
                        }
                    case .masked:
                        _ = try await track("wizard step masked form", isSecret: true) { id in
                            let work = self.work(id, &stepRNG)
                            return try await wizard.step(makeForm(&stepRNG, work: work, masked: true, back: back)).name
                        }
                    case .menu:
                        let items = menuItems(&stepRNG)
                        let title = FuzzText.label(&stepRNG)
                        answers += try await track("wizard step menu") { _ in
                            try await wizard.step(Menu(title: StyledText(title), items: items))
                        }
                    case .confirm:
                        let title = FuzzText.label(&stepRNG)
                        _ = try await track("wizard step confirm") { _ in try await wizard.step(Confirm(title: title)) }
                    case .work:
                        let work = FuzzWork(
                            owner: wizardID, counter: ledger.work, clock: flowClock, windDown: windDown, rng: &stepRNG)
                        answers += try await wizard.run { try await work.run() }
                    }
                }
                return answers
            }
        }
    }
}
