import Testing

@testable import FormWizardCommandLine

struct TestGaugeFeed {
    /// What each line changes, in order.
    private func changes(_ lines: String...) -> [GaugeFeed.Change?] {
        var feed = GaugeFeed()
        return lines.map { feed.read($0) }
    }

    @Test func numbersArePercentages() {
        #expect(
            changes("0", "7", "100", " 42", "42 ", "\t42\t", "42 files copied", "042")
                == [0, 7, 100, 42, 42, 42, 42, 42].map { GaugeFeed.Change(percent: $0) })
    }

    @Test func numbersAbove100CountAs100WithoutOverflowing() {
        #expect(changes("101", "99999999999999999999999999") == [.init(percent: 100), .init(percent: 100)])
    }

    @Test func otherLinesAreIgnored() {
        #expect(
            changes("", "   ", "abc", "-5", "+5", "5.5", "50%", "5x", "x5", "½", "٥")
                == Array(repeating: nil, count: 11))
    }

    @Test func aBlockSetsPercentageAndMessageWhenItCloses() {
        #expect(
            changes("XXX", "80", "Almost", "there", "XXX")
                == [nil, nil, nil, nil, .init(percent: 80, message: "Almost\nthere")])
    }

    @Test func aBlockWithoutPercentage() {
        #expect(changes("XXX", "Copying a.txt", "XXX") == [nil, nil, .init(message: "Copying a.txt")])
    }

    @Test func onlyTheFirstLineOfABlockIsAPercentage() {
        #expect(changes("XXX", "10", "20", "XXX") == [nil, nil, nil, .init(percent: 10, message: "20")])
        #expect(changes("XXX", "Step", "20", "XXX") == [nil, nil, nil, .init(message: "Step\n20")])
    }

    @Test func anEmptyBlockEmptiesTheMessage() {
        #expect(changes("XXX", "XXX") == [nil, .init(message: "")])
        #expect(changes("XXX", "50", "XXX") == [nil, nil, .init(percent: 50, message: "")])
    }

    @Test func markersMayCarryMoreTextAndIndentation() {
        #expect(changes("  XXX start", "30", "Hi", "XXXX") == [nil, nil, nil, .init(percent: 30, message: "Hi")])
    }

    @Test func numbersCountAgainAfterABlock() {
        #expect(changes("XXX", "A", "XXX", "60") == [nil, nil, .init(message: "A"), .init(percent: 60)])
    }

    @Test func aBlockMessageIsBounded() {
        var feed = GaugeFeed()
        #expect(feed.read("XXX") == nil)
        let line = String(repeating: "x", count: 1000)
        for _ in 0..<100 { #expect(feed.read(line) == nil) }
        let change = feed.read("XXX")
        // 16 lines of 1000 bytes and their line breaks fit in 16 KiB; the 17th does not.
        #expect(change == .init(message: Array(repeating: line, count: 16).joined(separator: "\n")))
    }
}
