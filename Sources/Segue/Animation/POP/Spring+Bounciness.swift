import Foundation

extension Spring {
  /// POP's mapping of bounciness and speed (both 0…20) to tension and friction, through
  /// Quartz Composer's "bouncy" units, as `+[POPSpringAnimation convertBounciness:speed:…]`
  /// does. POP's defaults, bounciness 4 and speed 12, give tension ≈ 342 and friction ≈ 30.5.
  static func popDynamics(bounciness: Double, speed: Double) -> (
    tension: Double, friction: Double
  ) {
    func normalize(_ value: Double, _ start: Double, _ end: Double) -> Double {
      (value - start) / (end - start)
    }
    func project(_ normal: Double, _ start: Double, _ end: Double) -> Double {
      start + normal * (end - start)
    }
    let b = project(normalize(bounciness / 1.7, 0, 20), 0, 0.8)
    let s = normalize(speed / 1.7, 0, 20)
    let qcTension = project(s, 0.5, 200)
    // Quadratic-out interpolation from the friction that would not bounce down to 0.01.
    let eased = 2 * b - b * b
    let qcFriction = eased * 0.01 + (1 - eased) * noBounceFriction(tension: qcTension)
    return (194 + (qcTension - 30) / 50 * (375 - 194), 25 + (qcFriction - 8) / 2 * (25 - 19))
  }

  /// Origami's fitted friction for a spring of the given Quartz Composer tension that just
  /// does not overshoot (three cubic fits over tension ranges).
  private static func noBounceFriction(tension x: Double) -> Double {
    if x <= 18 { return 0.0007 * x * x * x - 0.031 * x * x + 0.64 * x + 1.28 }
    if x <= 44 { return 0.000044 * x * x * x - 0.006 * x * x + 0.36 * x + 2 }
    return 0.00000045 * x * x * x - 0.000332 * x * x + 0.1078 * x + 5.84
  }
}
