extension FormField {
    /// `value` with `text` typed (pasted) into this field emptied first, and what is wrong with
    /// it: the notice typing it gave (a character refused, a digit too many, a minus where
    /// numbers are not negative), else the field's own check.
    ///
    /// How a line form puts an answer into a field that edits as it is typed (numbers, a card
    /// number, an expiry, a security code): through the field's own `handle`, so line mode
    /// refuses exactly what the full-screen field refuses.
    ///
    /// - Parameter empty: the form's value with the field's part cleared.
    func typing(_ text: String, into empty: Value) -> (value: Value, problem: String?) {
        var field = self
        field.load(from: empty)
        var value = empty
        if case .notice(let notice) = field.handle(.paste(text), value: &value) { return (value, notice) }
        return (value, field.validate(value))
    }
}
