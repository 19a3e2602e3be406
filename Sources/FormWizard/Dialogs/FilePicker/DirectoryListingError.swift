/// Why a folder could not be listed, shown in the picker's list in place of its entries.
public struct DirectoryListingError: Error, Hashable, Sendable {
    /// The reason, as the system gives it ("Permission denied").
    public var reason: String

    /// An error saying `reason`.
    ///
    /// - Parameter reason: why the folder cannot be read.
    public init(reason: String) {
        self.reason = reason
    }
}
