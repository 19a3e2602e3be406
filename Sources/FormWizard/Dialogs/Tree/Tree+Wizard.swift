extension Tree: KeepsStepDraft, DescribesEscape {
    /// What a wizard keeps of a tree across Back: the folders open and the node under the
    /// cursor, by their index paths.
    struct StepState: Sendable {
        let expanded: Set<[Int]>
        let path: [Int]?
    }

    var stepDraft: any Sendable {
        StepState(expanded: expanded, path: lines.indices.contains(cursor) ? lines[cursor].path : nil)
    }

    /// Opens the folders again and puts the cursor on its node, as far as they are still in
    /// the tree.
    mutating func restoreStepDraft(_ draft: any Sendable) {
        guard let draft = draft as? StepState else { return }
        // The folders around the node are open, so that it is in the list.
        let around = draft.path.map { path in (1..<max(1, path.count)).map { Array(path.prefix($0)) } } ?? []
        expanded = draft.expanded.union(around).filter { Self.isFolder(at: $0, in: roots) }
        relist(keeping: draft.path)
        answeredPath = draft.path.flatMap { Self.exists($0, in: roots) ? $0 : nil }
    }

    /// Whether `path` leads to a folder of `roots`.
    /// Whether `path` leads to a node of `roots`.
    static func exists(_ path: [Int], in roots: [TreeNode<Value>]) -> Bool {
        var nodes = roots
        for index in path {
            guard nodes.indices.contains(index) else { return false }
            nodes = nodes[index].children
        }
        return !path.isEmpty
    }

    private static func isFolder(at path: [Int], in roots: [TreeNode<Value>]) -> Bool {
        var nodes = roots
        var node: TreeNode<Value>?
        for index in path {
            guard nodes.indices.contains(index) else { return false }
            node = nodes[index]
            nodes = nodes[index].children
        }
        return node?.isFolder ?? false
    }
}
