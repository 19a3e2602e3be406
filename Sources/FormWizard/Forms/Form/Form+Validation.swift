extension Form {
    /// Checks everything and submits, or shows what is wrong and focuses its first field.
    /// Waits (`submitPending`) while async checks of fields run.
    mutating func submit() -> DialogResponse<Value> {
        formError = nil
        for index in fields.indices {
            errors[index] = isActive(index) ? fields[index].validate(value) : nil
            checkedOnce.insert(index)
            if checked[index]?.failed == true { checked[index] = nil }
        }
        if let first = fields.indices.first(where: { message(for: $0)?.isError == true }) {
            submitPending = false
            focus(first)
            return .handled
        }
        if fields.indices.contains(where: isChecking) {
            submitPending = true
            return .handled
        }
        submitPending = false
        if let error = rules.validate(value) {
            formError = error
            return .handled
        }
        if submitCheck != nil { return startSubmitCheck() }
        return .submit(value)
    }

    private mutating func focus(_ index: Int) {
        if fields[index].isFocusable, isActive(index) { focus = .field(index) }
    }

    /// The message of a finished async check of the field's current value.
    func asyncError(_ index: Int) -> String? {
        guard let check = currentCheck(index), let done = checked[index], done.id == check.id else { return nil }
        return done.message
    }

    /// Whether an async check of the field's current value has yet to answer.
    func isChecking(_ index: Int) -> Bool {
        guard let check = currentCheck(index) else { return false }
        return checked[index]?.id != check.id
    }

    /// The async check the field needs for its current value, if it is shown and enabled and its
    /// own rules pass. (A field without one is not validated here: most have none, and the
    /// rules read the value.)
    func currentCheck(_ index: Int) -> (id: AnyHashableSendable, check: AsyncCheck)? {
        guard isActive(index), let check = fields[index].asyncCheck(value), fields[index].validate(value) == nil else {
            return nil
        }
        return (AnyHashableSendable(check.id), check)
    }

    /// One task per field whose async check has yet to answer for its current value. A new
    /// value is a new id, so the check for the old one is cancelled; a pending submit restarts
    /// it without the debounce.
    public var tasks: [DialogTask<Form>] {
        // A loop, not `compactMap`: the form is generic, and its closures are not specialized.
        var tasks: [DialogTask<Form>] = []
        for index in fields.indices {
            guard let (id, check) = currentCheck(index), checked[index]?.id != id else { continue }
            let immediate = submitPending
            tasks.append(
                DialogTask(
                    id: CheckID(field: index, value: id, immediate: immediate),
                    resolving: { context in
                        if !immediate { try await context.sleep(for: check.debounce) }
                        let message: String?
                        var failed = false
                        do {
                            message = try await check.run()
                        } catch let error where !(error is CancellationError) {
                            message = Self.couldNotCheck(error)
                            failed = true
                        }
                        try Task.checkCancellation()
                        let result = CheckResult(id: id, message: message, failed: failed)
                        return { form in form.finish(index, with: result) }
                    }))
        }
        if let task = submitCheckTask { tasks.append(task) }
        return tasks
    }

    static func couldNotCheck(_ error: any Error) -> String {
        "Could not check: \(error)"
    }

    private mutating func finish(_ index: Int, with result: CheckResult) -> DialogResponse<Value> {
        checked[index] = result
        if submitPending, !fields.indices.contains(where: isChecking) { return submit() }
        return .handled
    }
}

/// Identifies an async check: the field, the value checked, and whether it skips the debounce.
struct CheckID: Hashable, Sendable {
    var field: Int
    var value: AnyHashableSendable
    var immediate: Bool
}
