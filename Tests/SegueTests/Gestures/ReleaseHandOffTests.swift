import Foundation
import Testing

@testable import Segue

@Suite("Release hand-off")
struct ReleaseHandOffTests {
  @Test func remainingTimeIsTheShorterOfDurationAndDistanceOverSpeed() {
    // 0.4 of a 390-pt, 0.35-s pop left: 156 pt, 0.14 s.
    #expect(
      isClose(
        ReleaseHandOff.remainingTime(
          remainingDistance: 156, velocity: 800, remainingDuration: 0.14), 0.14))
    #expect(
      isClose(
        ReleaseHandOff.remainingTime(
          remainingDistance: 156, velocity: 2000, remainingDuration: 0.14), 0.078))
  }

  @Test func noSpeedTowardTheEndTakesTheRemainingDuration() {
    #expect(
      ReleaseHandOff.remainingTime(remainingDistance: 156, velocity: 0, remainingDuration: 0.14)
        == 0.14)
    #expect(
      ReleaseHandOff.remainingTime(remainingDistance: 156, velocity: -500, remainingDuration: 0.14)
        == 0.14)
    #expect(
      ReleaseHandOff.remainingTime(remainingDistance: 0, velocity: 500, remainingDuration: 0) == 0)
  }

  @Test func completionSpeedPlaysTheRemainderInTheRemainingTime() {
    // UIKit plays (1 − p)·duration / completionSpeed: 0.14 / speed = 0.078.
    let speed = ReleaseHandOff.completionSpeed(remainingDuration: 0.14, remainingTime: 0.078)
    #expect(isClose(0.14 / speed, 0.078))
    #expect(ReleaseHandOff.completionSpeed(remainingDuration: 0, remainingTime: 0) == 1)
  }

  @Test func linearCompletionContinuesThePointersSpeed() {
    // Released 156 pt from the end at 2000 pt/s: a linear remainder of 0.078 s moves at
    // 156 / 0.078 = 2000 pt/s, the pointer's speed.
    let time = ReleaseHandOff.remainingTime(
      remainingDistance: 156, velocity: 2000, remainingDuration: 0.14)
    #expect(isClose(156 / time, 2000, within: 1e-9))
  }

  @Test func springVelocityIsRelativeToTheRemainingDistance() {
    #expect(ReleaseHandOff.springInitialVelocity(velocity: 600, remainingDistance: 150) == 4)
    #expect(ReleaseHandOff.springInitialVelocity(velocity: -300, remainingDistance: 150) == -2)
    #expect(ReleaseHandOff.springInitialVelocity(velocity: 600, remainingDistance: 0) == 0)
  }
}
