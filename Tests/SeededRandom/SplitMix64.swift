/// A seeded generator (SplitMix64, Steele, Lea & Flood, OOPSLA 2014): the same seed gives the
/// same sequence on every machine, so a fuzz run is reproduced from its seed alone.
public struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// True with probability `p` (0…1).
  public mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

  /// One of `options`, picked with the given weights (any positive numbers).
  public mutating func weighted<T>(_ options: [(Double, T)]) -> T {
    var pick = Double.random(in: 0..<options.reduce(0) { $0 + $1.0 }, using: &self)
    for (weight, option) in options {
      if pick < weight { return option }
      pick -= weight
    }
    return options[options.count - 1].1
  }
}
