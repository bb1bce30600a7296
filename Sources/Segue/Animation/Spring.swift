import Foundation

/// A damped harmonic oscillator pulling a value from 0 to 1, solved in closed form, so its
/// path does not depend on the frame rate: `value(at:)` is exact at any t.
///
/// m·x″ + c·x′ + k·x = 0 for the displacement x = value − 1, starting at x = −1 with
/// `initialVelocity` (fractions of the distance per second, UIKit's relative units).
struct Spring: Equatable, Sendable {
  let mass: Double
  let stiffness: Double
  let damping: Double
  let initialVelocity: Double

  /// Undamped angular frequency ω0 = √(k/m), rad/s.
  let naturalFrequency: Double
  /// ζ = c / (2√(km)): < 1 bounces, 1 is critical, > 1 creeps.
  let dampingRatio: Double

  /// Fraction of the distance within which the spring counts as at rest.
  static let defaultTolerance = 0.001

  /// Bad parameters (≤ 0 or not finite mass or stiffness, negative damping) fall back to
  /// Core Animation's defaults (mass 1, stiffness 100, damping 10) with a warning.
  init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
    var (m, k, c, v) = (mass, stiffness, damping, initialVelocity)
    if !(m.isFinite && m > 0) || !(k.isFinite && k > 0) || !(c.isFinite && c >= 0) {
      Diagnostics.warn(
        "spring mass \(m), stiffness \(k), damping \(c) invalid; using 1, 100, 10")
      (m, k, c) = (1, 100, 10)
    }
    if !v.isFinite {
      Diagnostics.warn("spring initial velocity \(v) is not finite; using 0")
      v = 0
    }
    self.mass = m
    self.stiffness = k
    self.damping = c
    self.initialVelocity = v
    naturalFrequency = (k / m).squareRoot()
    dampingRatio = c / (2 * (k * m).squareRoot())
  }

  /// The least damping ratio of a spring given by mass, stiffness and damping (UIKit's
  /// physical `UISpringTimingParameters`, POP's tension and friction). Such a spring runs
  /// until it settles, and with no damping it never would (the screen would stay stuck
  /// animating), so less damping is raised to ζ = 0.01 with a warning: a spring of
  /// stiffness 100 and mass 1 then settles in about 69 s.
  static let minimumPhysicalDampingRatio = 0.01

  /// A spring that runs until it settles: `init(mass:stiffness:damping:initialVelocity:)`
  /// with damping raised, if needed, to `minimumPhysicalDampingRatio` (one warning).
  static func physical(
    mass: Double, stiffness: Double, damping: Double, initialVelocity: Double
  ) -> Spring {
    let spring = Spring(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    guard spring.dampingRatio < minimumPhysicalDampingRatio else { return spring }
    let least = 2 * minimumPhysicalDampingRatio * (spring.stiffness * spring.mass).squareRoot()
    Diagnostics.warn(
      "spring damping \(damping) would never settle; using \(least) "
        + "(damping ratio \(minimumPhysicalDampingRatio))")
    return Spring(
      mass: spring.mass, stiffness: spring.stiffness, damping: least,
      initialVelocity: spring.initialVelocity)
  }

  /// UIKit's spring with a fixed duration: the damping ratio keeps its meaning and the
  /// stiffness is chosen so the spring settles (within `defaultTolerance`) exactly at
  /// `duration`. Mass is 1. The velocity stays in fractions of the distance per second of
  /// animation time, as UIKit documents `initialSpringVelocity`.
  init(dampingRatio: Double, initialVelocity: Double, duration: Double) {
    let zeta = Self.validRatio(dampingRatio)
    let velocity = initialVelocity.isFinite ? initialVelocity : 0
    // The settling time scales as 1/ω0 for a fixed dimensionless velocity v/ω0; iterate on
    // ω0 from the still spring. Eight rounds are far past convergence (the dependence on v
    // is logarithmic) and keep the result deterministic.
    var omega =
      Self(mass: 1, stiffness: 1, damping: 2 * zeta, initialVelocity: 0)
      .settlingDuration() / duration
    for _ in 0..<8 {
      let unit = Self(
        mass: 1, stiffness: 1, damping: 2 * zeta, initialVelocity: velocity / omega)
      omega = unit.settlingDuration() / duration
    }
    self.init(
      mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega,
      initialVelocity: velocity)
  }

  /// 0 or NaN would never settle; values are kept in 0.001…100.
  static func validRatio(_ ratio: Double) -> Double {
    guard ratio.isFinite, ratio >= 0.001 else {
      Diagnostics.warn("spring damping ratio \(ratio) is invalid; using 0.001 or 1")
      return ratio.isNaN ? 1 : 0.001
    }
    return min(ratio, 100)
  }

  /// Progress at `t` seconds: 0 at t = 0, overshooting 1 when underdamped.
  func value(at t: Double) -> Double {
    1 + displacement(at: max(t, 0))
  }

  private func displacement(at t: Double) -> Double {
    let x0 = -1.0
    let v0 = initialVelocity
    let w = naturalFrequency
    let zeta = dampingRatio
    if abs(zeta - 1) < 1e-9 {
      return (x0 + (v0 + w * x0) * t) * exp(-w * t)
    } else if zeta < 1 {
      let wd = w * (1 - zeta * zeta).squareRoot()
      let decay = exp(-zeta * w * t)
      return decay * (x0 * cos(wd * t) + (v0 + zeta * w * x0) / wd * sin(wd * t))
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -w * (zeta - root)
      let r2 = -w * (zeta + root)
      let c2 = (v0 - r1 * x0) / (r2 - r1)
      let c1 = x0 - c2
      return c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }
  }

  /// An upper bound of |displacement| that only decreases after `envelopePeak`.
  private func envelope(at t: Double) -> Double {
    let x0 = -1.0
    let v0 = initialVelocity
    let w = naturalFrequency
    let zeta = dampingRatio
    if abs(zeta - 1) < 1e-9 {
      return (abs(x0) + abs(v0 + w * x0) * t) * exp(-w * t)
    } else if zeta < 1 {
      let wd = w * (1 - zeta * zeta).squareRoot()
      let b = (v0 + zeta * w * x0) / wd
      return (x0 * x0 + b * b).squareRoot() * exp(-zeta * w * t)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -w * (zeta - root)
      let r2 = -w * (zeta + root)
      let c2 = (v0 - r1 * x0) / (r2 - r1)
      return abs(x0 - c2) * exp(r1 * t) + abs(c2) * exp(r2 * t)
    }
  }

  /// Seconds until the spring stays within `tolerance` of 1 for good: the envelope of the
  /// closed form crosses the tolerance, found by doubling then bisection.
  func settlingDuration(tolerance: Double = defaultTolerance) -> Double {
    var low = 0.0
    if abs(dampingRatio - 1) < 1e-9 {
      // (|x0| + |b| t) e^{-ωt} rises until t = 1/ω − |x0|/|b|.
      let b = abs(initialVelocity - naturalFrequency)
      if b > 0 { low = max(0, 1 / naturalFrequency - 1 / b) }
    }
    guard envelope(at: low) > tolerance else { return low }
    var high = max(low, 1 / naturalFrequency)
    while envelope(at: high) > tolerance, high < 1e7 { high *= 2 }
    for _ in 0..<64 {
      let middle = (low + high) / 2
      if envelope(at: middle) > tolerance { low = middle } else { high = middle }
    }
    return high
  }
}
