import Foundation
import Testing

@testable import Segue

/// Spring parameters with no damping or friction still settle, with a warning.
@MainActor
struct UndampedSpringTests {

  @Test func undampedPhysicalSpringsGetTheLeastDampingAndSettle() {
    let warnings = WarningLog()
    let parameters = Diagnostics.$sink.withValue(warnings.sink) {
      UISpringTimingParameters(
        mass: 1, stiffness: 100, damping: 0, initialVelocity: CGVector(dx: 0, dy: 0))
    }
    #expect(warnings.messages.count == 1)
    let timing = parameters.timing(duration: 1)
    #expect(timing.duration.isFinite && timing.duration < 100)
    guard case .spring(let spring) = timing.curve else {
      Issue.record("not a spring")
      return
    }
    #expect(abs(spring.dampingRatio - Spring.minimumPhysicalDampingRatio) < 1e-12)

    let pop = Diagnostics.$sink.withValue(warnings.sink) {
      Spring.physical(mass: 1, stiffness: 342, damping: 0, initialVelocity: 0)
    }
    #expect(warnings.messages.count == 2)
    #expect(pop.settlingDuration() < 100)
    // Damped enough already: untouched, no warning.
    _ = Spring.physical(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
    #expect(warnings.messages.count == 2)
  }

  @Test func popSpringWithoutFrictionSettles() {
    let animation = POPSpringAnimation(propertyNamed: kPOPViewAlpha)
    animation.dynamicsFriction = 0
    let warnings = WarningLog()
    let timing = Diagnostics.$sink.withValue(warnings.sink) {
      animation.timing(
        from: .zero, to: CGFloat(1).animatableVector, property: PopProperty(name: kPOPViewAlpha)!)
    }
    #expect(warnings.messages.count == 1)
    #expect(timing.duration.isFinite && timing.duration < 100)
  }
}
