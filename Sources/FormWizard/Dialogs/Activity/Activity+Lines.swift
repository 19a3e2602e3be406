extension Activity: LineShowable {
    /// The title and the message on one line (`Sync: Deleting…`).
    public var lineText: String {
        guard let title, !title.isEmpty else { return message }
        return message.isEmpty ? title : "\(title): \(message)"
    }

    /// A cancellable activity hears Esc, which cancels its work as on a full screen (Enter and
    /// Space, which press its Cancel there, are not heard: an empty line is too easily typed
    /// by habit to stop work).
    public var lineKeys: LineKeys? { cancellable ? .escapeCancels : nil }
}
