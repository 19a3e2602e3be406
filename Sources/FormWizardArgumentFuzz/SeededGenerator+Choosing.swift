import FormWizardTesting

/// What the argument fuzzer draws from `SeededGenerator` (FormWizardTesting's SplitMix64).
extension SeededGenerator {
    /// The generator of case `index` of a run seeded with `seed`: it depends on nothing else,
    /// so `--case` replays one case alone.
    init(seed: UInt64, case index: Int) {
        self.init(seed: seed, case: index, salt: 0xA076_1D64_78BD_642F)
    }

    /// A random number in `range`.
    mutating func number(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }
}
