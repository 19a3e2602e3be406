/// Searches a catalog off the main actor, reusing earlier answers: a query that extends the
/// previous one filters only its matches, and going back (Backspace) finds the shorter query's
/// answer in a small cache.
///
/// The index is built on the first search, off the main actor, so a catalog costs nothing
/// before the first frame.
public actor ProductSearch {
    private let catalog: Catalog?
    private var builtIndex: ProductIndex?
    private var recent: [(words: [[UInt8]], matches: [Int32])] = []

    public init(_ catalog: Catalog) {
        self.catalog = catalog
    }

    public init(index: ProductIndex) {
        self.catalog = nil
        self.builtIndex = index
    }

    private var index: ProductIndex {
        if let builtIndex { return builtIndex }
        let index = ProductIndex(catalog ?? Catalog(products: []))
        builtIndex = index
        return index
    }

    /// Builds the index now rather than on the first search.
    public func prepare() {
        _ = index
    }

    /// The indices of the products whose name contains every word of `query`.
    ///
    /// - Throws: `CancellationError` when the searching task is cancelled.
    public func matches(for query: String) throws -> [Int32] {
        try Task.checkCancellation()
        let words = ProductIndex.words(of: query)
        if let cached = recent.last(where: { $0.words == words }) { return cached.matches }
        let base = recent.last { Self.narrows(words, $0.words) }
        let matches = index.filter(words, among: base?.matches)
        recent.append((words, matches))
        if recent.count > 16 { recent.removeFirst() }
        return matches
    }

    /// Whether every product matching `words` also matches `earlier`: each earlier word is
    /// contained in a word at the same place.
    private static func narrows(_ words: [[UInt8]], _ earlier: [[UInt8]]) -> Bool {
        guard earlier.count <= words.count, !earlier.isEmpty else { return false }
        for (old, new) in zip(earlier, words) where !new.starts(with: old) { return false }
        return true
    }
}
