import Foundation

/// The temporary folder the children run in: `files/` (their working folder, the fixtures
/// their file operands name), `home/` (their `HOME`), `tmp/` (their `TMPDIR`) and `bin/`
/// (their whole `PATH`: `tools`, nothing else).
struct Workspace: Sendable {
    let root: String
    var files: String { root + "/files" }
    var home: String { root + "/home" }
    var bin: String { root + "/bin" }
    var temporary: String { root + "/tmp" }

    /// The programs on the children's `PATH`: what `CommandSafety.commands` name, and a shell.
    static let tools = ["echo", "true", "false", "seq", "sh"]

    /// File operands a mutation puts in: each fixture, and paths that are missing, odd or not
    /// files.
    static let operands = [
        "small.txt", "empty.txt", "binary.bin", "dir", "dir/sub", "missing.txt", "odd.txt", "big.txt",
        "noread.txt", "items.txt", "table.csv", "broken.csv", "tree.txt", "values.json", "theme.txt", "bad-theme.txt",
        "esc\u{1B}]0;x\u{7}.txt", "-",
        "", ".", "..", "/", "~", "dir/", "missing/deeper/file", "/dev/null", "small.txt/", "fifo",
        String(repeating: "d/", count: 3000),
    ]

    /// Makes a workspace under the system's temporary folder, or in `root` when given.
    init(root given: String? = nil) throws {
        if let given {
            root = given
        } else {
            var template = Array((NSTemporaryDirectory() + "/fuzz-args.XXXXXX").utf8CString)
            guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
            root = String(cString: made)
        }
        let manager = FileManager.default
        for folder in [files, home, bin, temporary, files + "/dir/sub", files + "/dir/.hidden-dir"] {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        for tool in Self.tools {
            guard let path = ["/usr/bin/", "/bin/"].map({ $0 + tool }).first(where: manager.isExecutableFile) else {
                continue
            }
            try? manager.removeItem(atPath: bin + "/" + tool)
            try manager.createSymbolicLink(atPath: bin + "/" + tool, withDestinationPath: path)
        }
        try makeFixtures()
    }

    private func makeFixtures() throws {
        let lines = (1...40).map { "Line \($0):\tsome text, ünïcödé 漢字 and a tab" }.joined(separator: "\n")
        let fixtures: [String: [UInt8]] = [
            "small.txt": Array((lines + "\n" + String(repeating: "long ", count: 300) + "\n").utf8),
            "empty.txt": [],
            "binary.bin": (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 37) },
            "odd.txt": Array("title \u{1B}]0;pwned\u{7} \u{1B}[2J\u{1B}[6n \u{9B}31m \u{202E}evil\r\nbell\u{7}\n".utf8)
                + [0xFF, 0xFE, 0xC3, 0x28, 0x0A] + Array(String(repeating: "x", count: 100_000).utf8),
            "big.txt": Array(
                (1...20_000).map { "row \($0) of a file of twenty thousand lines" }.joined(separator: "\n").utf8),
            "noread.txt": Array("secret\n".utf8),
            "items.txt": Array("kiwi\tKiwi\tA green fruit\nlemon\tLemon\nmango\n\u{1B}[2Jesc\tEsc\n".utf8),
            "table.csv": Array("name,age,city\nAda,36,London\n\"Hopper, Grace\",85,\"New\nYork\"\n".utf8),
            "broken.csv": Array("name,age\nAda,36,extra\nbad,\"quote\n".utf8),
            "table.tsv": Array("name\tage\nAda\t36\nGrace\t85\t\textra\n".utf8),
            "tree.txt": Array("src\n    app\n        main.swift\n    lib\ndocs\n\tREADME\n".utf8),
            "values.json": Array("{\"n\":\"Ada\",\"age\":36}\n".utf8),
            "theme.txt": Array(
                "# ocean\nbase = classic\nscreen = white on color24\nfocused = black on #ffd75f bold\n".utf8),
            "bad-theme.txt": Array("screen = white on color999\nbogus = 1\n".utf8),
            "esc\u{1B}]0;x\u{7}.txt": Array("a file with an odd name\n".utf8),
            "dir/a.txt": Array("a\n".utf8),
            "dir/b.md": Array("# b\n".utf8),
            "dir/.hidden": [],
            "dir/sub/c.swift": Array("print(1)\n".utf8),
        ]
        for (name, bytes) in fixtures {
            let path = files + "/" + name
            try? FileManager.default.removeItem(atPath: path)
            guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
        }
        chmod(files + "/noread.txt", 0)
        unlink(files + "/fifo")
        mkfifo(files + "/fifo", 0o600)
    }

    /// Removes the workspace.
    func remove() {
        chmod(files + "/noread.txt", 0o600)
        try? FileManager.default.removeItem(atPath: root)
    }
}
