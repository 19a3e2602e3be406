#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes the process' character-type locale UTF-8, which `wcwidth` and ncurses' wide-character
/// functions need.
public enum UTF8Locale {
    /// Selects the environment's locale for `LC_CTYPE`, falling back to `C.UTF-8` when that is
    /// not UTF-8 (containers and CI often leave `LANG` unset). Safe to call more than once.
    ///
    /// - Returns: whether the active character set is UTF-8 afterwards.
    @discardableResult
    public static func activate() -> Bool {
        if isActive { return true }
        _ = setlocale(LC_CTYPE, "")
        if isActive { return true }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if isActive { return true }
        }
        return false
    }

    /// Whether the current character-type locale uses UTF-8.
    public static var isActive: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        // Compared as ASCII bytes: `uppercased()` would pull in Unicode case tables at startup.
        return strcasecmp(codeset, "UTF-8") == 0 || strcasecmp(codeset, "UTF8") == 0
    }
}
