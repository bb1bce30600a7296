import Foundation

/// The closed forms a scroll view moves by: no state is integrated frame by frame, so an
/// offset depends only on the time since the motion began, never on the frame rate.
internal enum ScrollPhysics {
  /// UIKit's rubber-band constant: how stiff the band past an edge feels.
  static let rubberBandConstant: CGFloat = 0.55

  /// How far the content shows past an edge for a drag `overscroll` points past it, in a
  /// scroll view `dimension` points long on that axis (UIKit's band:
  /// (1 − 1 / (x·c/d + 1))·d, c = 0.55). Odd in `overscroll`; never reaches `dimension`.
  static func rubberBand(_ overscroll: CGFloat, dimension: CGFloat) -> CGFloat {
    guard dimension > 0 else { return 0 }
    let x = abs(overscroll)
    let banded = (1 - 1 / (x * rubberBandConstant / dimension + 1)) * dimension
    return overscroll < 0 ? -banded : banded
  }

  /// The drag past the edge that `rubberBand` shows as `shown`: how a drag that catches a
  /// bouncing scroll view continues without a jump.
  static func unbanded(_ shown: CGFloat, dimension: CGFloat) -> CGFloat {
    guard dimension > 0 else { return 0 }
    let y = min(abs(shown), dimension * 0.999)
    let x = dimension * (1 / (1 - y / dimension) - 1) / rubberBandConstant
    return shown < 0 ? -x : x
  }

  /// Distance (points) under which a motion counts as arrived and snaps to its end.
  static let restDistance: CGFloat = 0.1
  /// Speed (points per second) under which a spring counts as at rest.
  static let restSpeed: CGFloat = 1
}

/// A deceleration as UIKit's scroll view decelerates: the velocity is multiplied by `rate`
/// every millisecond, so after t seconds (n = 1000·t ms) it is v·rateⁿ, and the offset has
/// moved by (v / 1000)·rate·(1 − rateⁿ)/(1 − rate) points; the whole glide is
/// (v / 1000)·rate/(1 − rate), the projection of WWDC 2018's "Designing Fluid Interfaces".
internal struct Deceleration: Equatable {
  var origin: CGFloat
  /// Points per second at the start.
  var velocity: CGFloat
  /// Per millisecond, in (0, 1).
  var rate: CGFloat

  /// Where the glide ends.
  var destination: CGFloat { origin + Self.distance(velocity: velocity, rate: rate) }

  /// The whole glide of `velocity` (points per second) at `rate` (per millisecond).
  static func distance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
    velocity / 1000 * rate / (1 - rate)
  }

  /// The start velocity (points per second) whose glide is exactly `distance` points.
  static func velocity(covering distance: CGFloat, rate: CGFloat) -> CGFloat {
    distance * 1000 * (1 - rate) / rate
  }

  func offset(at t: TimeInterval) -> CGFloat {
    origin + (destination - origin) * (1 - pow(rate, 1000 * max(CGFloat(t), 0)))
  }

  func velocity(at t: TimeInterval) -> CGFloat {
    velocity * pow(rate, 1000 * max(CGFloat(t), 0))
  }

  /// Seconds until less than `ScrollPhysics.restDistance` of the glide is left.
  var duration: TimeInterval {
    let whole = abs(destination - origin)
    guard whole > ScrollPhysics.restDistance else { return 0 }
    return TimeInterval(log(ScrollPhysics.restDistance / whole) / log(rate) / 1000)
  }

  /// Seconds until the glide passes `position`; nil if it never reaches it.
  func time(reaching position: CGFloat) -> TimeInterval? {
    let whole = destination - origin
    let part = position - origin
    guard whole != 0, part / whole >= 0, abs(part) < abs(whole) else { return nil }
    return TimeInterval(log(1 - part / whole) / log(rate) / 1000)
  }
}

/// A critically damped spring toward `rest`: displacement x(t) = (x₀ + (v₀ + ωx₀)·t)·e^(−ωt),
/// the fastest return that never overshoots the rest position twice. It carries the bounce
/// back from past an edge and the animated offset changes.
internal struct CriticalSpring: Equatable {
  /// Angular frequency ω in rad/s: 4π, so a 100-point band settles within 0.1 point in
  /// about 0.75 s. UIKit does not document its bounce; this is a choice, not a measurement.
  static let angularFrequency: CGFloat = 4 * .pi

  var rest: CGFloat
  /// Start displacement from `rest` (points) and velocity (points per second).
  var displacement: CGFloat
  var velocity: CGFloat

  private var omega: CGFloat { Self.angularFrequency }

  func offset(at t: TimeInterval) -> CGFloat {
    let t = max(CGFloat(t), 0)
    return rest + (displacement + (velocity + omega * displacement) * t) * exp(-omega * t)
  }

  func velocity(at t: TimeInterval) -> CGFloat {
    let t = max(CGFloat(t), 0)
    return (velocity - omega * (velocity + omega * displacement) * t) * exp(-omega * t)
  }

  func isAtRest(at t: TimeInterval) -> Bool {
    abs(offset(at: t) - rest) < ScrollPhysics.restDistance
      && abs(velocity(at: t)) < ScrollPhysics.restSpeed
  }
}
