extension FilterIndex {
    /// The lines `query` matches, ranked, read from `base`'s matches: `base` answers a query
    /// that `query` narrows (or is `nil`, or the empty query's, for every line).
    ///
    /// Lines are refused by their mask first; the others are scanned forward for the earliest
    /// end of a match, from where `base`'s match ended when `query` only adds characters to
    /// `base`'s, then back from that end for the score, without allocating. The ranking is a
    /// counting sort over the scores (stable, linear), not a sort of a million.
    /// - Returns: `nil` when `isCancelled` says so (asked every 16,384 lines).
    func search(_ query: FuzzyQuery, from base: FilterResult?, isCancelled: () -> Bool = { false }) -> FilterResult? {
        if query.isEmpty { return FilterResult(everyLineOf: self) }
        let candidates = base?.matches
        let candidateEntries = base?.entries
        let resumes = base.map { query.codes.starts(with: $0.query.codes) } ?? false
        let resumeEnds = resumes ? base?.ends : nil
        let resumeNext = resumeEnds == nil ? 0 : base?.query.codes.count ?? 0
        let wanted = query.mask
        let reserve = candidates?.count ?? count
        let found = withStorage { bytes, upper, wide, entries in
            query.codes.withUnsafeBufferPointer {
                codes -> (lines: [Int32], ends: [Int32], entries: [Entry], scores: [Int32])? in
                var lines: [Int32] = []
                var ends: [Int32] = []
                var found: [Entry] = []
                var scores: [Int32] = []
                lines.reserveCapacity(reserve)
                ends.reserveCapacity(reserve)
                found.reserveCapacity(reserve)
                scores.reserveCapacity(reserve)
                let storage = Storage(bytes: bytes, upper: upper, wide: wide)
                if let candidates, let candidateEntries {
                    for (order, line) in candidates.enumerated() {
                        if order & 0x3FFF == 0, isCancelled() { return nil }
                        let entry = candidateEntries[order]
                        guard entry.mask & wanted == wanted else { continue }
                        let start = resumeEnds.map { Int($0[order]) + 1 } ?? 0
                        guard let (end, score) = Self.match(codes, entry, storage, from: start, next: resumeNext)
                        else { continue }
                        lines.append(line)
                        ends.append(Int32(end))
                        found.append(entry)
                        scores.append(Int32(clamping: score))
                    }
                } else {
                    for line in 0..<entries.count {
                        if line & 0x3FFF == 0, isCancelled() { return nil }
                        let entry = entries[line]
                        guard entry.mask & wanted == wanted,
                            let (end, score) = Self.match(codes, entry, storage, from: 0, next: 0)
                        else { continue }
                        lines.append(Int32(line))
                        ends.append(Int32(end))
                        found.append(entry)
                        scores.append(Int32(clamping: score))
                    }
                }
                return (lines, ends, found, scores)
            }
        }
        guard let found else { return nil }
        return FilterResult(
            query: query, matches: found.lines, ends: found.ends, entries: found.entries,
            ranked: Self.ranked(found.lines, by: found.scores))
    }

    /// The texts' storage, as buffers.
    struct Storage {
        let bytes: UnsafeBufferPointer<UInt8>
        let upper: UnsafePointer<UInt64>
        let wide: UnsafeBufferPointer<UInt32>
    }

    /// Where the earliest match of `codes` in the line of `entry` ends, and its score.
    @inline(__always)
    private static func match(
        _ codes: UnsafeBufferPointer<UInt32>, _ entry: Entry, _ storage: Storage, from start: Int, next: Int
    ) -> (Int, Int)? {
        let offset = entry.start
        let length = Int(entry.length)
        let noPositions = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)
        if length >= 0 {
            let text = ASCIIFuzzyText(
                bytes: UnsafeBufferPointer(rebasing: storage.bytes[offset..<offset + length]),
                upper: entry.hasUpper ? storage.upper : nil, offset: offset)
            guard let end = FuzzyText.end(of: codes, in: text, from: start, next: next) else { return nil }
            return (end, FuzzyText.score(of: codes, in: text, endingAt: end, positions: noPositions))
        }
        let text = WideFuzzyText(units: UnsafeBufferPointer(rebasing: storage.wide[offset..<offset - length]))
        guard let end = FuzzyText.end(of: codes, in: text, from: start, next: next) else { return nil }
        return (end, FuzzyText.score(of: codes, in: text, endingAt: end, positions: noPositions))
    }

    /// The index's arrays, as buffers.
    private func withStorage<R>(
        _ body: (
            UnsafeBufferPointer<UInt8>, UnsafePointer<UInt64>, UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<Entry>
        ) -> R
    ) -> R {
        bytes.withUnsafeBufferPointer { bytes in
            upper.withUnsafeBufferPointer { upper in
                wide.withUnsafeBufferPointer { wide in
                    entries.withUnsafeBufferPointer { entries in body(bytes, upper.baseAddress!, wide, entries) }
                }
            }
        }
    }

    /// `lines` best score first, equal scores in their order: a counting sort when the scores
    /// span at most a million values (always, but for lines of more than a million
    /// characters), a stable sort otherwise.
    static func ranked(_ lines: [Int32], by scores: [Int32]) -> [Int32] {
        guard let low = scores.min(), let high = scores.max() else { return [] }
        let span = Int(high) - Int(low) + 1
        guard span <= 1 << 20 else {
            return lines.indices.sorted { scores[$0] != scores[$1] ? scores[$0] > scores[$1] : $0 < $1 }.map {
                lines[$0]
            }
        }
        if span == 1 { return lines }
        var next = [Int](repeating: 0, count: span + 1)
        for score in scores { next[Int(high - score) + 1] += 1 }
        for bucket in 1...span { next[bucket] += next[bucket - 1] }
        var ranked = [Int32](repeating: 0, count: lines.count)
        ranked.withUnsafeMutableBufferPointer { ranked in
            for (order, line) in lines.enumerated() {
                let bucket = Int(high - scores[order])
                ranked[next[bucket]] = line
                next[bucket] += 1
            }
        }
        return ranked
    }
}
