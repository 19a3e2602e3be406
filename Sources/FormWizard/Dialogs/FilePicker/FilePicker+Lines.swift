extension FilePicker: LinePresentable {
    /// The picker as lines, a folder at a time: the title, `In /home/ada/notes:` and the
    /// folder's entries numbered as the list shows them (`..` first, folders with a `/`, links
    /// as `name → target`; a folder that cannot be read says why), then `Choose a number, or
    /// type a path: `. Choosing a folder goes into it; choosing a file returns it. A path
    /// typed (from the folder, or from `/`) must exist: a folder typed is gone into, or, when
    /// choosing a folder, returned; a file typed is returned when its extension is allowed.
    /// When choosing a folder, `Choose this folder` returns the folder listed.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> String {
        prompter.sayIfAny(title.plain)
        var folder = path
        while true {
            prompter.say("In \(folder):")
            let listed = await Self.read(folder, with: listing)
            if Task.isCancelled { throw CancellationError() }
            var rows: [Row] = Self.parent(of: folder) == nil ? [] : [.parent]
            switch listed.entries {
            case .success(let entries): rows += entries.filter(isShown).map { .entry($0) }
            case .failure(let error): prompter.say("Cannot read \(folder): \(error.reason)")
            }
            var options = rows.map { row in
                guard case .parent = row else {
                    return Self.title(of: row) + (Self.detail(of: row).map { " \($0)" } ?? "")
                }
                return ".."
            }
            if mode == .directory { options.insert("Choose this folder", at: 0) }
            var target: (path: String, isDirectory: Bool)?
            let answer = try await prompter.chooseOrType(
                "Choose a number, or type a path", options: options, typing: "a path"
            ) { typed in
                switch await resolve(typed, in: folder) {
                case .success(let found):
                    target = found
                    return nil
                case .failure(let refusal): return refusal.reason
                }
            }
            switch answer {
            case .chosen(0) where mode == .directory: return answered(folder, in: folder, on: prompter)
            case .chosen(let index):
                switch rows[index - (mode == .directory ? 1 : 0)] {
                case .parent: folder = Self.parent(of: folder) ?? folder
                case .entry(let entry) where entry.isDirectory: folder = Self.joined(folder, entry.name)
                case .entry(let entry): return answered(Self.joined(folder, entry.name), in: folder, on: prompter)
                }
            case .typed:
                guard let target else { continue }
                if target.isDirectory, mode == .directory {
                    return answered(target.path, in: target.path, on: prompter)
                }
                if !target.isDirectory {
                    return answered(target.path, in: Self.parent(of: target.path) ?? folder, on: prompter)
                }
                folder = target.path
            }
        }
    }

    /// Why a path typed is refused.
    /// `path`, answered in `folder` (the folder chosen, or the one of the file chosen): a
    /// wizard's step asked again starts there (its draft), as the full screen shows it.
    @MainActor private func answered(_ path: String, in folder: String, on prompter: LinePrompter) -> String {
        prompter.draft = StepState(path: folder, showsHidden: showsHidden, name: nil)
        return path
    }

    struct Refusal: Error {
        var reason: String
    }

    /// The path `typed` names from `folder` (or from `/`), and whether it is a folder, when it
    /// exists and is something this picker may return or go into.
    func resolve(_ typed: String, in folder: String) async -> Result<(path: String, isDirectory: Bool), Refusal> {
        let target = Self.normalized(typed.hasPrefix("/") ? typed : Self.joined(folder, typed))
        if case .success = await Self.read(target, with: listing).entries { return .success((target, true)) }
        let name = Self.name(of: target)
        guard let parent = Self.parent(of: target), !name.isEmpty, name != ".", name != "..",
            case .success(let entries) = await Self.read(parent, with: listing).entries,
            let entry = entries.first(where: { $0.name == name })
        else { return .failure(Refusal(reason: "No such file or folder: \(target)")) }
        // A link to a folder that could not be read above: a folder all the same.
        if entry.isDirectory { return .success((target, true)) }
        if mode == .directory { return .failure(Refusal(reason: "Not a folder: \(target)")) }
        guard allowsExtension(of: name) else {
            return .failure(
                Refusal(reason: "Not a .\(allowedExtensions.sorted().joined(separator: ", .")) file: \(target)"))
        }
        return .success((target, false))
    }
}
