/// Why parsing a command line stopped.
package enum ArgumentError: Error, Hashable {
    /// `--help` or `-h`: print the command's help and exit 0.
    case helpRequested
    /// Something is wrong; the message says what, without the program's name.
    case invalid(String)
}
