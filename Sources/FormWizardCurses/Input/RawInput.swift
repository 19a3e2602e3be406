/// One thing `wgetch` returned: a byte of the tty's UTF-8 input, or a key code (`KEY_UP`, a
/// code bound with `define_key`, ...).
///
/// Bytes rather than `wget_wch`'s characters: on an invalid byte `wget_wch` returns ERR in
/// the middle of the input and discards up to 144 bytes after it, where `UTF8Assembler` puts
/// one U+FFFD and keeps everything else.
enum RawInput: Hashable, Sendable {
    case byte(UInt8)
    case keyCode(Int32)
}
