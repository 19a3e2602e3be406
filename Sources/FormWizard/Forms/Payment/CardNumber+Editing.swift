/// Cursor positions and editing for a field that shows `formatted` while the user types.
///
/// A column is a position in `formatted` (0 is before the first digit; the text is ASCII, so a
/// column is also a character index and a screen column). "After digit k" is the column right
/// after the k-th digit, before any space that follows it. Every edit regroups the digits (the
/// brand may change) and returns the column of the cursor after it.
extension CardNumber {
    /// The column of a cursor after the first `count` digits: `count` plus the spaces before
    /// that digit. Clamped to 0...`digits.count`.
    public func column(afterDigits count: Int) -> Int {
        let count = min(max(count, 0), digits.count)
        return count + groupStarts.filter { $0 < count }.count
    }

    /// How many digits come before `column`; a column just after a space counts the digits
    /// before the space. Clamped to the text.
    public func digitCount(beforeColumn column: Int) -> Int {
        var count = 0
        for (index, character) in formatted.enumerated() where index < column && character != " " {
            count += 1
        }
        return count
    }

    /// Inserts the digits of `text` at `column` (other characters are skipped, digits past
    /// `maxDigits` dropped) and returns the column after the last digit inserted.
    public mutating func insert(_ text: some StringProtocol, atColumn column: Int) -> Int {
        let at = digitCount(beforeColumn: column)
        let room = Self.maxDigits - digits.count
        let inserted = text.filter(\.isASCIIDigit).prefix(room)
        var new = Array(digits)
        new.insert(contentsOf: inserted, at: at)
        digits = String(new)
        return self.column(afterDigits: at + inserted.count)
    }

    /// Backspace at `column`: deletes the digit before the cursor — over a space, the digit before
    /// the space — and returns the new column. Does nothing at the start.
    public mutating func deleteBackward(atColumn column: Int) -> Int {
        let before = digitCount(beforeColumn: column)
        guard before > 0 else { return 0 }
        remove(at: before - 1)
        return self.column(afterDigits: before - 1)
    }

    /// Delete at `column`: deletes the digit after the cursor (over a space, the digit after the
    /// space) and returns the new column. Does nothing at the end.
    public mutating func deleteForward(atColumn column: Int) -> Int {
        let before = digitCount(beforeColumn: column)
        if before < digits.count { remove(at: before) }
        return self.column(afterDigits: before)
    }

    private mutating func remove(at offset: Int) {
        digits.remove(at: digits.index(digits.startIndex, offsetBy: offset))
    }
}
