/// Reads the lines that drive `formwizard gauge`, as `dialog --gauge` does.
///
/// - A line holding a whole number sets the percentage: digits, then nothing or a space and
///   anything (`50`, ` 50 files`); numbers above 100 count as 100. Any other line is ignored.
/// - A line starting with `XXX` opens a block, and the next such line closes it. The block's
///   first line, when it is a number, sets the percentage; its other lines, one per line,
///   become the message. Both take effect when the block closes.
///
/// A block's message keeps at most `maximumMessageLength` bytes of lines, so that a block
/// that never closes takes bounded memory.
struct GaugeFeed: Hashable, Sendable {
    /// What a line changes: the percentage, the message, or both.
    struct Change: Hashable, Sendable {
        var percent: Int?
        var message: String?
    }

    /// The most bytes of message lines a block keeps; later lines are dropped.
    static let maximumMessageLength = 16 * 1024

    /// The open block; `nil` outside one.
    private var block: Block?

    private struct Block: Hashable, Sendable {
        var percent: Int?
        var lines: [String] = []
        var length = 0
        var isFirstLine = true
    }

    /// Reads one line; returns what it changes, if anything.
    mutating func read(_ line: String) -> Change? {
        let isMarker = line.drop(while: \.isWhitespace).hasPrefix("XXX")
        guard var block else {
            if isMarker {
                block = Block()
                return nil
            }
            return Self.percent(in: line).map { Change(percent: $0) }
        }
        if isMarker {
            self.block = nil
            return Change(percent: block.percent, message: block.lines.joined(separator: "\n"))
        }
        if block.isFirstLine, let percent = Self.percent(in: line) {
            block.percent = percent
        } else if block.length + line.utf8.count <= Self.maximumMessageLength {
            block.lines.append(line)
            block.length += line.utf8.count + 1
        }
        block.isFirstLine = false
        self.block = block
        return nil
    }

    /// The percentage a line holds (0 to 100), or `nil` when it holds none.
    static func percent(in line: String) -> Int? {
        let text = line.utf8.drop { $0 == 0x20 || $0 == 0x09 }
        let digits = text.prefix { (0x30...0x39).contains($0) }
        guard !digits.isEmpty else { return nil }
        if let next = text.dropFirst(digits.count).first, next != 0x20, next != 0x09, next != 0x0D {
            return nil
        }
        var value = 0
        for digit in digits {
            value = min(100, value * 10 + Int(digit - 0x30))
        }
        return value
    }
}
