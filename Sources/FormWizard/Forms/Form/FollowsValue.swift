/// A field whose shape follows the form's value (`DependentField`): after every change of the
/// value, and after loading one, the form gives it the value to rebuild itself, and the field
/// may adjust its own part to fit what it now offers.
protocol FollowsValue<Value>: FormField {
    mutating func follow(_ value: inout Value)
}

/// A field that can make its part of the value one it offers (a choice among options no
/// longer listed): asked when the field is rebuilt for a new value.
protocol FitsValue<Value>: FormField {
    mutating func fit(_ value: inout Value)
}

extension Field {
    /// Gives a field that follows the value (`depending(on:_:)`) the value after a change.
    mutating func follow(_ value: inout Value) {
        guard follows, var followed = base as? any FollowsValue<Value> else { return }
        followed.follow(&value)
        base = followed
    }

    /// Makes the field's part of `value` one it offers, when its kind has options.
    mutating func fit(_ value: inout Value) {
        guard var fitted = base as? any FitsValue<Value> else { return }
        fitted.fit(&value)
        base = fitted
    }
}
