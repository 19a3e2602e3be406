/// The draws randomized tests and the fuzzers make from a `SeededGenerator`.
extension SeededGenerator {
    /// A generator for case `index` of a run seeded with `seed`, mixed with `salt` (one per use,
    /// so two fuzzers' cases differ): it depends on nothing else, so one case replays alone.
    public init(seed: UInt64, case index: Int, salt: UInt64) {
        var mixer = SeededGenerator(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15))
        self.init(seed: mixer.next() ^ salt)
    }

    /// `true` with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }

    /// A random element of a non-empty array.
    public mutating func pick<T>(_ elements: [T]) -> T {
        elements[Int.random(in: 0..<elements.count, using: &self)]
    }

    /// A random index into `weights`, each as likely as its weight.
    public mutating func weighted(_ weights: [Int]) -> Int {
        var roll = Int.random(in: 0..<max(1, weights.reduce(0, +)), using: &self)
        for (index, weight) in weights.enumerated() {
            if roll < weight { return index }
            roll -= weight
        }
        return weights.count - 1
    }
}
