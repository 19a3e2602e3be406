/// Lines of a text kept outside memory and read when shown, such as a file read through an
/// index of where its lines start: what lets a pager open a file of any size at once, with
/// memory of the order of the screen.
///
/// The command line's `textbox FILE` gives a pager one (`Pager.show(_:)`); the lines of a
/// store never change, and a longer store (more of the file indexed) replaces the shorter.
package protocol LineStore: Sendable {
    /// How many lines are known.
    var count: Int { get }
    /// Line `index` (in `0..<count`), without its line break.
    func line(at index: Int) -> String
    /// Where line `index` ends in the text, in bytes, its line break counted.
    func byteEnd(ofLine index: Int) -> Int
    /// The first line in `range` that holds a match for `search` (the last one when not
    /// `forward`); `nil` when none does.
    func firstLine(matching search: TextSearch, in range: Range<Int>, forward: Bool) -> Int?
}

extension LineStore {
    package func firstLine(matching search: TextSearch, in range: Range<Int>, forward: Bool) -> Int? {
        forward
            ? range.first { search.matches(line(at: $0)) }
            : range.reversed().first { search.matches(line(at: $0)) }
    }
}
