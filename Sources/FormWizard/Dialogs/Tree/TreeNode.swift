/// One node of a `Tree`: a title, the value choosing it returns, and its children (a node
/// with children is a folder).
///
/// ```swift
/// let sources = TreeNode("Sources", value: "Sources", isExpanded: true, children: [
///     TreeNode("main.swift", value: "Sources/main.swift"),
/// ])
/// ```
public struct TreeNode<Value> {
    /// What the tree shows for the node.
    public var title: String
    /// What choosing the node returns.
    public var value: Value
    /// The nodes under it, top to bottom; empty for a leaf.
    public var children: [TreeNode]
    /// Whether its children are in sight at first.
    public var isExpanded: Bool

    /// A node showing `title` that returns `value`, with `children` under it.
    ///
    /// - Parameters:
    ///   - title: what the tree shows.
    ///   - value: what choosing it returns.
    ///   - isExpanded: whether its children are in sight at first.
    ///   - children: the nodes under it; none for a leaf.
    public init(_ title: String, value: Value, isExpanded: Bool = false, children: [TreeNode] = []) {
        self.title = title
        self.value = value
        self.isExpanded = isExpanded
        self.children = children
    }

    /// Whether it has children.
    public var isFolder: Bool { !children.isEmpty }
}

extension TreeNode where Value == String {
    /// A node whose value is its title.
    ///
    /// - Parameters:
    ///   - title: what the tree shows, and what choosing the node returns.
    ///   - isExpanded: whether its children are in sight at first.
    ///   - children: the nodes under it; none for a leaf.
    public init(_ title: String, isExpanded: Bool = false, children: [TreeNode] = []) {
        self.init(title, value: title, isExpanded: isExpanded, children: children)
    }
}

extension TreeNode: Sendable where Value: Sendable {}

/// The node chosen in a `Tree`: its value, and the titles from the top of the tree down to it.
public struct TreeChoice<Value: Sendable>: Sendable {
    /// The chosen node's value.
    public var value: Value
    /// The titles of the node's ancestors, from the top, then its own.
    public var titles: [String]

    /// A choice of the node with `value` under the titles `titles`.
    ///
    /// - Parameters:
    ///   - value: the chosen node's value.
    ///   - titles: the titles from the top of the tree down to the node.
    public init(value: Value, titles: [String]) {
        self.value = value
        self.titles = titles
    }
}

extension TreeChoice: Equatable where Value: Equatable {}
