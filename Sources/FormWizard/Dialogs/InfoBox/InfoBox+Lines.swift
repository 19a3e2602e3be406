extension InfoBox: LineShowable {
    /// The title and the message on one line (`Title: message`).
    public var lineText: String {
        guard let title, !title.isEmpty else { return message.plain }
        return message.isEmpty ? title.plain : "\(title.plain): \(message.plain)"
    }
}
