extension Alert where Value == Bool {
    /// The question after a failed call: Retry (preferred, `true`) or Cancel (`false`, also
    /// Esc). `Screen.retrying` and `Submitting` ask it.
    public static func retry(title: String, message: String) -> Alert<Bool> {
        Alert(
            title: StyledText(title), message: StyledText(message),
            actions: [.default("Retry", true).preferred(), .cancel("Cancel", false)], dismissValue: false)
    }
}
