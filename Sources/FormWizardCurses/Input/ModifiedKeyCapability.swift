import FormWizard

/// The terminfo names of keys pressed with modifiers (ncurses' extended capabilities such as
/// `kLFT5`, Ctrl-Left), and the key each stands for.
///
/// The digit is xterm's modifier parameter: 2 Shift, 3 Alt, 4 Shift-Alt, 5 Ctrl, 6 Shift-Ctrl,
/// 7 Alt-Ctrl, 8 Shift-Alt-Ctrl. A terminal opening looks each name up (`tigetstr`) and asks
/// ncurses which code it reports for it (`key_defined`).
struct ModifiedKeyCapability: Hashable, Sendable {
    /// The terminfo name, e.g. `kLFT5`.
    var name: String
    var key: Key

    private static let bases: [(prefix: String, code: Key.Code)] = [
        ("kUP", .up), ("kDN", .down), ("kLFT", .left), ("kRIT", .right),
        ("kHOM", .home), ("kEND", .end), ("kPRV", .pageUp), ("kNXT", .pageDown),
        ("kDC", .delete), ("kIC", .insert),
    ]

    /// The modifiers of xterm's parameter `number` (2 to 8), or `nil` outside that range.
    static func modifiers(forParameter number: Int) -> Key.Modifiers? {
        guard (2...8).contains(number) else { return nil }
        let bits = number - 1
        var modifiers: Key.Modifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    /// Every name to look up: ten keys times seven modifier combinations.
    static let all: [ModifiedKeyCapability] = bases.flatMap { base in
        (2...8).map { number in
            // The digit as a character, not String(number): integer printing is not needed
            // anywhere else at startup.
            let digit = Character(Unicode.Scalar(UInt8(ascii: "0") + UInt8(number)))
            return ModifiedKeyCapability(
                name: base.prefix + String(digit), key: Key(base.code, modifiers: modifiers(forParameter: number)!))
        }
    }
}
