import FormWizard

/// A tree written as text, one node a line: as an outline (a line indented more than the one
/// before is its child) or as paths (`a/b/c` is `c` in `b` in `a`). Each node's value is its
/// path, which `tree` prints.
struct TreeOutline: Sendable {
    /// How the lines give the tree.
    enum Format: Hashable, Sendable {
        /// Indented lines; a tab counts as four spaces.
        case indented
        /// Paths whose parts `separator` divides.
        case paths(separator: String)
    }

    /// A node being built: its title, the path printed for it, and its children by index.
    private struct Draft {
        var title: String
        var path: String
        var children: [Int] = []
    }

    /// The nodes at the top level.
    var roots: [TreeNode<String>]

    /// The tree `lines` give; blank lines are skipped. `separator` joins an outline's titles
    /// into paths.
    init(lines: [String], format: Format, separator: String = "/") {
        var drafts: [Draft] = []
        var roots: [Int] = []
        switch format {
        case .indented:
            // The chain of open ancestors: each one's indentation and index.
            var chain: [(indent: Int, index: Int)] = []
            for line in lines {
                let indent = line.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
                let title = String(line.drop { $0 == " " || $0 == "\t" })
                guard !title.allSatisfy(\.isWhitespace) else { continue }
                while let last = chain.last, last.indent >= indent { chain.removeLast() }
                let path = chain.last.map { drafts[$0.index].path + separator + title } ?? title
                drafts.append(Draft(title: title, path: path))
                if let parent = chain.last {
                    drafts[parent.index].children.append(drafts.count - 1)
                } else {
                    roots.append(drafts.count - 1)
                }
                chain.append((indent, drafts.count - 1))
            }
        case .paths(let separator):
            // Children by title, to merge the paths that share a start.
            var childByTitle: [Int?: [String: Int]] = [:]
            for line in lines where !line.allSatisfy(\.isWhitespace) {
                var parent: Int?
                var path = ""
                let isAbsolute = line.hasPrefix(separator)
                for (offset, part) in line.split(separator: separator).enumerated() {
                    let title = String(part)
                    path = offset == 0 ? (isAbsolute ? separator : "") + title : path + separator + title
                    if let existing = childByTitle[parent]?[title] {
                        parent = existing
                        continue
                    }
                    drafts.append(Draft(title: offset == 0 && isAbsolute ? separator + title : title, path: path))
                    let index = drafts.count - 1
                    childByTitle[parent, default: [:]][title] = index
                    if let parent { drafts[parent].children.append(index) } else { roots.append(index) }
                    parent = index
                }
            }
        }
        func node(_ index: Int) -> TreeNode<String> {
            TreeNode(drafts[index].title, value: drafts[index].path, children: drafts[index].children.map(node))
        }
        self.roots = roots.map(node)
    }
}
