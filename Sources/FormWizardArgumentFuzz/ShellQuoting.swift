/// Arguments written so that bash gives the program the same bytes: bare when they are plain,
/// in single quotes when they are printable, else in `$'…'` with `\xHH` escapes.
enum ShellQuoting {
    /// `argument` for a bash command line (its `shell` form when it has one).
    static func quote(_ argument: FuzzArgument) -> String {
        argument.shell ?? quote(argument.bytes)
    }

    /// `bytes` for a bash command line.
    static func quote(_ bytes: [UInt8]) -> String {
        if !bytes.isEmpty, bytes.allSatisfy(isPlain) { return String(decoding: bytes, as: UTF8.self) }
        if let text = String(validating: bytes, as: UTF8.self), text.unicodeScalars.allSatisfy(isPrintable) {
            return "'" + text.replacing("'", with: "'\\''") + "'"
        }
        var quoted = "$'"
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\\"): quoted += "\\\\"
            case UInt8(ascii: "'"): quoted += "\\'"
            case 0x20...0x7E: quoted.unicodeScalars.append(Unicode.Scalar(byte))
            default: quoted += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
            }
        }
        return quoted + "'"
    }

    /// `name=value` for an assignment before a command.
    static func assignment(_ name: String, _ value: String) -> String {
        name + "=" + (value.isEmpty ? "''" : quote(Array(value.utf8)))
    }

    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: "_./:=,@%+-".utf8.contains(byte)
        }
    }

    /// Whether a scalar shows as itself: no control character, no bidirectional override.
    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: false
        default: true
        }
    }
}
