extension FilePicker {
    /// `path` without repeated or trailing slashes ("/" stays "/", "" becomes ".").
    static func normalized(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        let joined = parts.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `name` in the folder `folder`.
    static func joined(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The folder holding `path`, or `nil` at the root; for a relative path that climbs
    /// (`.`, `..`), one more `..`.
    static func parent(of path: String) -> String? {
        guard path != "/" else { return nil }
        var parts = path.split(separator: "/")
        if !path.hasPrefix("/"), parts.allSatisfy({ $0 == "." || $0 == ".." }) {
            return normalized(parts.filter { $0 == ".." }.map(String.init).joined(separator: "/") + "/..")
        }
        parts.removeLast()
        if path.hasPrefix("/") { return "/" + parts.joined(separator: "/") }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The last component of `path`.
    static func name(of path: String) -> String {
        String(path.split(separator: "/").last ?? "")
    }

    /// `path` cut from the left to fit `width` columns, with `…` in front when cut, whole
    /// characters only (a wide one that does not fit is left out).
    static func truncatedFromLeft(_ path: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard DisplayWidth.of(path) > width else { return path }
        var kept: [Character] = []
        var used = 1
        for character in path.reversed() {
            let columns = DisplayWidth.of(character)
            guard used + columns <= width else { break }
            used += columns
            kept.append(character)
        }
        return "…" + String(kept.reversed())
    }
}
