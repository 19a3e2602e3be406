extension ClusterText {
    /// A cluster as wrapping sees it: a line break, a space, or something `columns` wide.
    enum WrapClass: Equatable {
        case newline
        case space
        case other(columns: Int)

        /// The columns it takes on a row (a line break takes none).
        var columns: Int {
            switch self {
            case .newline: 0
            case .space: 1
            case .other(let columns): columns
            }
        }
    }

    /// The clusters of the text read from its bytes, for passes over many of them: a cluster
    /// of one byte (ASCII) is classed without making a `Character`.
    struct Clusters {
        fileprivate let bytes: UnsafeBufferPointer<UInt8>
        fileprivate let offsets: UnsafeBufferPointer<Int>

        var count: Int { offsets.count - 1 }

        subscript(index: Int) -> WrapClass {
            let start = offsets[index]
            let end = offsets[index + 1]
            if end - start == 1 {
                switch bytes[start] {
                case 0x0A: return .newline
                case 0x20: return .space
                default: return .other(columns: 1)
                }
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            return .other(columns: DisplayWidth.of(text))
        }

        /// The cluster index holding the byte at `offset`.
        func index(ofByte offset: Int) -> Int {
            var low = 0
            var high = count
            while low < high {
                let middle = (low + high + 1) / 2
                if offsets[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return low
        }

        /// The start of the line holding the cluster boundary `index` (after the `"\n"` before it).
        func lineStart(before index: Int) -> Int {
            var byte = offsets[index]
            while byte > 0, bytes[byte - 1] != 0x0A { byte -= 1 }
            return byte == offsets[index] ? index : self.index(ofByte: byte)
        }

        /// The end of the line holding the cluster boundary `index` (at the `"\n"` after it, or
        /// the end of the text).
        func lineEnd(after index: Int) -> Int {
            var byte = offsets[index]
            while byte < bytes.count, bytes[byte] != 0x0A { byte += 1 }
            return byte == offsets[index] ? index : self.index(ofByte: byte)
        }
    }

    /// Calls `body` with the clusters; it must not keep them.
    func withClusters<Result>(_ body: (Clusters) -> Result) -> Result {
        var string = string  // shares the storage: `withUTF8` copies only text that is not contiguous
        return string.withUTF8 { bytes in
            offsets.withUnsafeBufferPointer { offsets in body(Clusters(bytes: bytes, offsets: offsets)) }
        }
    }
}
