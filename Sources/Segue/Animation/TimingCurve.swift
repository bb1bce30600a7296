import Foundation

/// How an animation's progress follows its time: a cubic Bézier over the duration, or a
/// spring solved in closed form (whose duration is its settling time).
enum TimingCurve: Equatable, Sendable {
  case cubic(CubicBezier)
  case spring(Spring)

  static let linear = TimingCurve.cubic(.linear)

  /// Progress at `t` seconds into an animation that lasts `duration`: 0 at the start and
  /// exactly 1 from `duration` on, so every animation lands on its target.
  func value(at t: Double, duration: Double) -> Double {
    guard t < duration else { return 1 }
    switch self {
    case .cubic(let bezier): return bezier.value(at: t / duration)
    case .spring(let spring): return spring.value(at: t)
    }
  }
}
