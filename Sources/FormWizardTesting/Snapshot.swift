import FormWizard
import Foundation
import Testing

/// Compares the terminal's screen with a snapshot file stored beside the test file.
///
/// Snapshots live in `__Snapshots__/<test file name>/<name>.txt` next to the calling test file.
/// A missing snapshot is recorded (and the test fails, so that a new snapshot is reviewed before
/// it is trusted); with `RECORD_SNAPSHOTS=1` every snapshot is re-recorded. A mismatch fails
/// with a line diff.
///
/// - Parameters:
///   - terminal: the terminal whose screen is compared.
///   - name: the snapshot's name; by default the test function's name and the terminal size.
///   - fileID: the calling file's ID, for the default name; leave the default.
///   - filePath: the calling file's path, where the snapshot folder is; leave the default.
///   - function: the calling test, for the default name; leave the default.
///   - sourceLocation: where a failure is reported; leave the default.
@MainActor
public func assertSnapshot(
    _ terminal: VirtualTerminal,
    named name: String? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = terminal.snapshot
    let testName = function.prefix { $0 != "(" }
    let fileName = (name ?? "\(testName).\(terminal.size)") + ".txt"
    let testFile = URL(fileURLWithPath: filePath)
    let directory = testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let url = directory.appendingPathComponent(fileName)
    let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"

    if !record, let expected = try? String(contentsOf: url, encoding: .utf8) {
        if expected != actual {
            Issue.record(
                Comment(
                    rawValue: "Snapshot \(fileName) differs (- expected, + actual; RECORD_SNAPSHOTS=1 re-records):\n"
                        + SnapshotDiff.lines(expected: expected, actual: actual)),
                sourceLocation: sourceLocation)
        }
        return
    }
    do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
    } catch {
        Issue.record("Could not record snapshot \(url.path): \(error)", sourceLocation: sourceLocation)
        return
    }
    if !record {
        Issue.record(
            Comment(rawValue: "Recorded new snapshot \(fileName); review it and run again:\n\(actual)"),
            sourceLocation: sourceLocation)
    }
}

/// A readable line diff for snapshot failures.
enum SnapshotDiff {
    /// The lines of both texts with `-` for lines only expected and `+` for lines only
    /// present, from a longest-common-subsequence alignment.
    static func lines(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var output: [String] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                output.append("  " + old[i])
                i += 1
                j += 1
            } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
                output.append("- " + old[i])
                i += 1
            } else {
                output.append("+ " + new[j])
                j += 1
            }
        }
        return output.joined(separator: "\n")
    }
}
