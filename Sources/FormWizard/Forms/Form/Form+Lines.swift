extension Form: LinePresentable {
    /// The form as lines: the title and the message, then each field in turn (`Label: `),
    /// a field's error said and the field asked again until it is valid. From the second field
    /// on the back word goes to the field before (on the first, to a wizard's step before);
    /// Esc cancels (in a wizard, asks whether to leave).
    ///
    /// After the last field the form is checked as a submit checks it on a full screen: every
    /// field's own rules again (a rule may read a field asked after it), then the async checks
    /// of the fields (`AsyncCheck`, the `check:` of a text field), run at once under a
    /// `Checking…` line, then the form's `rules`. A field that fails is named with its message
    /// (`Postal code: Required`) and asked again, only the fields that failed; a rule of the
    /// form's is said and every field is asked again (an empty line keeps each answer).
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> Value {
        prompter.say(title.plain)
        prompter.sayIfAny(message.plain)
        var fields = self.fields
        var value = self.value
        // Why fields are asked again, by index; `nil` asks every field.
        var again: [Int: String]?
        while true {
            value = try await askFields(&fields, value, again: again, on: prompter)
            let invalid = fields.indices.compactMap { index in
                fields[index].isActive(in: value) ? fields[index].validate(value).map { (index, $0) } : nil
            }
            if !invalid.isEmpty {
                again = Self.reasons(invalid, among: fields, on: prompter)
                continue
            }
            let failed = try await checkLines(fields, value, on: prompter)
            if !failed.isEmpty {
                again = Self.reasons(failed.sorted { $0.key < $1.key }, among: fields, on: prompter)
                continue
            }
            guard let error = rules.validate(value) else { return value }
            prompter.say(error)
            again = nil
        }
    }

    /// The fields to ask again for these messages, or `nil` (every field, the messages said
    /// now) when one of them cannot be asked (a note).
    @MainActor private static func reasons(
        _ messages: [(Int, String)], among fields: [Field<Value>], on prompter: LinePrompter
    ) -> [Int: String]? {
        guard messages.allSatisfy({ fields[$0.0].isFocusable }) else {
            for (index, message) in messages {
                prompter.say(fields[index].label.isEmpty ? message : "\(fields[index].label): \(message)")
            }
            return nil
        }
        return Dictionary(messages, uniquingKeysWith: { first, _ in first })
    }

    /// Asks the fields in turn (only those in `again`, each after its message, when given),
    /// with the back word and each field's own rules, and returns the value answered. Which
    /// fields are asked is read from the value as it stands: a field shown by the answer before
    /// it is asked next, and fields built from the value are rebuilt after each answer.
    @MainActor private func askFields(
        _ fields: inout [Field<Value>], _ value: Value, again: [Int: String]?, on prompter: LinePrompter
    ) async throws(CancellationError) -> Value {
        let outerBack = prompter.offersBack
        var value = value
        var only = again.map { Set($0.keys) }
        var unsaid = again ?? [:]
        // The fields asked (or passed over) before the one asked now, for the back word.
        var trail: [Int] = []
        var next = 0
        // Notes are said on the first way through only.
        var saidUpTo = again == nil ? -1 : fields.count
        while let index = Self.asked(fields, value, from: next) {
            next = index + 1
            if let only, !only.contains(index) {
                trail.append(index)
                saidUpTo = max(saidUpTo, index)
                continue
            }
            if let reason = unsaid.removeValue(forKey: index) { prompter.say("\(fields[index].label): \(reason)") }
            // Fields that are not asked (notes) are said once, on the way forward.
            for earlier in stride(from: saidUpTo + 1, to: index, by: 1) where Self.isSaid(fields[earlier], value) {
                value = try await fields[earlier].askLine(value, on: prompter)
            }
            saidUpTo = max(saidUpTo, index)
            let field = fields[index]
            let current = value
            let step = try await prompter.offeringBack(!trail.isEmpty || outerBack) {
                () async throws(CancellationError) -> Value in
                try await field.askLine(current, on: prompter)
            }
            switch step {
            case .answered(let answer):
                value = answer
                fields[index].load(from: answer)
                for other in fields.indices where fields[other].follows { fields[other].follow(&value) }
                prompter.draft = value
                if let error = fields[index].validate(value) {
                    prompter.say(error)
                    next = index
                } else {
                    trail.append(index)
                }
            case .back where !trail.isEmpty:
                // Going back leaves the fields asked again for fields in turn.
                only = nil
                next = trail.removeLast()
            case .back: throw prompter.exiting(.back)
            case .escaped: throw prompter.exiting(.escaped)
            }
        }
        // And those after the last field asked.
        for later in stride(from: saidUpTo + 1, to: fields.count, by: 1) where Self.isSaid(fields[later], value) {
            value = try await fields[later].askLine(value, on: prompter)
        }
        return value
    }

    /// The first field from `start` on that is asked for `value`: one that takes focus, shown
    /// and enabled.
    @MainActor private static func asked(_ fields: [Field<Value>], _ value: Value, from start: Int) -> Int? {
        guard start < fields.count else { return nil }
        return fields.indices[start...].first { fields[$0].isFocusable && fields[$0].isActive(in: value) }
    }

    /// Whether `field` is said rather than asked for `value`: a note that is shown.
    @MainActor private static func isSaid(_ field: Field<Value>, _ value: Value) -> Bool {
        !field.isFocusable && field.isShown(in: value)
    }

    /// Runs the async checks of the fields whose own rules pass, all at once under a
    /// `Checking…` line (an activity on the prompter's screen), and returns their messages by
    /// field index; a check that throws answers "Could not check: …", as on a full screen.
    @MainActor private func checkLines(
        _ fields: [Field<Value>], _ value: Value, on prompter: LinePrompter
    ) async throws(CancellationError) -> [Int: String] {
        var checks: [(index: Int, run: @Sendable () async throws -> String?)] = []
        for index in fields.indices where fields[index].isActive(in: value) {
            if let check = fields[index].asyncCheck(value) { checks.append((index, check.run)) }
        }
        guard !checks.isEmpty else { return [:] }
        let started = checks
        do {
            return try await prompter.working("Checking…") { await Self.run(started) }
        } catch {
            // The checks answer every error of their own: this is the activity's cancellation.
            throw CancellationError()
        }
    }

    /// Runs `checks` at once and returns their messages by field index.
    private static func run(
        _ checks: [(index: Int, run: @Sendable () async throws -> String?)]
    ) async -> [Int: String] {
        await withTaskGroup(of: (Int, String?).self) { group in
            for (index, run) in checks {
                group.addTask {
                    do {
                        return (index, try await run())
                    } catch {
                        return (index, error is CancellationError ? nil : Self.couldNotCheck(error))
                    }
                }
            }
            var messages: [Int: String] = [:]
            for await (index, message) in group {
                if let message { messages[index] = message }
            }
            return messages
        }
    }
}

extension Field {
    /// Asks the field's base (`LineField`); a field without a line form says so and cancels.
    @MainActor func askLine(_ value: Value, on prompter: LinePrompter) async throws(CancellationError) -> Value {
        guard let field = base as? any LineField<Value> else {
            prompter.say("\(type(of: base)) has no line form (LineField)")
            throw CancellationError()
        }
        return try await field.askLine(value, on: prompter)
    }
}
