import Foundation

/// The release velocity carried into the completion animation, so the content neither
/// jumps nor changes speed when the pointer lets go. Pure functions, for the interactive
/// transition that plays the rest of the way.
public enum ReleaseHandOff {
  /// Seconds to play the rest of a percent-driven transition, as iOS does:
  /// min(remaining duration, remaining distance / speed toward the end). `velocity` is in
  /// points per second toward the end the transition is heading for (toward completion
  /// when finishing, back toward the start when cancelling); at zero or moving away, the
  /// remaining duration. To keep the speed continuous, play it with a linear curve.
  ///
  ///     // finishing at p = 0.6 of a 390-pt pop lasting 0.35 s, released at 800 pt/s:
  ///     remainingTime(remainingDistance: 0.4 * 390, velocity: 800, remainingDuration: 0.4 * 0.35)
  ///     // = min(0.14, 0.195) = 0.14 s
  public static func remainingTime(
    remainingDistance: CGFloat, velocity: CGFloat, remainingDuration: TimeInterval
  ) -> TimeInterval {
    let distance = abs(remainingDistance)
    guard velocity > 0, distance > 0 else { return max(remainingDuration, 0) }
    return min(max(remainingDuration, 0), TimeInterval(distance / velocity))
  }

  /// `UIPercentDrivenInteractiveTransition.completionSpeed` that plays the remaining
  /// fraction in `remainingTime`: the remaining duration over that time; 1 when nothing remains.
  public static func completionSpeed(
    remainingDuration: TimeInterval, remainingTime: TimeInterval
  ) -> CGFloat {
    guard remainingTime > 0, remainingDuration > 0 else { return 1 }
    return CGFloat(remainingDuration / remainingTime)
  }

  /// A spring's initial velocity in UIKit's relative units (fractions of the remaining
  /// distance per second): `velocity` (points per second toward the end) over the
  /// remaining distance; 0 when nothing remains.
  ///
  ///     // 150 pt left, released at 600 pt/s → initialSpringVelocity 4
  public static func springInitialVelocity(velocity: CGFloat, remainingDistance: CGFloat)
    -> CGFloat
  {
    let distance = abs(remainingDistance)
    guard distance > 1e-9 else { return 0 }
    return velocity / distance
  }
}
