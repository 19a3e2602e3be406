/// A key press: a key and the modifiers held with it.
///
/// Match keys with the static members, e.g. `case .enter`, `case .backTab`, `case .ctrl("u")`,
/// or look at `code` and `modifiers`:
/// ```swift
/// switch key {
/// case .enter: submit()
/// case .left, .ctrl("b"): moveLeft()
/// default: if case .character(let c) = key.code, key.modifiers.isEmpty { insert(c) }
/// }
/// ```
public struct Key: Hashable, Sendable, CustomStringConvertible {
    /// Which key.
    public enum Code: Hashable, Sendable {
        /// A character key; letters with Ctrl or Alt are lowercase.
        case character(Character)
        /// Enter, Esc, Tab, Backspace, Delete (forward) and Insert.
        case enter, escape, tab, backspace, delete, insert
        /// The arrows, Home, End, Page Up and Page Down.
        case up, down, left, right, home, end, pageUp, pageDown
        /// F1 to F63.
        case function(Int)
    }

    /// Keys held with the key.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// Shift held.
        public static let shift = Modifiers(rawValue: 1 << 0)
        /// Control held.
        public static let control = Modifiers(rawValue: 1 << 1)
        /// Alt (Option, Meta) held.
        public static let alt = Modifiers(rawValue: 1 << 2)
    }

    /// Which key.
    public var code: Code
    /// The modifiers held with it.
    public var modifiers: Modifiers

    /// The key `code` with `modifiers` held.
    public init(_ code: Code, modifiers: Modifiers = []) {
        self.code = code
        self.modifiers = modifiers
    }

    /// A character typed without modifiers.
    public static func character(_ character: Character) -> Key { Key(.character(character)) }
    /// Ctrl with a letter, e.g. `.ctrl("u")`.
    public static func ctrl(_ letter: Character) -> Key {
        Key(.character(Character(letter.lowercased())), modifiers: .control)
    }
    /// Alt (Meta) with a character, e.g. `.alt("b")`.
    public static func alt(_ character: Character) -> Key { Key(.character(character), modifiers: .alt) }
    /// A function key, F1 to F63.
    public static func function(_ number: Int) -> Key { Key(.function(number)) }

    /// Enter, without modifiers.
    public static let enter = Key(.enter)
    /// Esc, without modifiers.
    public static let escape = Key(.escape)
    /// Tab, without modifiers.
    public static let tab = Key(.tab)
    /// Shift-Tab.
    public static let backTab = Key(.tab, modifiers: .shift)
    /// Backspace, without modifiers.
    public static let backspace = Key(.backspace)
    /// Delete (forward), without modifiers.
    public static let delete = Key(.delete)
    /// Insert, without modifiers.
    public static let insert = Key(.insert)
    /// ↑, without modifiers.
    public static let up = Key(.up)
    /// ↓, without modifiers.
    public static let down = Key(.down)
    /// ←, without modifiers.
    public static let left = Key(.left)
    /// →, without modifiers.
    public static let right = Key(.right)
    /// Home, without modifiers.
    public static let home = Key(.home)
    /// End, without modifiers.
    public static let end = Key(.end)
    /// Page Up, without modifiers.
    public static let pageUp = Key(.pageUp)
    /// Page Down, without modifiers.
    public static let pageDown = Key(.pageDown)

    /// The character this key types into a text field, if it types one (no Ctrl or Alt).
    public var typedCharacter: Character? {
        guard case .character(let character) = code, modifiers.subtracting(.shift).isEmpty else { return nil }
        return character
    }

    public var description: String {
        var name: String
        switch code {
        case .character(" "): name = "Space"
        case .character(let character): name = String(character)
        case .function(let number): name = "F\(number)"
        case .enter: name = "Enter"
        case .escape: name = "Esc"
        case .tab: name = "Tab"
        case .backspace: name = "Backspace"
        case .delete: name = "Delete"
        case .insert: name = "Insert"
        case .up: name = "Up"
        case .down: name = "Down"
        case .left: name = "Left"
        case .right: name = "Right"
        case .home: name = "Home"
        case .end: name = "End"
        case .pageUp: name = "PgUp"
        case .pageDown: name = "PgDn"
        }
        if modifiers.contains(.shift) { name = "Shift-" + name }
        if modifiers.contains(.alt) { name = "Alt-" + name }
        if modifiers.contains(.control) { name = "Ctrl-" + name }
        return name
    }
}
