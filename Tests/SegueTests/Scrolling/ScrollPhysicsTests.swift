import Foundation
import Testing

@testable import Segue

@Suite("Scroll physics")
struct ScrollPhysicsTests {
  @Test func aGlideKeepsTheRateOfItsVelocityEachMillisecond() {
    let glide = Deceleration(origin: 100, velocity: 1000, rate: 0.998)
    // (v / 1000)·d/(1 − d) = 1·0.998/0.002.
    #expect(abs(glide.destination - 599) < 1e-9)
    #expect(abs(glide.velocity(at: 0.001) - 998) < 1e-9)
    #expect(abs(glide.offset(at: 0.25) - (100 + 499 * (1 - pow(0.998, 250)))) < 1e-9)
    #expect(abs(glide.offset(at: glide.duration) - glide.destination) <= 0.1 + 1e-9)
  }

  @Test func fastKeepsLessOfItsVelocity() {
    let glide = Deceleration(
      origin: 0, velocity: 1000, rate: UIScrollView.DecelerationRate.fast.rawValue)
    #expect(abs(glide.destination - 99) < 1e-9)
  }

  @Test func aGlideFindsWhenItPassesAPosition() throws {
    let glide = Deceleration(origin: 0, velocity: 2000, rate: 0.998)
    let t = try #require(glide.time(reaching: 500))
    #expect(abs(glide.offset(at: t) - 500) < 1e-9)
    #expect(glide.time(reaching: 2000) == nil)
    #expect(glide.time(reaching: -10) == nil)
  }

  @Test func theRubberBandIsUIKitsFormula() {
    // (1 − 1/(x·0.55/d + 1))·d at x = 100, d = 844.
    let expected: CGFloat = (1 - 1 / (100 * 0.55 / 844 + 1)) * 844
    #expect(abs(ScrollPhysics.rubberBand(100, dimension: 844) - expected) < 1e-9)
    #expect(abs(ScrollPhysics.rubberBand(-100, dimension: 844) + expected) < 1e-9)
    #expect(ScrollPhysics.rubberBand(1e9, dimension: 844) < 844)
    #expect(abs(ScrollPhysics.unbanded(expected, dimension: 844) - 100) < 1e-6)
  }

  @Test func theSpringReturnsWithoutOvershoot() {
    let spring = CriticalSpring(rest: 0, displacement: -100, velocity: 0)
    var t = 0.0
    while !spring.isAtRest(at: t) {
      #expect(spring.offset(at: t) <= 0)
      t += 1.0 / 60
    }
    #expect(t < 0.8)
  }
}
