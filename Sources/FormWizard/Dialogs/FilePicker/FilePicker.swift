/// A file or folder browser, as dialog's `--fselect`/`--dselect` and gum's `file`: the
/// current folder at the top, its entries below (folders first, with a trailing `/`; links as
/// `name → target`; sorted by name ignoring case), narrowed by typing.
///
/// Keys: ↑/↓, PgUp/PgDn, Home/End move; Enter on a folder (or on `../`) enters it; Backspace
/// or ← with nothing typed goes to the parent folder; typing filters the names (`FuzzyQuery`:
/// the characters in order, ignoring case and accents; the order stays the folder's); `.`
/// with nothing typed, or Ctrl-H, shows or hides hidden entries; Esc cancels. Choosing a
/// file (`.file`): Enter on a file returns its path. Choosing a folder (`.directory`): only
/// folders are listed, and Ctrl-D returns the current folder (the key hint says so).
///
/// Folders are read through a `DirectoryListing` in a `DialogTask` keyed by the folder, so a
/// slow or huge folder never blocks the screen; keys typed while it is read are kept and
/// handled once it is (type-ahead: `Down Enter` into a folder, then its file's name), and Esc
/// cancels at once. A folder that cannot be read shows why in the list.
public struct FilePicker: Dialog {
    /// The chosen path: the current folder joined with the chosen name, or the current folder.
    public typealias Value = String

    /// What is chosen.
    public enum Mode: Hashable, Sendable {
        /// A file: Enter on a file returns it.
        case file
        /// A folder: only folders are listed; Ctrl-D returns the current one.
        case directory
    }

    /// One row of the list: the parent folder, or an entry.
    enum Row: Hashable, Sendable {
        case parent
        case entry(DirectoryEntry)
    }

    /// A folder's entries as read, sorted, or why they could not be.
    struct Listed: Sendable {
        var path: String
        var entries: Result<[DirectoryEntry], DirectoryListingError>
    }

    /// The title in the frame; none when empty.
    public var title: StyledText
    /// What the key hint says Esc does: "cancel", or "leave" as a wizard's step.
    public var escapeAction = "cancel"
    /// A file or a folder.
    public let mode: Mode
    /// The file extensions listed (lowercase, without the dot); every file when empty.
    public let allowedExtensions: Set<String>
    /// Whether entries whose names start with `.` are listed.
    public internal(set) var showsHidden: Bool
    /// The folder shown.
    public internal(set) var path: String
    let listing: any DirectoryListing
    /// The entries of `path` once read (an earlier folder's while it is read).
    var listed: Listed?
    /// The entry to select once `path` is read: the folder just left.
    var reselect: String?
    /// The name filter typed.
    var query = LineEditor()
    /// The text typed to filter the names.
    public var filterText: String { query.text }
    /// The rows shown now, and the widest title and detail among them.
    var rows: [Row] = []
    var titleWidth = 0
    var detailWidth = 0
    /// The selected row and the view (`ListCursor`'s keys, but letters and digits, which are
    /// the query's).
    public internal(set) var cursor = ListCursor(behavior: .init(opensCentred: false))
    /// The selected row.
    public internal(set) var selected: Int {
        get { cursor.selected }
        set { select(newValue) }
    }
    /// The first row in view.
    var top: Int { cursor.top ?? 0 }
    var screenSize: Size?
    /// The keys typed while the folder is read, handled once it is (Esc is not kept: it
    /// cancels at once, even while a slow folder is read).
    var pending: [InputEvent] = []
    /// The most keys kept in `pending`.
    static var pendingLimit: Int { 256 }

    /// A picker starting in the folder `path`.
    ///
    /// - Parameters:
    ///   - path: the folder shown first; `~` is not expanded here (the caller knows `$HOME`).
    ///   - mode: whether a file or a folder is chosen.
    ///   - title: the title in the frame; none when empty.
    ///   - allowedExtensions: the extensions of the files listed ("swift", ".md"), any case;
    ///     every file when empty. Folders are always listed.
    ///   - showsHidden: whether entries starting with `.` are listed at first.
    ///   - listing: what reads the folders.
    public init(
        path: String, mode: Mode = .file, title: StyledText = "", allowedExtensions: [String] = [],
        showsHidden: Bool = false, listing: any DirectoryListing
    ) {
        self.path = Self.normalized(path)
        self.mode = mode
        self.title = title
        self.allowedExtensions = Set(
            allowedExtensions.map { String($0.drop { $0 == "." }).lowercased() }.filter { !$0.isEmpty })
        self.showsHidden = showsHidden
        self.listing = listing
    }

    /// Whether the list shows the entries of `path` (not still reading it).
    var isListed: Bool { listed?.path == path }

    public mutating func prepare(for size: Size) {
        screenSize = size
        cursor.prepare(rows: listRows, count: rows.count)
    }

    var listRows: Int { max(1, layout(in: Rect(size: screenSize ?? Size(columns: 80, rows: 24))).list.rows) }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<String> {
        if case .key(.escape) = event { return .cancel }
        if let mouse = event.mouse { return isListed ? handle(mouse) : .ignored }
        guard isListed else {
            if pending.count < Self.pendingLimit { pending.append(event) }
            return .handled
        }
        switch event {
        case .key(.enter): return enter()
        case .key(.ctrl("d")) where mode == .directory: return .submit(path)
        case .key(.ctrl("p")): move(.up)
        case .key(.ctrl("n")): move(.down)
        case .key(let key) where [.up, .down, .pageUp, .pageDown, .home, .end].contains(key): move(key)
        case .key(.ctrl("h")): toggleHidden()
        case .key(.backspace) where query.text.isEmpty, .key(.left) where query.text.isEmpty:
            guard let parent = Self.parent(of: path) else { return .ignored }
            open(parent)
        case .key(.character(".")) where query.text.isEmpty: toggleHidden()
        default:
            let before = query.text
            switch query.handle(event) {
            case .ignored: return .ignored
            case .handled, .limited: if query.text != before { refilter(keeping: nil) }
            }
        }
        return .handled
    }

    /// A click on a row moves the selection there, a double click opens or chooses it as Enter
    /// does; the wheel moves it a row a notch.
    private mutating func handle(_ mouse: MouseEvent) -> DialogResponse<String> {
        let (page, count) = (listRows, rows.count)
        switch cursor.handle(mouse, rows: page, count: count) {
        case .clicked:
            guard mouse.isDoubleClick else { return .handled }
            let response = enter()
            if case .ignored = response { return .handled }
            return response
        case .moved: return .handled
        case .unchanged, .ignored: return .ignored
        }
    }

    /// An arrow, a page, Home or End: `ListCursor`'s.
    private mutating func move(_ key: Key) {
        let (page, count) = (listRows, rows.count)
        _ = cursor.handle(key, rows: page, count: count)
    }

    /// Enter: opens the folder selected, or chooses the file.
    mutating func enter() -> DialogResponse<String> {
        guard isListed, rows.indices.contains(selected) else { return .ignored }
        switch rows[selected] {
        case .parent:
            guard let parent = Self.parent(of: path) else { return .ignored }
            open(parent)
        case .entry(let entry) where entry.isDirectory:
            open(Self.joined(path, entry.name))
        case .entry(let entry):
            return mode == .file ? .submit(Self.joined(path, entry.name)) : .ignored
        }
        return .handled
    }

    /// Shows the folder at `folder`: its entries once the listing task has read them.
    mutating func open(_ folder: String) {
        reselect = Self.parent(of: path) == folder ? Self.name(of: path) : nil
        path = folder
        query = LineEditor()
        rows = []
        cursor.reset(selecting: 0, rows: nil, count: 0)
    }

    private mutating func toggleHidden() {
        showsHidden.toggle()
        refilter(keeping: selectedName)
    }

    /// The name of the entry selected, if an entry is.
    var selectedName: String? {
        guard rows.indices.contains(selected), case .entry(let entry) = rows[selected] else { return nil }
        return entry.name
    }

    mutating func select(_ row: Int) {
        guard !rows.isEmpty else { return }
        let (page, count) = (listRows, rows.count)
        cursor.select(row, rows: page, count: count)
    }
}
