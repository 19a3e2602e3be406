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
        /// A code to drop, e.g. `KEY_RESIZE` (resizes come from SIGWINCH).
        case ignored
    }

    private var meanings: [Int32: Meaning]

    init(_ meanings: [Int32: Meaning] = [:]) {
        self.meanings = meanings
    }

    subscript(code: Int32) -> Meaning? {
        get { meanings[code] }
        set { meanings[code] = newValue }
    }

    /// The key codes every ncurses has (curses.h), F1 to F63 included.
    static let standard: KeyCodeTable = {
        var table = KeyCodeTable([
            KEY_UP: .key(.up), KEY_DOWN: .key(.down), KEY_LEFT: .key(.left), KEY_RIGHT: .key(.right),
            KEY_HOME: .key(.home), KEY_END: .key(.end), KEY_PPAGE: .key(.pageUp), KEY_NPAGE: .key(.pageDown),
            KEY_IC: .key(.insert), KEY_DC: .key(.delete), KEY_BACKSPACE: .key(.backspace),
            KEY_ENTER: .key(.enter), KEY_BTAB: .key(.backTab),
            KEY_SLEFT: .key(Key(.left, modifiers: .shift)), KEY_SRIGHT: .key(Key(.right, modifiers: .shift)),
            KEY_SR: .key(Key(.up, modifiers: .shift)), KEY_SF: .key(Key(.down, modifiers: .shift)),
            KEY_SHOME: .key(Key(.home, modifiers: .shift)), KEY_SEND: .key(Key(.end, modifiers: .shift)),
            KEY_SDC: .key(Key(.delete, modifiers: .shift)), KEY_SIC: .key(Key(.insert, modifiers: .shift)),
            KEY_SPREVIOUS: .key(Key(.pageUp, modifiers: .shift)), KEY_SNEXT: .key(Key(.pageDown, modifiers: .shift)),
            KEY_RESIZE: .ignored,
        ])
        for number in 1...63 {
            table[fw_key_f(Int32(number))] = .key(.function(number))
        }
        return table
    }()
}
