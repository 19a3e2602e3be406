import FormWizard

/// A `LineSource` as an async sequence of single lines, for `Screen.showOutput(of:)`.
struct SourceLines: AsyncSequence, Sendable {
    typealias Element = String
    typealias Failure = any Error

    var source: any LineSource

    struct AsyncIterator: AsyncIteratorProtocol {
        var source: any LineSource
        var ready: [String] = []
        var index = 0

        mutating func next() async throws -> String? {
            if index == ready.count {
                guard let lines = await source.nextLines() else { return nil }
                ready = lines
                index = 0
            }
            defer { index += 1 }
            return ready[index]
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(source: source) }
}
