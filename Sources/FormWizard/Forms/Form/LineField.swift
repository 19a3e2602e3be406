/// A form field that can be asked as lines, for a `Form` on a screen in line mode.
///
/// The form asks its fields one after another (`Form.presentLines(on:)`), offering the back
/// word from the second field on, and checks each answer with the field's `validate`; a field
/// only asks for its part of the value, repeating until the answer parses.
public protocol LineField<Value>: FormField {
    /// Asks for the field's part of `value` on `prompter` and returns the value with it.
    ///
    /// - Throws: `CancellationError` as the prompter's questions do.
    @MainActor func askLine(_ value: Value, on prompter: LinePrompter) async throws(CancellationError) -> Value
}
