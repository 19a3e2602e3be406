/// A dialog shown as lines that hears its keys while it runs (`LinePrompter.listen`): whose
/// keys, where they go, and whether a read waits for the next line.
struct LineListening {
    /// The presentation whose keys they are.
    let owner: ObjectIdentifier
    /// The keys heard and the line that names them.
    let keys: LineKeys
    /// Where a key heard goes (the screen's input, as a key on a full screen).
    let heard: @MainActor (Key) -> Void
    /// Whether a read waits for the next line.
    var isReading = false
    /// Whether it stopped for good: a line that is not a key came, or a question was asked,
    /// so the lines from here on are answers.
    var isDeaf = false
}
