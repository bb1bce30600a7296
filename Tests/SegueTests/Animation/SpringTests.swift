import Foundation
import Testing

@testable import Segue

/// The closed-form spring against a fine numerical integration of m·x″ + c·x′ + k·x = 0.
struct SpringTests {
  /// RK4 at 10 µs steps: accurate to far below the tolerance used here.
  static func integrated(_ spring: Spring, at time: Double) -> Double {
    var x = -1.0
    var v = spring.initialVelocity
    let h = 1e-5
    let steps = Int((time / h).rounded())
    func a(_ x: Double, _ v: Double) -> Double {
      (-spring.stiffness * x - spring.damping * v) / spring.mass
    }
    for _ in 0..<steps {
      let (k1x, k1v) = (v, a(x, v))
      let (k2x, k2v) = (v + h / 2 * k1v, a(x + h / 2 * k1x, v + h / 2 * k1v))
      let (k3x, k3v) = (v + h / 2 * k2v, a(x + h / 2 * k2x, v + h / 2 * k2v))
      let (k4x, k4v) = (v + h * k3v, a(x + h * k3x, v + h * k3v))
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return 1 + x
  }

  @Test(arguments: [
    (1.0, 100.0, 10.0, 0.0),  // underdamped, Core Animation's defaults
    (1.0, 100.0, 20.0, 0.0),  // critical
    (1.0, 100.0, 30.0, 2.0),  // overdamped, with velocity
    (2.0, 300.0, 5.0, -3.0),  // underdamped, heavy, moving away first
  ])
  func closedFormMatchesIntegration(
    mass: Double, stiffness: Double, damping: Double, velocity: Double
  ) {
    let spring = Spring(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    for t in [0.05, 0.1, 0.25, 0.5, 1.0] {
      #expect(abs(spring.value(at: t) - Self.integrated(spring, at: t)) < 1e-9, "t = \(t)")
    }
  }

  @Test func settlesWithinToleranceAndStays() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
    let settle = spring.settlingDuration()
    for step in 0..<2000 {
      let t = settle + Double(step) * 0.001
      #expect(abs(spring.value(at: t) - 1) <= Spring.defaultTolerance)
    }
    // The envelope bound is tight for a bouncy spring: it is still moving just before.
    #expect(settle > 1.2 && settle < 1.5)
  }

  @Test func fixedDurationSpringSettlesAtItsDuration() {
    for ratio in [0.3, 0.7, 1.0, 1.5] {
      for velocity in [0.0, 5.0] {
        let spring = Spring(dampingRatio: ratio, initialVelocity: velocity, duration: 0.5)
        #expect(abs(spring.settlingDuration() - 0.5) < 1e-6, "ζ \(ratio) v \(velocity)")
        #expect(abs(spring.dampingRatio - ratio) < 1e-12)
      }
    }
  }

  @Test func initialVelocityIsInDistancesPerSecond() {
    let spring = Spring(dampingRatio: 1, initialVelocity: 3, duration: 0.6)
    let h = 1e-7
    #expect(abs((spring.value(at: h) - spring.value(at: 0)) / h - 3) < 1e-3)
  }

  @Test func popDefaultsMapToPOPsTensionAndFriction() {
    let dynamics = Spring.popDynamics(bounciness: 4, speed: 12)
    #expect(abs(dynamics.tension - 342.1) < 0.1)
    #expect(abs(dynamics.friction - 30.49) < 0.05)
  }

  @Test func badParametersFallBackWithWarnings() {
    let warnings = WarningLog()
    Diagnostics.$sink.withValue(warnings.sink) {
      let spring = Spring(mass: .nan, stiffness: -1, damping: 10, initialVelocity: .infinity)
      #expect(spring.stiffness == 100 && spring.initialVelocity == 0)
      #expect(Spring.validRatio(0) == 0.001)
      #expect(Spring.validRatio(.nan) == 1)
    }
    #expect(warnings.messages.count == 4)
  }
}
