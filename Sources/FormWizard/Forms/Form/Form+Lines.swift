extension Form: LinePresentable {
    /// The form as lines: the title and the message, then each field in turn (`Label: `),
    /// a field's error said and the field asked again until it is valid. From the second field
    /// on the back word goes to the field before (on the first, to a wizard's step before);
    /// Esc cancels (in a wizard, asks whether to leave). The form's rules are checked at the
    /// end: their error is said and the fields are asked again from the first.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> Value {
        prompter.say(title)
        prompter.sayIfAny(message)
        let asked = fields.indices.filter { fields[$0].isFocusable }
        let outerBack = prompter.offersBack
        var value = self.value
        while true {
            var position = 0
            var saidUpTo = -1
            while position < asked.count {
                let index = asked[position]
                // Fields that are not asked (notes) are said once, on the way forward.
                for earlier in stride(from: saidUpTo + 1, to: index, by: 1) where !fields[earlier].isFocusable {
                    value = try await fields[earlier].askLine(value, on: prompter)
                }
                saidUpTo = max(saidUpTo, index)
                let field = fields[index]
                let current = value
                let step = try await prompter.offeringBack(position > 0 || outerBack) {
                    () async throws(CancellationError) -> Value in
                    try await field.askLine(current, on: prompter)
                }
                switch step {
                case .answered(let answer):
                    value = answer
                    if let error = field.validate(answer) {
                        prompter.say(error)
                    } else {
                        position += 1
                    }
                case .back where position > 0: position -= 1
                case .back: throw prompter.exiting(.back)
                case .escaped: throw prompter.exiting(.escaped)
                }
            }
            guard let error = rules.validate(value) else { return value }
            prompter.say(error)
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
