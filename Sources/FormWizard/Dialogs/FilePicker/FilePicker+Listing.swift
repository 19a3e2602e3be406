extension FilePicker {
    /// The reading of the current folder, until it is read: keyed by the folder, so moving on
    /// cancels the reading of the one before (its answer is dropped).
    public var tasks: [DialogTask<Self>] {
        guard !isListed else { return [] }
        let path = self.path
        let listing = self.listing
        return [
            DialogTask(
                id: path,
                resolving: { _ -> DialogTask<Self>.ResolvingUpdate? in
                    let found = await Self.read(path, with: listing)
                    guard !Task.isCancelled else { return nil }
                    return { picker in picker.show(found) }
                })
        ]
    }

    /// Reads and sorts a folder off the main actor.
    @concurrent
    static func read(_ path: String, with listing: any DirectoryListing) async -> Listed {
        do throws(DirectoryListingError) {
            let entries = try listing.entries(of: path)
            return Listed(path: path, entries: .success(entries.sorted(by: DirectoryEntry.listedBefore)))
        } catch {
            return Listed(path: path, entries: .failure(error))
        }
    }
}
