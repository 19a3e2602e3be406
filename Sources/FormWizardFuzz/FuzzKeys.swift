import FormWizard
import FormWizardTesting

/// Random keys: the ones dialogs act on, often, and everything else a terminal can report.
enum FuzzKeys {
    static let actions: [Key] = [.enter, .escape, .tab, .backTab, .up, .down, .left, .right, .character(" ")]
    static let editing: [Key] = [
        .backspace, .delete, .insert, .home, .end, .pageUp, .pageDown, .ctrl("u"), .ctrl("k"), .ctrl("w"),
        .ctrl("a"), .ctrl("e"), .ctrl("c"), .ctrl("d"), .ctrl("l"), .ctrl("z"), .alt("b"), .alt("f"),
        .alt("\u{7F}"), .function(1), .function(10), .function(63), Key(.left, modifiers: [.control]),
        Key(.right, modifiers: [.alt, .shift]), Key(.enter, modifiers: .alt), Key(.escape, modifiers: .alt),
        Key(.backspace, modifiers: .control), Key(.character("A"), modifiers: .shift),
        Key(.character("\u{0}"), modifiers: .control),
        // What the lists, the pager, the edit box, the build list and the input menu act on.
        .character("/"), .character("n"), .character("N"), .character("K"), .character("J"), .function(2),
        .ctrl("s"), .ctrl("n"), .ctrl("y"), Key(.up, modifiers: .control), Key(.down, modifiers: .alt),
    ]

    static func key(_ rng: inout SeededGenerator) -> Key {
        switch rng.weighted([30, 30, 12, 10, 3]) {
        case 0: rng.pick(actions)
        case 1: .character(rng.pick(Array("abcdefghijklmnopqrstuvwxyz0123456789-+.@ ")))
        case 2: rng.pick(editing)
        case 3: .character(rng.pick(Array(FuzzText.short(&rng, maxPieces: 2) + "x")))
        default: .character(Character(Unicode.Scalar(UInt8.random(in: 0...0x7F, using: &rng))))
        }
    }

    /// Keys that mostly do not leave the dialog: for typing into fields.
    static func typing(_ rng: inout SeededGenerator) -> Key {
        rng.chance(0.9) ? .character(rng.pick(Array(FuzzText.short(&rng, maxPieces: 2) + "ab1 "))) : key(&rng)
    }
}
