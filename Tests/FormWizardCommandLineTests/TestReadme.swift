import Foundation
import Testing

/// README.md against the files it quotes, so that what it shows stays true.
///
/// A marker line right before a fenced block names what the block is a copy of:
/// - `<!-- snapshot: PATH -->`: the snapshot file's screen — its rows without the header line
///   and the styles, without trailing spaces, and without blank rows above and below;
/// - `<!-- source: PATH FUNCTION -->`: the function in that Swift file, from the line holding
///   `public func FUNCTION(` to the `}` at the same indentation, with that indentation taken
///   off every line (its doc comment and attributes are left out);
/// - `<!-- example: PATH NAME -->`: the lines between `// <readme: NAME>` and `// </readme>` in
///   that file (of the Examples package, which compiles them), each region's indentation
///   taken off, regions joined by a blank line.
///
/// After re-recording a snapshot that README.md shows, copy its new rows into the block.
struct TestReadme {
    /// The package's root: this file is `Tests/FormWizardCommandLineTests/TestReadme.swift`.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyCaptureIsItsSnapshot() throws {
        let blocks = try Self.readmeBlocks().filter { $0.kind == "snapshot" }
        #expect(!blocks.isEmpty, "README.md has no <!-- snapshot: PATH --> marker, so no capture is checked")
        for block in blocks {
            guard let rows = try Self.screenRows(ofSnapshot: block.argument, for: block) else { continue }
            #expect(block.text == Text(rows, from: block.argument), "\(Self.difference(block, rows))")
        }
    }

    @Test func theFlowFunctionIsTheSource() throws {
        let blocks = try Self.readmeBlocks().filter { $0.kind == "source" }
        // Every source block README.md shows; a new one adds its marker's argument here.
        #expect(blocks.map(\.argument) == ["Sources/Checkout/Flow/Checkout.swift prepareOrder"])
        for block in blocks {
            let words = block.argument.split(separator: " ").map(String.init)
            guard words.count == 2 else {
                Issue.record("README.md line \(block.markerLine): a source marker needs a path and a function name")
                continue
            }
            guard let source = try Self.function(named: words[1], inFile: words[0], for: block) else { continue }
            #expect(block.text == Text(source, from: words[0]), "\(Self.difference(block, source))")
        }
    }

    @Test func everyExampleIsTheExamplesPackage() throws {
        let blocks = try Self.readmeBlocks().filter { $0.kind == "example" }
        // Every Swift example README.md shows outside the checkout's source.
        #expect(
            blocks.map(\.argument) == [
                "Examples/Shared/App/Readme.swift cleanUp", "Examples/Shared/App/Readme.swift signUp",
                "Examples/Shared/App/Readme.swift installSettings",
                "Examples/Shared/AppTests/TestReadme.swift deleteAsksFirst",
            ])
        for block in blocks {
            let words = block.argument.split(separator: " ").map(String.init)
            guard words.count == 2, let file = try Self.linesIfPresent(of: words[0], for: block) else {
                Issue.record("README.md line \(block.markerLine): an example marker needs an existing path and a name")
                continue
            }
            let example = Self.regions(named: words[1], in: file)
            #expect(!example.isEmpty, "\(words[0]) has no region '// <readme: \(words[1])>'")
            #expect(block.text == Text(example, from: words[0]), "\(Self.difference(block, example))")
        }
    }

    /// The regions of `file` between `// <readme: name>` and `// </readme>`, each without the
    /// indentation of its opening marker, joined by a blank line.
    static func regions(named name: String, in file: [String]) -> [String] {
        var regions: [[String]] = []
        var index = 0
        while let start = file[index...].firstIndex(where: {
            $0.trimmingCharacters(in: .whitespaces) == "// <readme: \(name)>"
        }) {
            let indentation = String(file[start].prefix { $0 == " " })
            let end =
                file[start...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "// </readme>" } ?? file.endIndex
            regions.append(
                file[(start + 1)..<end].map { $0.hasPrefix(indentation) ? String($0.dropFirst(indentation.count)) : $0 }
            )
            index = min(end, file.count - 1) + 1
            if index >= file.count { break }
        }
        return Array(regions.joined(separator: [""]))
    }

    // MARK: - Reading README.md

    /// A fenced block of README.md that a marker line names the original of.
    struct Block {
        /// `snapshot` or `source`.
        var kind: String
        /// What follows the kind in the marker: a path, and for a source a function's name.
        var argument: String
        /// The marker's line number in README.md, counting from 1.
        var markerLine: Int
        /// The block's lines, between its fences.
        var lines: [String]

        /// The lines, to compare with the original's.
        var text: Text { Text(lines, from: "README.md line \(markerLine + 2)") }
    }

    /// Lines compared whole, shown in a failure by their count and origin: `swift test` loses
    /// an issue whose expansion of two screens runs to thousands of characters on one line,
    /// message and all, so the message (`difference`) shows the lines that differ instead.
    struct Text: Equatable, CustomTestStringConvertible {
        var lines: [String]
        /// Where the lines come from; not compared.
        var origin: String

        init(_ lines: [String], from origin: String) {
            self.lines = lines
            self.origin = origin
        }

        static func == (lhs: Text, rhs: Text) -> Bool { lhs.lines == rhs.lines }

        var testDescription: String { "\(lines.count) lines from \(origin)" }
    }

    /// The marked blocks of README.md, in order. A marker of an unknown kind, or one not
    /// followed by a complete fenced block, is recorded as an issue.
    static func readmeBlocks() throws -> [Block] {
        let lines = try lines(of: "README.md")
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard let found = marker(in: lines[index]) else { continue }
            let (kind, argument) = found
            let markerLine = index + 1
            guard kind == "snapshot" || kind == "source" || kind == "example" else {
                Issue.record(
                    "README.md line \(markerLine): unknown marker '\(kind)' (known: snapshot, source, example)")
                continue
            }
            guard index + 1 < lines.count, lines[index + 1].hasPrefix("```") else {
                Issue.record("README.md line \(markerLine): the \(kind) marker is not followed by a ``` line")
                continue
            }
            let start = index + 2
            guard let end = lines[start...].firstIndex(of: "```") else {
                Issue.record("README.md line \(markerLine): the block after the \(kind) marker is never closed")
                break
            }
            blocks.append(
                Block(kind: kind, argument: argument, markerLine: markerLine, lines: Array(lines[start..<end])))
            index = end
        }
        return blocks
    }

    /// The kind and argument of a marker line `<!-- KIND: ARGUMENT -->`, or `nil`.
    static func marker(in line: String) -> (kind: String, argument: String)? {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("<!--"), text.hasSuffix("-->"), text.count >= 7 else { return nil }
        let inside = text.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
        guard let colon = inside.firstIndex(of: ":") else { return nil }
        let kind = String(inside[..<colon])
        guard !kind.isEmpty, kind.allSatisfy({ $0.isLetter }) else { return nil }
        return (kind, inside[inside.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }

    // MARK: - The originals

    /// The screen of the snapshot at `path`: the rows between the header line and
    /// `── styles ──`, trailing spaces trimmed, blank rows at the top and bottom dropped.
    static func screenRows(ofSnapshot path: String, for block: Block) throws -> [String]? {
        guard let file = try linesIfPresent(of: path, for: block) else { return nil }
        guard let header = file.first, header.hasPrefix("── "), header.hasSuffix(" ──") else {
            Issue.record("\(path) does not start with a snapshot header such as '── 80x24 cursor hidden ──'")
            return nil
        }
        let grid = file.dropFirst().prefix { $0 != "── styles ──" }
        var rows = grid.map(withoutTrailingSpaces)
        while rows.first == "" { rows.removeFirst() }
        while rows.last == "" { rows.removeLast() }
        return rows
    }

    /// The function `name` in the Swift file at `path`, from its `public func` line to the
    /// closing brace at that line's indentation, with the indentation removed.
    static func function(named name: String, inFile path: String, for block: Block) throws -> [String]? {
        guard let file = try linesIfPresent(of: path, for: block) else { return nil }
        let starts = file.indices.filter { file[$0].contains("public func \(name)(") }
        guard starts.count == 1, let start = starts.first else {
            Issue.record("\(path) has \(starts.count) lines declaring 'public func \(name)(', not one")
            return nil
        }
        let indentation = String(file[start].prefix { $0 == " " })
        guard let end = file[start...].firstIndex(of: indentation + "}") else {
            Issue.record("\(path): 'public func \(name)(' has no closing brace at its indentation")
            return nil
        }
        return file[start...end].map { line in
            line.hasPrefix(indentation) ? String(line.dropFirst(indentation.count)) : line
        }
    }

    /// `row` without the spaces at its end.
    static func withoutTrailingSpaces(_ row: String) -> String {
        var end = row.endIndex
        while end > row.startIndex, row[row.index(before: end)] == " " { end = row.index(before: end) }
        return String(row[..<end])
    }

    // MARK: - Files

    /// The lines of the file at `path` from the package's root.
    static func lines(of path: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        return text.components(separatedBy: "\n")
    }

    /// The lines of the file at `path`, or `nil` after recording that README.md names a file
    /// that is not there.
    static func linesIfPresent(of path: String, for block: Block) throws -> [String]? {
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) else {
            Issue.record("README.md line \(block.markerLine) names \(path), which does not exist")
            return nil
        }
        return try lines(of: path)
    }

    /// Where `block` first differs from `original`, for a failing expectation's message.
    static func difference(_ block: Block, _ original: [String]) -> String {
        let file = block.argument
        let common = min(block.lines.count, original.count)
        let first = (0..<common).first { block.lines[$0] != original[$0] } ?? common
        let readmeLine = block.markerLine + 2 + first
        let shown = first < block.lines.count ? "'\(block.lines[first])'" : "(the block ends)"
        let expected = first < original.count ? "'\(original[first])'" : "(\(file) ends)"
        return """
            README.md's block after line \(block.markerLine) is not \(file) \
            (\(block.lines.count) lines against \(original.count)); first difference at README.md line \(readmeLine):
              README.md: \(shown)
              \(file): \(expected)
            Copy the block from \(file) again.
            """
    }
}
