import CNcurses
import FormWizard

/// What each ncurses key code means: the keys of curses.h, plus the codes found or bound when
/// a terminal opens (modified arrows, bracketed paste).
struct KeyCodeTable: Sendable {
    /// What a key code stands for.
    enum Meaning: Hashable, Sendable {
        case key(Key)
        /// The terminal starts a bracketed paste (`ESC [ 200 ~`).
        case pasteStart
        /// The terminal ends a bracketed paste (`ESC [ 201 ~`).
        case pasteEnd
        /// ncurses read the start of a mouse report (`kmous`); the rest follows as bytes.
        case mouseReport
        /// A code to drop, e.g. `KEY_RESIZE` (resizes come from SIGWINCH).
        case ignored
    }

    /// Indexed by key code from `KEY_MIN` (ncurses' codes are small: up to `KEY_MAX`, and the
    /// few bound above it). An array rather than a dictionary: looked up on every key, built at
    /// startup without hashing.
    private var meanings: [Meaning?] = []

    init() {}

    subscript(code: Int32) -> Meaning? {
        get {
            let index = Int(code) - Int(KEY_MIN)
            return index >= 0 && index < meanings.count ? meanings[index] : nil
        }
        set {
            let index = Int(code) - Int(KEY_MIN)
            precondition(index >= 0, "key codes start at KEY_MIN")
            if index >= meanings.count {
                guard newValue != nil else { return }
                meanings.reserveCapacity(index + 16)
                while meanings.count <= index { meanings.append(nil) }
            }
            meanings[index] = newValue
        }
    }

    /// The key codes every ncurses has (curses.h), F1 to F63 included.
    static let standard: KeyCodeTable = {
        var table = KeyCodeTable()
        table[KEY_UP] = .key(.up)
        table[KEY_DOWN] = .key(.down)
        table[KEY_LEFT] = .key(.left)
        table[KEY_RIGHT] = .key(.right)
        table[KEY_HOME] = .key(.home)
        table[KEY_END] = .key(.end)
        table[KEY_PPAGE] = .key(.pageUp)
        table[KEY_NPAGE] = .key(.pageDown)
        table[KEY_IC] = .key(.insert)
        table[KEY_DC] = .key(.delete)
        table[KEY_BACKSPACE] = .key(.backspace)
        table[KEY_ENTER] = .key(.enter)
        table[KEY_BTAB] = .key(.backTab)
        table[KEY_SLEFT] = .key(Key(.left, modifiers: .shift))
        table[KEY_SRIGHT] = .key(Key(.right, modifiers: .shift))
        table[KEY_SR] = .key(Key(.up, modifiers: .shift))
        table[KEY_SF] = .key(Key(.down, modifiers: .shift))
        table[KEY_SHOME] = .key(Key(.home, modifiers: .shift))
        table[KEY_SEND] = .key(Key(.end, modifiers: .shift))
        table[KEY_SDC] = .key(Key(.delete, modifiers: .shift))
        table[KEY_SIC] = .key(Key(.insert, modifiers: .shift))
        table[KEY_SPREVIOUS] = .key(Key(.pageUp, modifiers: .shift))
        table[KEY_SNEXT] = .key(Key(.pageDown, modifiers: .shift))
        table[KEY_RESIZE] = .ignored
        table[KEY_MOUSE] = .mouseReport
        for number in 1...63 {
            table[fw_key_f(Int32(number))] = .key(.function(number))
        }
        return table
    }()
}
