/// One line of editable text: the text as grapheme clusters, a cursor between them, and where
/// the field showing it is scrolled to.
///
/// Everything counts grapheme clusters (Swift `Character`s): the cursor is an index between
/// them, `maxLength` limits their number, and no edit ever splits one. Widths on screen are
/// display columns (`DisplayWidth`), so CJK and emoji take two cells.
///
/// The text is kept as one string with the offset of every cluster (`ClusterText`), so reading
/// `text` costs nothing, an edit at the cursor at worst a copy of what follows it, and a paste
/// of any size is segmented once and inserted in one step.
///
/// A secret editor (`isSecret`) shows one `•` per grapheme cluster and keeps its text out of
/// `description`, `debugDescription` and `Mirror` (so out of `print`, `dump` and logs).
public struct LineEditor: Sendable, Equatable {
    /// The text and the cursor.
    private(set) var content: ClusterText
    /// The first character the field shows (see `visibleStart(width:)`).
    public internal(set) var scroll = 0
    /// Whether the text is a secret: masked on screen and in descriptions.
    public var isSecret: Bool {
        didSet { maskColumns = Self.columns(of: isSecret ? mask : nil) }
    }
    /// How a secret is shown: `•` per cluster unless told otherwise.
    public var mask: SecretMask = .bullets {
        didSet { maskColumns = Self.columns(of: isSecret ? mask : nil) }
    }
    /// The columns of the mask of one cluster, while the text is secret.
    private(set) var maskColumns: Int? = nil

    /// An editor holding `text` (cut to `maxLength`), with the cursor at its end.
    public init(text: String = "", maxLength: Int? = nil, isSecret: Bool = false) {
        content = ClusterText(maxLength: maxLength)
        self.isSecret = isSecret
        maskColumns = Self.columns(of: isSecret ? mask : nil)
        insert(text)
    }

    /// The text, one element per grapheme cluster (made on each call: the editor keeps a string).
    public var characters: [Character] { content.characters }
    /// The cursor: the number of characters before it, from 0 to `characters.count`.
    public var cursor: Int { content.cursor }
    /// The most characters the text may hold; `nil` for no limit.
    public var maxLength: Int? { content.maxLength }

    /// The text as a string; setting it puts the cursor at the end (the text is cut to
    /// `maxLength`).
    public var text: String {
        get { content.string }
        set {
            content.removeAll()
            scroll = 0
            insert(newValue)
        }
    }

    /// The number of grapheme clusters.
    public var count: Int { content.count }

    /// Whether the text is empty.
    public var isEmpty: Bool { content.count == 0 }

    /// The grapheme cluster at `index`, from 0 to `count - 1`.
    public subscript(index: Int) -> Character { content[index] }

    // MARK: - Inserting

    /// Inserts `text` at the cursor and moves the cursor after it.
    ///
    /// Newlines and tabs become spaces and other control characters are dropped, so a pasted
    /// block of text arrives as one line. The text is cut to the room `maxLength` leaves.
    /// - Returns: whether some of `text` was cut off by `maxLength`.
    @discardableResult
    public mutating func insert(_ text: String) -> Bool {
        var cleaned = String()
        cleaned.reserveCapacity(text.utf8.count)
        // Past the room left the rest is cut, so it is not read (a 1 MiB paste into a short field).
        let room = maxLength.map { max(0, $0 - count) } ?? .max
        var kept = 0
        var stoppedEarly = false
        for character in text {
            if kept > room {
                stoppedEarly = true
                break
            }
            if character.isNewline || character == "\t" {
                cleaned.append(" ")
                kept += 1
            } else if !Self.isControl(character) {
                cleaned.append(character)
                kept += 1
            }
        }
        // Re-split: dropping a control character may let neighbours join into one cluster.
        return content.insert(cleaned).cut || stoppedEarly
    }

    private static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.first?.properties.generalCategory == .control
    }

    // MARK: - Moving and deleting

    /// Puts the cursor at `index`, clamped to the text.
    public mutating func moveCursor(to index: Int) {
        content.moveCursor(to: index)
    }

    /// Deletes the characters between the cursor and `index` (either side) and leaves the
    /// cursor where the deleted text began.
    public mutating func deleteToIndex(_ index: Int) {
        content.deleteToIndex(index)
    }
}
