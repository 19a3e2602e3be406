import Foundation

/// Writes `text` to the file at `path`, for commands that read files.
func writeFile(_ path: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

/// Removes the file at `path`, if there is one.
func removeFile(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
}
