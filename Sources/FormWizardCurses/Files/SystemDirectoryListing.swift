import FormWizard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real file system's folders, for a `FilePicker` on a real terminal: read with libc
/// (`opendir`/`readdir`, `lstat` for what an entry is, `readlink` and `stat` for a link's
/// target), with no Foundation.
///
/// ```swift
/// let path = try await screen.filePicker(from: home, listing: SystemDirectoryListing())
/// ```
public struct SystemDirectoryListing: DirectoryListing {
    /// The listing of the file system this process sees.
    public init() {}

    /// The entries of the folder at `path` (see `DirectoryListing.entries(of:)`): names as
    /// the file system holds them (the picker shows them safely), links with their targets.
    ///
    /// - Throws: `DirectoryListingError` with `strerror`'s reason when the folder cannot be
    ///   opened.
    public func entries(of path: String) throws(DirectoryListingError) -> [DirectoryEntry] {
        guard let directory = opendir(path) else {
            throw DirectoryListingError(reason: String(cString: strerror(errno)))
        }
        defer { closedir(directory) }
        var entries: [DirectoryEntry] = []
        while let entry = readdir(directory) {
            let name = Self.name(of: entry)
            guard name != ".", name != "..", !name.isEmpty else { continue }
            let full = path.hasSuffix("/") ? path + name : path + "/" + name
            entries.append(DirectoryEntry(name: name, kind: Self.kind(of: full)))
        }
        return entries
    }

    /// The entry's name, read where it lies: the kernel packs entries, so the last one in
    /// `readdir`'s buffer may end before `d_name`'s full 256 bytes (copying the field read
    /// past the buffer, as the address sanitizer saw).
    static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
        let start = (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: UInt8.self)
        return String(decoding: UnsafeBufferPointer(start: start, count: strlen(start)), as: UTF8.self)
    }

    /// What the entry at `path` is; a file when it cannot be told.
    static func kind(of path: String) -> DirectoryEntry.Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .file }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFLNK:
            var target = stat()
            let isDirectory = stat(path, &target) == 0 && target.st_mode & S_IFMT == S_IFDIR
            return .symlink(target: linkTarget(path), isDirectory: isDirectory)
        default: return .file
        }
    }

    /// What the link at `path` says, as written.
    static func linkTarget(_ path: String) -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(path, &buffer, buffer.count)
        guard count > 0 else { return "?" }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
