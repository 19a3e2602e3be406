/// A small deterministic generator for tests that draw random frames or send random keys: the
/// same sequence on every run, from its seed.
struct SeededRandom {
    var state: UInt64

    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
