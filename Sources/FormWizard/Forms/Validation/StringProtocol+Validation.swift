/// Small text checks the validators and the commands share (no Foundation: no
/// `trimmingCharacters(in:)`).
extension StringProtocol {
    /// Whether the text is empty or only white space (spaces, tabs, line breaks).
    var isBlank: Bool {
        allSatisfy(\.isWhitespace)
    }

    /// The text without white space at either end.
    package func trimmingWhitespace() -> SubSequence {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }
}

extension Character {
    /// Whether this is one of the ASCII digits 0 to 9 alone (`isNumber` also takes "٣" and "½",
    /// and a range check "0"..."9" a digit with a combining mark).
    var isASCIIDigit: Bool {
        asciiValue.map { (0x30...0x39).contains($0) } ?? false
    }

    /// Whether this is one of the ASCII capital letters A to Z alone.
    var isASCIIUppercase: Bool {
        asciiValue.map { (0x41...0x5A).contains($0) } ?? false
    }
}
