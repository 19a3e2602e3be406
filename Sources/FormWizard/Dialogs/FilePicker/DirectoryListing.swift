/// What a `FilePicker` reads folders with: the core touches no file system itself.
///
/// `FormWizardCurses` lists real folders with libc (`SystemDirectoryListing`); tests give a
/// listing of their own. `entries(of:)` is called off the main actor, in a `DialogTask`, so a slow or
/// huge folder never blocks typing.
public protocol DirectoryListing: Sendable {
    /// The entries of the folder at `path`, in any order, without `.` and `..`.
    ///
    /// - Parameter path: the folder, as the picker built it from its start path.
    /// - Returns: every entry, hidden ones included (the picker hides those starting with `.`).
    /// - Throws: `DirectoryListingError` when the folder cannot be read (its reason is shown in
    ///   the list).
    func entries(of path: String) throws(DirectoryListingError) -> [DirectoryEntry]
}
