/// The text of a bracketed paste as it arrives, one scalar at a time.
///
/// CR and CR LF become "\n" (terminals send Return as CR), Tab and newlines stay, other control
/// codes are dropped. Appending is amortised O(1), so a paste of megabytes costs linear time.
struct PasteText: Hashable, Sendable {
    private(set) var text = ""
    private var afterCarriageReturn = false

    mutating func append(_ scalar: Unicode.Scalar) {
        defer { afterCarriageReturn = scalar == "\r" }
        switch scalar.value {
        case 13:
            text.unicodeScalars.append("\n")
        case 10:
            if !afterCarriageReturn { text.unicodeScalars.append("\n") }
        case 9:
            text.unicodeScalars.append("\t")
        case 0..<0x20, 0x7F...0x9F:
            break
        default:
            text.unicodeScalars.append(scalar)
        }
    }
}
