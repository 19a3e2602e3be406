import FormWizardTesting

/// What the argument fuzzer draws from `SeededGenerator` (FormWizardTesting's SplitMix64).
extension SeededGenerator {
    /// The generator of case `index` of a run seeded with `seed`: it depends on nothing else,
    /// so `--case` replays one case alone.
    init(seed: UInt64, case index: Int) {
        var mixer = SeededGenerator(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15))
        self.init(seed: mixer.next() ^ 0xA076_1D64_78BD_642F)
    }

    /// `true` with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }

    /// A random element of a non-empty array.
    mutating func pick<T>(_ elements: [T]) -> T {
        elements[Int.random(in: 0..<elements.count, using: &self)]
    }

    /// A random index into `weights`, each as likely as its weight.
    mutating func weighted(_ weights: [Int]) -> Int {
        var roll = Int.random(in: 0..<weights.reduce(0, +), using: &self)
        for (index, weight) in weights.enumerated() {
            if roll < weight { return index }
            roll -= weight
        }
        return weights.count - 1
    }

    /// A random number in `range`.
    mutating func number(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }
}
