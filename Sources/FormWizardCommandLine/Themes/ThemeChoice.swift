import FormWizard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The theme a command line names (`--theme NAME|FILE`, `FORMWIZARD_THEME`): a built-in
/// theme's name, or else the path of a theme file (`Theme(file:)`).
enum ThemeChoice {
    /// The largest theme file read, in bytes.
    static let maximumFileSize = 64 * 1024

    /// The theme `name` names.
    ///
    /// - Parameters:
    ///   - name: a built-in theme's name or a theme file's path.
    ///   - source: how the command line named it, for messages (`--theme`, `FORMWIZARD_THEME`).
    /// - Throws: `.invalid` naming the file and line of a wrong theme file, or saying why the
    ///   file cannot be read.
    static func theme(named name: String, from source: String) throws(ArgumentError) -> Theme {
        if let theme = Theme.named(name) { return theme }
        let text = try contents(ofFile: name, source: source)
        do throws(ThemeFileError) {
            return try Theme(file: text)
        } catch {
            throw .invalid("theme file '\(name)', \(error)")
        }
    }

    private static func contents(ofFile path: String, source: String) throws(ArgumentError) -> String {
        let descriptor = ReadOpening.descriptor(reading: path, blockingReads: true)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw .invalid(
                "\(source) '\(path)' is neither a built-in theme (\(Theme.builtInNames.joined(separator: ", "))) "
                    + "nor a theme file that can be read (\(reason))")
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count <= maximumFileSize {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else {
                throw .invalid("cannot read theme file '\(path)': \(String(cString: strerror(errno)))")
            }
            if count == 0 { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(contentsOf: chunk[..<count])
        }
        throw .invalid("theme file '\(path)' is larger than \(maximumFileSize / 1024) KiB")
    }
}
