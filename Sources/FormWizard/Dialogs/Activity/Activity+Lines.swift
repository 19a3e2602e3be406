extension Activity: LineShowable {
    /// The title and the message on one line (`Sync: Deleting…`).
    public var lineText: String {
        guard let title, !title.isEmpty else { return message }
        return message.isEmpty ? title : "\(title): \(message)"
    }
}
