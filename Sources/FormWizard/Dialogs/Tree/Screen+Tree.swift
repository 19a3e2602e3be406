extension Screen {
    /// Shows a tree whose folders open and close, and returns the value of the node the user
    /// chooses (see `Tree`).
    ///
    /// ```swift
    /// let file = try await screen.tree("Open", roots: [
    ///     TreeNode("Sources", value: "Sources", isExpanded: true, children: [
    ///         TreeNode("main.swift", value: "Sources/main.swift"),
    ///     ]),
    ///     TreeNode("README.md", value: "README.md"),
    /// ])
    /// ```
    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - roots: the nodes at the top level; their `isExpanded` says which folders are open.
    ///   - choosesFolders: whether Enter chooses a folder rather than opening or closing it.
    /// - Returns: the chosen node's value.
    /// - Throws: `CancellationError` on Esc, or when the presentation is cancelled (see `Screen`).
    public func tree<Value: Sendable>(
        _ title: String, roots: [TreeNode<Value>], choosesFolders: Bool = false
    ) async throws(CancellationError) -> Value {
        try await present(Tree(title: StyledText(title), roots: roots, choosesFolders: choosesFolders)).value
    }
}
