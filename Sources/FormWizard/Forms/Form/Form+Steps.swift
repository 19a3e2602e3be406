extension Form: ShowsSubmitError {
    /// Shows `message` above the buttons, as a rule across fields would.
    public mutating func showSubmitError(_ message: String?) {
        formError = message
    }
}
