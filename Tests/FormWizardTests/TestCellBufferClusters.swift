import Testing

@testable import FormWizard

/// Issue 8, bug 8: every distinct cluster ever drawn was kept in a process-wide table for good.
struct TestCellBufferClusters {
    /// 20,000 distinct clusters (a CJK letter and a combining mark), each drawn once.
    private static let clusters = (0..<20_000).map { "\(Character(Unicode.Scalar(0x4E00 + $0)!))\u{301}" }

    @Test func aBufferKeepsOnlyAboutTheClustersItShows() {
        var buffer = CellBuffer(size: Size(columns: 10, rows: 2))
        for (index, cluster) in Self.clusters.enumerated() {
            buffer.write(cluster, at: Point(x: (index % 5) * 2, y: index % 2), style: .plain)
            #expect(buffer.keptClusterCount <= 64)
        }
        // What it shows is intact: the last ten drawn, each where it was drawn.
        var expected = [[String]](repeating: Array(repeating: "", count: 5), count: 2)
        for index in (Self.clusters.count - 10)..<Self.clusters.count {
            expected[index % 2][index % 5] = Self.clusters[index]
        }
        #expect(buffer.lines == expected.map { $0.joined() })
    }

    @Test func clustersAreComparedByTheirBytes() {
        var composed = CellBuffer(size: Size(columns: 2, rows: 1))
        composed.write("e\u{301}\u{323}", at: .zero, style: .plain)
        var reordered = CellBuffer(size: Size(columns: 2, rows: 1))
        reordered.write("e\u{323}\u{301}", at: .zero, style: .plain)  // canonically equivalent
        #expect(composed != reordered)
        #expect(FrameUpdate(from: composed, to: reordered, cursor: nil).changes.count == 1)
        var same = CellBuffer(size: Size(columns: 2, rows: 1))
        same.write("x", at: Point(x: 1, y: 0), style: .plain)
        same.write("e\u{301}\u{323}", at: .zero, style: .plain)
        same.write(" ", at: Point(x: 1, y: 0), style: .plain)
        #expect(same == composed)
    }
}
