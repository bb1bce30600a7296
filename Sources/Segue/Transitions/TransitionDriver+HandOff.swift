import Foundation

/// The release velocity carried into the rest of a transition, so the content neither jumps
/// nor changes speed when the pointer lets go, as on iOS. The one definition of that math:
/// the transition driver plays the rest of a percent-driven transition with it, and a
/// sheet's swipe hands its speed to the spring that settles or dismisses it.
struct HandOff {
  /// The share of the way left to where the transition is heading, 0…1.
  var remaining: Double
  /// The gesture's speed towards that end, in shares of the whole way per second (points
  /// per second ÷ the distance of the whole transition); nil for no gesture.
  var velocity: Double?

  /// Seconds to play the rest, as iOS does: min(`seconds`, remaining ÷ speed), `seconds`
  /// being the remaining duration. With no speed towards the end, `seconds`.
  ///
  ///     // finishing at p = 0.6 of a 390-pt pop lasting 0.35 s, released at 800 pt/s:
  ///     HandOff(remaining: 0.4, velocity: 800 / 390).seconds(within: 0.4 * 0.35)
  ///     // = min(0.14, 0.195) = 0.14 s
  func seconds(within seconds: TimeInterval) -> TimeInterval {
    guard let velocity, velocity > 0, remaining > 0 else { return seconds }
    return min(seconds, remaining / velocity)
  }

  /// A spring's initial velocity in UIKit's relative units (distances per second):
  /// `velocity` over `distance`, both along the same axis, so a release moving towards the
  /// target is positive; 0 when no distance is left.
  ///
  ///     // 150 pt left, released at 600 pt/s → initialSpringVelocity 4
  static func springVelocity<Value: BinaryFloatingPoint>(_ velocity: Value, over distance: Value)
    -> Value
  {
    distance != 0 ? velocity / distance : 0
  }

  /// The seconds and timing of the rest of the way: `seconds` is its duration without a
  /// gesture, `curve` the completion curve, `timingCurve` the interaction's own timing when
  /// it has one. With a velocity, a cubic curve starts at that speed and a spring takes it
  /// as its initial velocity.
  func completion(
    seconds: TimeInterval, curve completionCurve: UIView.AnimationCurve,
    timingCurve: (any UITimingCurveProvider)?
  ) -> (TimeInterval, any UITimingCurveProvider) {
    let curve =
      timingCurve?.cubicTimingParameters ?? UICubicTimingParameters(animationCurve: completionCurve)
    guard let velocity, velocity > 0, remaining > 0 else {
      return (seconds, timingCurve ?? curve)
    }
    let time = self.seconds(within: seconds)
    if let spring = timingCurve?.springTimingParameters {
      return (time, spring.withInitialVelocity(Self.springVelocity(velocity, over: remaining)))
    }
    // Slope of the curve at 0, in units of remaining/time: ≤ 1 since time ≤ remaining/v.
    // At 1 (a release fast enough to arrive within the remaining duration) the curve is
    // linear: the content carries on at the release speed to the end, as iOS does. Slower,
    // it must speed up to arrive in time, and eases out like the completion curve; in
    // between, its second control point slides from the one to the other.
    let slope = min(max(velocity * time / remaining, 0), 1)
    let ease = 1 - slope
    let linear = 2.0 / 3
    let timing = UICubicTimingParameters(
      controlPoint1: CGPoint(x: 1.0 / 3, y: slope / 3),
      controlPoint2: CGPoint(
        x: linear + (curve.controlPoint2.x - linear) * ease,
        y: linear + (curve.controlPoint2.y - linear) * ease))
    return (time, timing)
  }
}
