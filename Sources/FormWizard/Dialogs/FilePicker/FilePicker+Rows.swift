extension FilePicker {
    /// Rebuilds the rows from the entries read, the filter and the hidden toggle, selecting
    /// the entry named `name` when it is listed, else the first row.
    mutating func refilter(keeping name: String?) {
        rows = []
        let query = FuzzyQuery(self.query.text)
        if isListed, query.isEmpty, Self.parent(of: path) != nil { rows.append(.parent) }
        if isListed, case .success(let entries) = listed?.entries {
            for entry in entries where isShown(entry) && (query.isEmpty || query.match(entry.name) != nil) {
                rows.append(.entry(entry))
            }
        }
        titleWidth = rows.reduce(0) { max($0, DisplayWidth.of(Self.title(of: $1))) }
        detailWidth = rows.reduce(0) { max($0, DisplayWidth.of(Self.detail(of: $1) ?? "")) }
        cursor.reset(selecting: 0, rows: listRows, count: rows.count)
        if let name, let row = rows.firstIndex(where: { Self.name(of: $0) == name }) { select(row) }
    }

    /// Whether `entry` is listed: not hidden (or hidden ones shown), a folder when choosing
    /// one, and a file of an allowed extension.
    func isShown(_ entry: DirectoryEntry) -> Bool {
        if entry.isHidden, !showsHidden { return false }
        if entry.isDirectory { return true }
        return mode == .file && allowsExtension(of: entry.name)
    }

    /// Whether a file named `name` has an allowed extension (any, when none is given).
    func allowsExtension(of name: String) -> Bool {
        guard !allowedExtensions.isEmpty else { return true }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return allowedExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// The entry's name, `nil` for the parent row.
    static func name(of row: Row) -> String? {
        guard case .entry(let entry) = row else { return nil }
        return entry.name
    }

    /// What a row shows: `../`, a folder's name and `/`, a file's name.
    static func title(of row: Row) -> String {
        switch row {
        case .parent: return "../"
        case .entry(let entry): return TextLayout.displayable(entry.name) + (entry.isDirectory ? "/" : "")
        }
    }

    /// What a row shows dimmed beside its title: a link's target.
    static func detail(of row: Row) -> String? {
        guard case .entry(let entry) = row, case .symlink(let target, _) = entry.kind else { return nil }
        return "→ " + TextLayout.displayable(target)
    }

    /// Applies a folder's entries read by the listing task, then handles the keys typed
    /// meanwhile, up to one that resolves the picker (or opens another folder, which keeps the
    /// rest for itself).
    mutating func show(_ found: Listed) -> DialogResponse<String> {
        guard found.path == path else { return .handled }
        listed = found
        refilter(keeping: reselect)
        reselect = nil
        let typed = pending
        pending = []
        for (index, event) in typed.enumerated() {
            if !isListed {
                pending = Array(typed[index...])
                break
            }
            switch handle(event) {
            case .submit(let path): return .submit(path)
            case .cancel: return .cancel
            case .handled, .ignored: continue
            }
        }
        return .handled
    }
}
