/// How a secret's field shows what is typed: never the text itself.
public enum SecretMask: Hashable, Sendable {
    /// One `•` per grapheme cluster, so the user can count what they typed (the default, as
    /// most password prompts show it).
    case bullets
    /// One `character` per grapheme cluster (`*`, as whiptail and dialog's `--insecure` show it).
    case repeating(Character)
    /// Nothing at all: the cursor stays at the field's start, so not even the length shows
    /// (dialog's password boxes without `--insecure`).
    case hidden

    /// The character drawn for each cluster; `nil` when nothing is drawn.
    var character: Character? {
        switch self {
        case .bullets: LineEditor.mask
        case .repeating(let character): character
        case .hidden: nil
        }
    }
}
