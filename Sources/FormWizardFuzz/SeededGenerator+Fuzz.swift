import FormWizardTesting

/// What the fuzzer draws from `SeededGenerator` (FormWizardTesting's SplitMix64).
extension SeededGenerator {
    /// The generator of episode `index` of a run seeded with `seed`: it depends on nothing
    /// else, so `--episode` replays one episode alone.
    init(seed: UInt64, episode index: Int) {
        self.init(seed: seed, case: index, salt: 0xD1B5_4A32_D192_ED03)
    }

    /// A new generator for a part of the episode (a flow) whose draws must not depend on when
    /// the other parts draw theirs.
    mutating func split() -> SeededGenerator {
        SeededGenerator(seed: next())
    }
}
