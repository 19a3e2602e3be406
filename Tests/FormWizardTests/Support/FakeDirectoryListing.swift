import FormWizard

/// A file system in memory for the file picker's tests: folders by absolute path, and the
/// folders that cannot be read.
struct FakeDirectoryListing: DirectoryListing {
    var folders: [String: [DirectoryEntry]]
    var unreadable: Set<String> = []

    func entries(of path: String) throws(DirectoryListingError) -> [DirectoryEntry] {
        if unreadable.contains(path) { throw DirectoryListingError(reason: "Permission denied") }
        guard let entries = folders[path] else { throw DirectoryListingError(reason: "No such file or directory") }
        return entries
    }

    /// A home folder with CJK and emoji names, a link, a hidden file, an unreadable folder.
    static let home = FakeDirectoryListing(
        folders: [
            "/home/ana": [
                DirectoryEntry(name: "notes.md", kind: .file),
                DirectoryEntry(name: "写真", kind: .directory),
                DirectoryEntry(name: "Code", kind: .directory),
                DirectoryEntry(name: "🎵 music.mp3", kind: .file),
                DirectoryEntry(name: "履歴書.pdf", kind: .file),
                DirectoryEntry(name: ".profile", kind: .file),
                DirectoryEntry(name: "latest", kind: .symlink(target: "Code/app", isDirectory: true)),
                DirectoryEntry(name: "todo.txt", kind: .symlink(target: "notes.md", isDirectory: false)),
                DirectoryEntry(name: "secret", kind: .directory),
                DirectoryEntry(name: "apple.swift", kind: .file),
            ],
            "/home/ana/Code": [
                DirectoryEntry(name: "app", kind: .directory),
                DirectoryEntry(name: "main.swift", kind: .file),
                DirectoryEntry(name: "README.md", kind: .file),
            ],
            "/home/ana/Code/app": [],
            "/home/ana/写真": [DirectoryEntry(name: "富士山 🗻.jpg", kind: .file)],
            "/home": [DirectoryEntry(name: "ana", kind: .directory)],
            "/": [DirectoryEntry(name: "home", kind: .directory)],
        ],
        unreadable: ["/home/ana/secret"])

    /// A folder of `count` files.
    static func many(_ count: Int) -> FakeDirectoryListing {
        FakeDirectoryListing(folders: ["/big": (1...count).map { DirectoryEntry(name: "file \($0).txt", kind: .file) }])
    }
}
