import Foundation

/// One moment of a running transition to look at, from a progress (a fraction of its
/// duration) or a time (seconds after it starts).
///
///     try TransitionPoint.progress([0, 0.5, 1], duration: 0.35).map(\.name)  // p000, p050, p100
public struct TransitionPoint: Equatable, Sendable {
  /// Names files and snapshots: `p050` for progress 0.5 (percent, with decimals only when
  /// needed: `p012.5`), `t0.100` for 0.1 s (milliseconds).
  public let name: String
  /// Seconds after the transition's first frame.
  public let offset: TimeInterval
  /// `offset` over the duration: 0…1, or past 1 for a time after the declared end.
  public let progress: Double

  /// Times may reach this many seconds after the start: enough for any spring to settle.
  public static let latestTime: TimeInterval = 10

  /// Points at each progress (0…1) of a transition lasting `duration` seconds, in ascending
  /// order; an empty list, a value outside 0…1 (NaN included) or two values with the same
  /// name throw an error naming them.
  public static func progress(_ values: [Double], duration: TimeInterval) throws
    -> [TransitionPoint]
  {
    try points(values, kind: "progress", range: 0...1) { value in
      TransitionPoint(name: "p" + percent(value), offset: value * duration, progress: value)
    }
  }

  /// Points at each time (0…10 s after the start), in ascending order; errors as for
  /// `progress(_:duration:)`.
  public static func times(_ values: [TimeInterval], duration: TimeInterval) throws
    -> [TransitionPoint]
  {
    try points(values, kind: "time", range: 0...latestTime) { value in
      TransitionPoint(
        name: String(format: "t%.3f", value), offset: value,
        progress: duration > 0 ? value / duration : 1)
    }
  }

  /// `count` (2…100) progress values evenly spaced from 0 to 1, for filmstrips.
  public static func evenlySpaced(_ count: Int) throws -> [Double] {
    guard (2...100).contains(count) else {
      throw TransitionError("a filmstrip needs 2…100 frames, not \(count)")
    }
    return (0..<count).map { Double($0) / Double(count - 1) }
  }

  private static func points(
    _ values: [Double], kind: String, range: ClosedRange<Double>,
    make: (Double) -> TransitionPoint
  ) throws -> [TransitionPoint] {
    guard !values.isEmpty else { throw TransitionError("the list of \(kind) values is empty") }
    if let bad = values.first(where: { !range.contains($0) }) {
      throw TransitionError(
        "\(kind) \(format(bad)) is outside \(format(range.lowerBound))…\(format(range.upperBound))")
    }
    // -0 would print as "-0".
    let sorted = values.map { $0 == 0 ? 0 : $0 }.sorted()
    let points = sorted.map(make)
    for i in points.indices.dropFirst() where points[i].name == points[i - 1].name {
      throw TransitionError(
        sorted[i] == sorted[i - 1]
          ? "\(kind) \(format(sorted[i])) is listed twice"
          : "\(kind) values \(format(sorted[i - 1])) and \(format(sorted[i])) both name "
            + "\(points[i].name)")
    }
    return points
  }

  /// Percent with three integer digits and at most two decimals: 50 → "050", 12.5 → "012.5".
  private static func percent(_ value: Double) -> String {
    var text = String(format: "%06.2f", value * 100)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// Whole numbers without ".0"; others (NaN, infinities, 1e300) as Swift prints them.
  private static func format(_ value: Double) -> String {
    abs(value) < 1e15 && value == value.rounded() ? String(Int(value)) : "\(value)"
  }
}
