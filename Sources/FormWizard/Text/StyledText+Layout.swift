extension StyledText {
    /// The lines of the text wrapped to `width` columns, as `TextLayout.wrap` breaks its plain
    /// text, each character keeping its style.
    public func wrapped(width: Int) -> [StyledText] {
        let lines = TextLayout.wrap(plain, width: width)
        guard isStyled else { return lines.map { StyledText($0) } }
        var restyler = Restyler(self)
        return lines.map { restyler.restyle($0) }
    }

    /// The text cut to at most `width` columns, ending in `…` when something was cut (as
    /// `TextLayout.truncate`), each character kept keeping its style.
    public func truncated(to width: Int) -> StyledText {
        let plain = self.plain
        let cut = TextLayout.truncate(plain, to: width)
        guard isStyled, cut != plain else { return cut == plain ? self : StyledText(cut) }
        var restyler = Restyler(self)
        return restyler.restyle(cut)
    }

    /// The text safe to draw on one row (`TextLayout.displayable`, run by run).
    public var displayable: StyledText {
        StyledText(
            runs: runs.map {
                Run(TextLayout.displayable($0.text), attributes: $0.attributes, foreground: $0.foreground)
            })
    }

    /// Gives the characters of lines made from a styled text's plain text (wrapped, cut) the
    /// style they had there; a character the text did not have (`…`) has none.
    private struct Restyler {
        /// The plain text's characters, and the run each one's first scalar is in.
        let characters: [Character]
        let styles: [Run]
        /// The first character not yet matched.
        var next = 0

        init(_ text: StyledText) {
            var characters: [Character] = []
            var styles: [Run] = []
            var ends: [Int] = []  // where each run ends, in scalars
            var total = 0
            for run in text.runs {
                total += run.text.unicodeScalars.count
                ends.append(total)
            }
            var scalar = 0
            var run = 0
            for character in text.plain {
                while run < ends.count - 1, scalar >= ends[run] { run += 1 }
                characters.append(character)
                styles.append(Run("", attributes: text.runs[run].attributes, foreground: text.runs[run].foreground))
                scalar += character.unicodeScalars.count
            }
            self.characters = characters
            self.styles = styles
        }

        /// `line`, a piece of the plain text from where the last one ended (spaces and line
        /// breaks between them dropped, tabs made spaces), with its characters' styles.
        mutating func restyle(_ line: String) -> StyledText {
            var result = StyledText(runs: [])
            for character in line {
                var index = next
                while index < characters.count, !Self.same(characters[index], character) { index += 1 }
                guard index < characters.count else {
                    result.append(Run(String(character)))
                    continue
                }
                next = index + 1
                var run = styles[index]
                run.text = String(character)
                result.append(run)
            }
            return result
        }

        private static func same(_ original: Character, _ shown: Character) -> Bool {
            original == shown || (shown == " " && original == "\t")
        }
    }
}
