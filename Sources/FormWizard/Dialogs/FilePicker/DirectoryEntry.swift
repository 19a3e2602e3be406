/// One entry of a folder, as a `DirectoryListing` lists it.
public struct DirectoryEntry: Hashable, Sendable {
    /// What an entry is.
    public enum Kind: Hashable, Sendable {
        /// A file (or anything that is not a folder: a device, a socket).
        case file
        /// A folder.
        case directory
        /// A symbolic link to `target` (as written in the link), which is a folder when
        /// `isDirectory` (a broken link is not).
        case symlink(target: String, isDirectory: Bool)
    }

    /// The entry's name in its folder.
    public var name: String
    /// What it is.
    public var kind: Kind

    /// An entry named `name`.
    ///
    /// - Parameters:
    ///   - name: the name in its folder.
    ///   - kind: a file, a folder or a link.
    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// Whether the picker can enter it: a folder, or a link to one.
    public var isDirectory: Bool {
        switch kind {
        case .directory: true
        case .file: false
        case .symlink(_, let isDirectory): isDirectory
        }
    }

    /// Whether it is hidden: its name starts with `.`.
    public var isHidden: Bool { name.hasPrefix(".") }

    /// The order the picker lists entries in: folders first, then by name ignoring case.
    static func listedBefore(_ a: DirectoryEntry, _ b: DirectoryEntry) -> Bool {
        if a.isDirectory != b.isDirectory { return a.isDirectory }
        let (left, right) = (a.name.lowercased(), b.name.lowercased())
        return left != right ? left < right : a.name < b.name
    }
}
