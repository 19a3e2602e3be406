import Synchronization

/// A grapheme cluster in four bytes: its scalar when it has one, otherwise the number under
/// which the cluster is kept in a process-wide table (emoji sequences, letters with combining
/// marks).
///
/// The table only grows, by each distinct multi-scalar cluster ever drawn; that is a handful
/// in practice.
struct Glyph: Hashable, Sendable {
    let raw: UInt32

    private static let interned: UInt32 = 0x8000_0000

    init(raw: UInt32) {
        self.raw = raw
    }

    init(_ character: Character) {
        if let ascii = character.asciiValue {
            raw = UInt32(ascii)
            return
        }
        var scalars = character.unicodeScalars.makeIterator()
        if let first = scalars.next(), scalars.next() == nil {
            raw = first.value
        } else {
            raw = Self.interned | GlyphTable.shared.number(for: character)
        }
    }

    static let space = Glyph(raw: 0x20)

    var character: Character {
        if raw & Self.interned == 0, let scalar = Unicode.Scalar(raw) { return Character(scalar) }
        return GlyphTable.shared.character(raw & ~Self.interned)
    }
}

/// The clusters of more than one scalar that have been drawn, numbered.
final class GlyphTable: Sendable {
    static let shared = GlyphTable()

    private struct Table {
        var numbers: [Character: UInt32] = [:]
        var characters: [Character] = []
    }

    private let table = Mutex(Table())

    func number(for character: Character) -> UInt32 {
        table.withLock { table in
            if let number = table.numbers[character] { return number }
            let number = UInt32(table.characters.count)
            table.characters.append(character)
            table.numbers[character] = number
            return number
        }
    }

    func character(_ number: UInt32) -> Character {
        table.withLock { $0.characters[Int(number)] }
    }
}
