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
        expanded = draft.expanded.filter { Self.isFolder(at: $0, in: roots) }
        relist(keeping: draft.path)
    }

    /// Whether `path` leads to a folder of `roots`.
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
