// The fields with options fit their part to the options they offer, when a field built from
// the form's value (`Field.depending(on:_:)`) is built again with other options.

extension SelectField: FitsValue {
    /// A choice no longer among the options becomes the first option.
    mutating func fit(_ value: inout Value) {
        let current = value[keyPath: path]
        guard !options.contains(where: { $0.value == current }) else { return }
        value[keyPath: path] = options[0].value
        selected = 0
    }
}

extension PickerField: FitsValue {
    /// A choice no longer among the items becomes none.
    mutating func fit(_ value: inout Value) {
        guard let current = value[keyPath: path], !items.contains(where: { $0.value == current }) else { return }
        value[keyPath: path] = nil
        chosen = nil
    }
}

extension MultiSelectField: FitsValue {
    /// Choices no longer among the options go; the others stay in their order.
    mutating func fit(_ value: inout Value) {
        let chosen = value[keyPath: path]
        let kept = chosen.filter { option in options.contains { $0.value == option } }
        if kept.count != chosen.count { value[keyPath: path] = kept }
    }
}

extension ProjectedField: FitsValue {
    /// The field of the part fits the part.
    mutating func fit(_ value: inout Value) {
        var part = MainActor.assumeIsolated { get(value) }
        inner.fit(&part)
        let fitted = part
        MainActor.assumeIsolated { set(&value, fitted) }
    }
}
