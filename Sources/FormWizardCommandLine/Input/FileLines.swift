import FormWizard

/// The lines of a file descriptor (standard input, a pipe, a file), read as they arrive
/// without blocking any actor.
///
/// A thread of its own reads (`FileLinesReader`), only while a reader waits and no line is
/// ready: chunk after chunk until one completes a line. Then it stops, so a writer faster than
/// the reader is held back by the pipe, and memory stays bounded by one chunk and one line
/// (`LineSplitter`) however much input there is. End of file, or an error other than an
/// interruption, ends the lines; an unterminated last line still counts.
///
/// It reads a duplicate of the descriptor and closes it when done (at the end of the input,
/// or when this is released), so the caller may close its own at any time.
package final class FileLines: LineSource {
    /// How many bytes one read takes at most, unless the reader asks for more.
    package static let chunkSize = 16 * 1024

    private let reader: FileLinesReader

    /// Reads `descriptor`; lines longer than `maximumLineLength` bytes are cut.
    ///
    /// A larger `chunkSize` hands over more lines at a time: a reader that wants the whole
    /// input (the pager) takes a big file in fewer rounds; memory stays bounded by one chunk.
    package init(
        fileDescriptor: Int32, maximumLineLength: Int = LineSplitter.defaultMaximumLength,
        chunkSize: Int = FileLines.chunkSize
    ) {
        reader = FileLinesReader(
            fileDescriptor: fileDescriptor, maximumLineLength: maximumLineLength, chunkSize: chunkSize)
    }

    deinit {
        reader.close()
    }

    package func nextLines() async -> [String]? {
        await reader.nextLines()
    }
}
