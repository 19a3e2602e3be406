/// A tree of nodes whose folders open and close; choosing a node returns it.
///
/// ```
/// ▾ Sources
/// ├─ ▸ Checkout
/// ├─ ▾ FormWizard
/// │  └─ Screen.swift
/// └─ main.swift
/// ```
///
/// Keys: ↑/↓, PgUp/PgDn, Home/End move; → opens a folder (and on an open one goes to its first
/// child); ← closes it (and elsewhere goes to the parent); Space opens or closes; `+` opens
/// every folder, `-` closes every one; a letter or digit jumps to the next node starting with
/// it; Enter chooses a leaf, and opens or closes a folder unless folders can be chosen
/// (`choosesFolders`); Esc cancels.
public struct Tree<Value: Sendable>: Dialog {
    /// One row: a node in sight.
    struct Line: Hashable {
        /// The indices from the top level down to the node.
        var path: [Int]
        /// For each ancestor below the top level, and then the node itself, whether it is the
        /// last of its siblings (decides `│`, `├─` or `└─`).
        var isLast: [Bool]
    }

    /// The title in the frame.
    public var title: StyledText
    /// The nodes at the top level.
    public let roots: [TreeNode<Value>]
    /// Whether Enter chooses a folder (otherwise it opens or closes it).
    public var choosesFolders: Bool
    /// What the key hint says Esc does.
    public var escapeAction = "cancel"
    /// The folders open, by their index paths.
    public internal(set) var expanded: Set<[Int]>
    /// The rows in sight, top to bottom.
    var lines: [Line] = []
    /// The node a wizard step's line form answered before (its draft, restored): asked again,
    /// the line form starts in its folder with it as the default.
    var answeredPath: [Int]?
    /// The row under the cursor and the view (`ListCursor`'s keys).
    public private(set) var listCursor = ListCursor()
    /// How the list's keys move the cursor: the library's by default (`ListCursor.Behavior`).
    public var listBehavior: ListCursor.Behavior {
        get { listCursor.behavior }
        set { listCursor.behavior = newValue }
    }
    /// The row under the cursor.
    public internal(set) var cursor: Int {
        get { listCursor.selected }
        set { select(newValue) }
    }
    var screenSize: Size?
    /// The widest row with every folder open, and how many rows that is, measured once.
    let fullWidth: Int
    let fullCount: Int

    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - roots: the nodes at the top level; their `isExpanded` says which folders are open.
    ///   - choosesFolders: whether Enter chooses a folder rather than opening or closing it.
    public init(title: StyledText, roots: [TreeNode<Value>], choosesFolders: Bool = false) {
        self.title = title
        self.roots = roots
        self.choosesFolders = choosesFolders
        var expanded: Set<[Int]> = []
        var width = 0
        var count = 0
        func visit(_ nodes: [TreeNode<Value>], path: [Int]) {
            for (index, node) in nodes.enumerated() {
                let nodePath = path + [index]
                if node.isExpanded, node.isFolder { expanded.insert(nodePath) }
                width = max(width, Self.indent(depth: nodePath.count - 1) + 2 + DisplayWidth.of(node.title))
                count += 1
                visit(node.children, path: nodePath)
            }
        }
        visit(roots, path: [])
        self.expanded = expanded
        self.fullWidth = width
        self.fullCount = count
        relist(keeping: nil)
    }

    /// The columns before a node's mark at `depth` (0 for the top level).
    static func indent(depth: Int) -> Int { depth * 3 }

    /// The node at `path`.
    func node(at path: [Int]) -> TreeNode<Value> {
        Self.node(at: path, in: roots)
    }

    /// The node at `path` among `roots`.
    static func node(at path: [Int], in roots: [TreeNode<Value>]) -> TreeNode<Value> {
        var node = roots[path[0]]
        for index in path.dropFirst() { node = node.children[index] }
        return node
    }

    /// The titles from the top level down to the node at `path`.
    func titles(of path: [Int]) -> [String] {
        var nodes = roots
        return path.map { index in
            defer { nodes = nodes[index].children }
            return nodes[index].title
        }
    }

    public mutating func prepare(for size: Size) {
        screenSize = size
        listCursor.prepare(rows: layout(in: Rect(size: size)).visibleRows, count: lines.count)
    }

    /// The rows in view on the screen last prepared for, when known.
    private var visibleRows: Int? {
        screenSize.map { layout(in: Rect(size: $0)).visibleRows }
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<TreeChoice<Value>> {
        if let mouse = event.mouse { return handle(mouse) }
        guard case .key(let key) = event, lines.indices.contains(cursor) else {
            if case .key(.escape) = event { return .cancel }
            return .ignored
        }
        let path = lines[cursor].path
        let isFolder = node(at: path).isFolder
        let isOpen = expanded.contains(path)
        switch key {
        case .right:
            guard isFolder else { return .ignored }
            if isOpen { select(cursor + 1) } else { setOpen(path, true) }
        case .left:
            if isFolder, isOpen {
                setOpen(path, false)
            } else if path.count > 1, let parent = lines.firstIndex(where: { $0.path == path.dropLast() }) {
                select(parent)
            } else {
                return .ignored
            }
        case .character(" "):
            guard isFolder else { return .ignored }
            setOpen(path, !isOpen)
        case .enter:
            if isFolder, !choosesFolders {
                setOpen(path, !isOpen)
            } else {
                return .submit(TreeChoice(value: node(at: path).value, titles: titles(of: path)))
            }
        case .character("+"): openAll()
        case .character("-"): closeAll()
        case .escape: return .cancel
        default:
            let (lines, roots) = (self.lines, self.roots)
            let title = { (index: Int) in Self.node(at: lines[index].path, in: roots).title }
            guard listCursor.handle(key, rows: visibleRows, count: lines.count, title: title) != .ignored else {
                return .ignored
            }
        }
        return .handled
    }

    /// A click on a row moves the cursor there; on a folder's `▸`/`▾` it also opens or closes
    /// the folder, as Space does (each click of a double click too). A double click elsewhere
    /// on a row does what Enter does. The wheel moves the cursor a row a notch.
    private mutating func handle(_ mouse: MouseEvent) -> DialogResponse<TreeChoice<Value>> {
        if let index = mouse.clickedRow, lines.indices.contains(index) {
            select(index)
            let path = lines[index].path
            let markColumn = 1 + Self.indent(depth: path.count - 1)
            if node(at: path).isFolder, (markColumn..<markColumn + 2).contains(mouse.column) {
                setOpen(path, !expanded.contains(path))
            } else if mouse.isDoubleClick {
                return handle(.key(.enter))
            }
            return .handled
        }
        return listCursor.handle(mouse, rows: visibleRows, count: lines.count) == .moved ? .handled : .ignored
    }

    private mutating func setOpen(_ path: [Int], _ isOpen: Bool) {
        if isOpen { expanded.insert(path) } else { expanded.remove(path) }
        relist(keeping: path)
    }

    private mutating func openAll() {
        let path = lines.indices.contains(cursor) ? lines[cursor].path : nil
        func visit(_ nodes: [TreeNode<Value>], path: [Int]) {
            for (index, node) in nodes.enumerated() where node.isFolder {
                expanded.insert(path + [index])
                visit(node.children, path: path + [index])
            }
        }
        visit(roots, path: [])
        relist(keeping: path)
    }

    /// Closes every folder; the cursor goes to the top-level node it was under.
    private mutating func closeAll() {
        let path = lines.indices.contains(cursor) ? lines[cursor].path : nil
        expanded = []
        relist(keeping: path.map { [$0[0]] })
    }

    /// Lists the rows in sight again; the cursor stays on the node at `path`.
    mutating func relist(keeping path: [Int]?) {
        var lines: [Line] = []
        func visit(_ nodes: [TreeNode<Value>], path: [Int], isLast: [Bool]) {
            for (index, node) in nodes.enumerated() {
                let nodePath = path + [index]
                let nodeIsLast = isLast + [index == nodes.count - 1]
                lines.append(Line(path: nodePath, isLast: nodeIsLast))
                if expanded.contains(nodePath) { visit(node.children, path: nodePath, isLast: nodeIsLast) }
            }
        }
        visit(roots, path: [], isLast: [])
        self.lines = lines
        cursor = path.flatMap { path in lines.firstIndex { $0.path == path } } ?? min(cursor, max(0, lines.count - 1))
        select(cursor)
    }

    private mutating func select(_ index: Int) {
        let (rows, count) = (visibleRows, lines.count)
        listCursor.select(index, rows: rows, count: count)
    }
}
