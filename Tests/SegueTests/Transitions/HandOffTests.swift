import Foundation
import Testing

@testable import Segue

/// The release hand-off math, which carries the release velocity into the rest with no jump
/// in position or speed, in shares of the transition: a 390-pt, 0.35-s pop.
@Suite("Release hand-off")
struct HandOffTests {
  @Test func remainingTimeIsTheShorterOfDurationAndDistanceOverSpeed() {
    // 0.4 of a 390-pt, 0.35-s pop left: 156 pt, 0.14 s.
    #expect(isClose(HandOff(remaining: 0.4, velocity: 800.0 / 390).seconds(within: 0.14), 0.14))
    #expect(
      isClose(HandOff(remaining: 0.4, velocity: 2000.0 / 390).seconds(within: 0.14), 0.078))
  }

  @Test func noSpeedTowardTheEndTakesTheRemainingDuration() {
    #expect(HandOff(remaining: 0.4, velocity: 0).seconds(within: 0.14) == 0.14)
    #expect(HandOff(remaining: 0.4, velocity: -500.0 / 390).seconds(within: 0.14) == 0.14)
    #expect(HandOff(remaining: 0.4, velocity: nil).seconds(within: 0.14) == 0.14)
    #expect(HandOff(remaining: 0, velocity: 500.0 / 390).seconds(within: 0) == 0)
  }

  @Test func linearCompletionContinuesThePointersSpeed() {
    // Released 156 pt from the end at 2000 pt/s: a remainder of 0.078 s starting at slope 1
    // (a linear curve) moves at 156 / 0.078 = 2000 pt/s, the pointer's speed.
    let handOff = HandOff(remaining: 0.4, velocity: 2000.0 / 390)
    let (time, timing) = handOff.completion(seconds: 0.14, curve: .easeInOut, timingCurve: nil)
    #expect(isClose(156 / time, 2000, within: 1e-9))
    let cubic = timing.cubicTimingParameters!
    #expect(isClose(cubic.controlPoint1.y / cubic.controlPoint1.x, 1, within: 1e-9))
    #expect(isClose(cubic.controlPoint2.y, cubic.controlPoint2.x, within: 1e-9))
  }

  @Test func aSlowReleaseEasesOutLikeTheCompletionCurve() {
    // At rest the curve is the completion curve's ease-out; no speed bends it.
    let (time, timing) = HandOff(remaining: 0.4, velocity: nil).completion(
      seconds: 0.14, curve: .easeInOut, timingCurve: nil)
    #expect(time == 0.14)
    #expect(timing.cubicTimingParameters?.controlPoint2 == CGPoint(x: 0.58, y: 1))
  }

  @Test func springVelocityIsRelativeToTheRemainingDistance() {
    #expect(HandOff.springVelocity(600 as CGFloat, over: 150) == 4)
    #expect(HandOff.springVelocity(-300 as CGFloat, over: 150) == -2)
    #expect(HandOff.springVelocity(600 as CGFloat, over: 0) == 0)
    // Along one axis: moving up (negative) towards a target above (negative) is positive.
    #expect(HandOff.springVelocity(-300 as CGFloat, over: -150) == 2)
  }

  @Test func aSpringTimingCurveStartsAtTheReleaseSpeed() {
    let spring = UISpringTimingParameters(dampingRatio: 0.8)
    let (_, timing) = HandOff(remaining: 0.5, velocity: 2).completion(
      seconds: 0.2, curve: .easeInOut, timingCurve: spring)
    #expect(timing.springTimingParameters?.initialVelocity.dx == 4)
  }
}
