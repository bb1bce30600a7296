import Foundation
import SeededRandom
import Testing

@testable import Segue

/// `Double.fixedDecimal(places:)` writes what `String(format: "%.Nf")` writes, the readings
/// of the inspector and the trace's updates keeping their text.
@Suite struct DoubleFixedDecimalTests {
  private static func formatted(_ value: Double, _ places: Int) -> String {
    String(format: "%.\(places)f", value)
  }

  /// Halves that are exact in binary round to even, as printf does; decimal halves that are
  /// not exact round the way their binary value lies; a carry runs into the whole part;
  /// negatives keep their sign down to zero.
  @Test(arguments: [
    (0.125, 2), (0.375, 2), (0.625, 2), (0.875, 2), (2.5, 0), (3.5, 0), (0.0005, 3),
    (0.015, 2), (0.285, 2), (1.005, 2), (0.4525, 3), (-0.001, 2), (-0.0, 2), (0.0, 3),
    (1.0, 2), (999_999_999.5, 0), (-0.125, 2), (0.1, 6), (5e-7, 6), (4.9e-7, 6),
    (Double.leastNonzeroMagnitude, 3), (Double.ulpOfOne, 2), (0.9999996, 6), (9.995, 2),
    (999_999_999.9999999, 6), ((1e9).nextDown, 0), (0.5, 0), (1.5, 0), (-0.5, 0), (-2.5, 0),
    (0x1p-60, 6), (0x1p-61, 6), (0.0049999999999999, 2),
  ])
  func edgeValues(value: Double, places: Int) {
    #expect(value.fixedDecimal(places: places) == Self.formatted(value, places))
  }

  /// Random values over the ranges the inspector shows (progress 0…1, points and speeds in
  /// thousands) and up to the formatter's bound, at every number of places it takes.
  @Test func randomValuesMatchTheFormatter() {
    var random = SplitMix64(seed: 21)
    var mismatches: [String] = []
    for _ in 0..<20_000 {
      let magnitude = [1.0, 10, 5_000, 1e8, 9.99e8][Int(random.next() % 5)]
      let value = Double.random(in: -magnitude...magnitude, using: &random)
      let places = Int(random.next() % 7)
      let (ours, theirs) = (value.fixedDecimal(places: places), Self.formatted(value, places))
      if ours != theirs { mismatches.append("\(value) at \(places): \(ours) ≠ \(theirs)") }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  /// What the integers do not cover goes to the formatter, whatever it writes.
  @Test(arguments: [
    (Double.nan, 2), (Double.infinity, 2), (-Double.infinity, 0), (1e9, 2), (-3e12, 1),
    (0.5, 7),
  ])
  func outsideTheRangeIsTheFormatters(value: Double, places: Int) {
    #expect(value.fixedDecimal(places: places) == Self.formatted(value, places))
  }
}
