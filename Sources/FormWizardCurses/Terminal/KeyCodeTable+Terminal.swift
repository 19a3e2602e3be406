import CNcurses
import FormWizard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension KeyCodeTable {
    /// The standard codes, the modified keys this terminal defines (`kLFT5`, ...), and two
    /// codes above `KEY_MAX` bound to the bracketed-paste markers. Call it once the terminal's
    /// screen is current.
    @MainActor
    static func forCurrentTerminal() -> KeyCodeTable {
        var table = KeyCodeTable.standard
        for capability in ModifiedKeyCapability.all {
            guard let sequence = fw_tigetstr(capability.name) else { continue }
            let code = key_defined(sequence)
            if code > 0, table[code] == nil {
                table[code] = .key(capability.key)
            }
        }
        var next = KEY_MAX + 1
        for (sequence, meaning) in [("\u{1B}[200~", Meaning.pasteStart), ("\u{1B}[201~", .pasteEnd)] {
            var code = key_defined(sequence)
            if code <= 0 {
                code = unusedKeyCode(from: &next)
                define_key(sequence, code)
            }
            table[code] = meaning
        }
        return table
    }

    /// The first key code from `next` that nothing is bound to; `next` moves past it.
    @MainActor
    private static func unusedKeyCode(from next: inout Int32) -> Int32 {
        while let bound = keybound(next, 0) {
            free(bound)
            next += 1
        }
        defer { next += 1 }
        return next
    }
}
