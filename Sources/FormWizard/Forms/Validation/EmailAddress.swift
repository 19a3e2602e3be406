/// The pragmatic e-mail address check behind `Validator.email()`.
enum EmailAddress {
    /// Whether `text` is `local@domain.tld` without spaces, with one `@`, dotted domain labels of
    /// letters, digits and inner hyphens, no leading, trailing or doubled dots and a top-level
    /// domain of two letters or more (or an `xn--` label).
    static func isPlausible(_ text: String) -> Bool {
        guard text.count <= 254 else { return false }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return false }
        return isLocalPart(parts[0]) && isDomain(parts[1])
    }

    private static func isLocalPart(_ local: Substring) -> Bool {
        guard !local.isEmpty, local.count <= 64 else { return false }
        guard local.allSatisfy(isLocalCharacter) else { return false }
        return dotsAreInner(local)
    }

    private static func isDomain(_ domain: Substring) -> Bool {
        guard dotsAreInner(domain) else { return false }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy(isLabel), let top = labels.last else { return false }
        return top.hasPrefix("xn--") || (top.count >= 2 && top.allSatisfy(\.isLetter))
    }

    private static func isLabel(_ label: Substring) -> Bool {
        guard !label.isEmpty, label.count <= 63, label.first != "-", label.last != "-" else { return false }
        return label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
    }

    private static func isLocalCharacter(_ character: Character) -> Bool {
        if character.isWhitespace { return false }
        if let ascii = character.asciiValue {
            return ascii > 0x20 && ascii < 0x7F && !#"@"(),:;<>[\]"#.contains(character)
        }
        return character.isLetter || character.isNumber
    }

    /// No dot at the start or end and no two dots in a row.
    private static func dotsAreInner(_ text: Substring) -> Bool {
        text.first != "." && text.last != "." && !text.contains("..")
    }
}
