/// A deterministic generator for randomised comparisons: the same cases on every run.
struct Noise {
  var state: UInt64

  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state >> 33
  }

  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// A number in 0…1.
  mutating func unit() -> Double { Double(below(1 << 20)) / Double((1 << 20) - 1) }
}
