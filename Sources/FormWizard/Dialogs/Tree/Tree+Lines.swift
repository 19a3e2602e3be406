extension Tree: LinePresentable {
    /// The tree as lines, a folder at a time, as a screen reader walks a tree: the title and
    /// where it is (`Open: Sources / FormWizard`), then that level's nodes numbered (a folder
    /// says `(folder, 3 items)`), with `..` to go up and, when folders can be chosen,
    /// `Choose this folder`. Choosing a folder goes into it; choosing a leaf returns it.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> TreeChoice<Value> {
        // Asked again in a wizard, the walk starts where the answer before was.
        var path: [Int] = []
        var preferred: Int?
        if let answered = answeredPath {
            if choosesFolders, node(at: answered).isFolder {
                (path, preferred) = (answered, 1)
            } else {
                // In a folder the options are `..`, `Choose this folder` (when folders are
                // chosen), then the nodes.
                path = Array(answered.dropLast())
                let first = path.isEmpty ? 0 : choosesFolders ? 2 : 1
                preferred = first + answered[answered.count - 1]
            }
        }
        while true {
            let nodes = path.isEmpty ? roots : node(at: path).children
            let location = titles(of: path).joined(separator: " / ")
            let title = self.title.plain
            prompter.sayIfAny(path.isEmpty ? title : title.isEmpty ? location : "\(title): \(location)")
            var options: [String] = []
            if !path.isEmpty { options.append(".. (up)") }
            if !path.isEmpty, choosesFolders { options.append("Choose this folder") }
            let first = options.count
            options += nodes.map { node in
                guard node.isFolder else { return node.title }
                return "\(node.title) (folder, \(node.children.count == 1 ? "1 item" : "\(node.children.count) items"))"
            }
            let index = try await prompter.choose("Choose", options: options, default: preferred)
            preferred = nil
            if index >= first {
                let chosen = path + [index - first]
                if node(at: chosen).isFolder {
                    path = chosen
                    continue
                }
                return answered(chosen, on: prompter)
            }
            if index == 0 {
                path.removeLast()
            } else {
                return answered(path, on: prompter)
            }
        }
    }

    /// The node at `path`, chosen: a wizard step asked again starts there (its draft).
    @MainActor private func answered(_ path: [Int], on prompter: LinePrompter) -> TreeChoice<Value> {
        prompter.draft = StepState(expanded: expanded, path: path)
        return TreeChoice(value: node(at: path).value, titles: titles(of: path))
    }
}
