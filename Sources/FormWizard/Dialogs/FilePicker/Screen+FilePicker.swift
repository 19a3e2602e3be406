extension Screen {
    /// Shows a file browser starting in the folder `path` and returns the path of the file
    /// chosen (see `FilePicker`).
    ///
    /// ```swift
    /// let notes = try await screen.filePicker(from: home + "/notes", allowedExtensions: ["md"],
    ///                                         listing: SystemDirectoryListing())
    /// ```
    /// - Parameters:
    ///   - path: the folder shown first (`~` is not expanded: pass `$HOME`'s value).
    ///   - title: the title in the frame.
    ///   - allowedExtensions: the extensions of the files listed; every file when empty.
    ///   - showsHidden: whether entries starting with `.` are listed at first.
    ///   - listing: what reads the folders: `SystemDirectoryListing()` (`FormWizardCurses`) on
    ///     a real terminal, a listing of your own in tests.
    /// - Returns: the chosen file: the folder it was chosen in joined with its name.
    /// - Throws: `CancellationError` on Esc, or when the presentation is cancelled (see
    ///   `Screen`).
    public func filePicker(
        from path: String, title: String = "Choose a file", allowedExtensions: [String] = [],
        showsHidden: Bool = false, listing: any DirectoryListing
    ) async throws(CancellationError) -> String {
        try await present(
            FilePicker(
                path: path, mode: .file, title: StyledText(title), allowedExtensions: allowedExtensions,
                showsHidden: showsHidden, listing: listing))
    }

    /// Shows a folder browser starting in the folder `path` and returns the folder chosen
    /// with Ctrl-D (see `FilePicker`).
    ///
    /// - Parameters:
    ///   - path: the folder shown first (`~` is not expanded: pass `$HOME`'s value).
    ///   - title: the title in the frame.
    ///   - showsHidden: whether folders starting with `.` are listed at first.
    ///   - listing: what reads the folders: `SystemDirectoryListing()` (`FormWizardCurses`) on
    ///     a real terminal, a listing of your own in tests.
    /// - Returns: the folder shown when Ctrl-D was pressed.
    /// - Throws: `CancellationError` on Esc, or when the presentation is cancelled.
    public func directoryPicker(
        from path: String, title: String = "Choose a folder", showsHidden: Bool = false,
        listing: any DirectoryListing
    ) async throws(CancellationError) -> String {
        try await present(
            FilePicker(
                path: path, mode: .directory, title: StyledText(title), showsHidden: showsHidden, listing: listing))
    }
}
