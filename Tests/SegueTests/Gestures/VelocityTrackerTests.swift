import Foundation
import Testing

@testable import Segue

@Suite("Velocity tracker")
struct VelocityTrackerTests {
  /// Samples `position(t)` every `step` seconds over `duration`, starting at t = 0.
  private func tracker(
    duration: TimeInterval, step: TimeInterval = 1.0 / 120, position: (Double) -> CGPoint
  ) -> VelocityTracker {
    var tracker = VelocityTracker()
    let steps = Int((duration / step).rounded())
    for i in 0...steps {
      let t = Double(i) * step
      tracker.add(position(t), at: 5 + t)
    }
    return tracker
  }

  private func within2Percent(_ measured: CGFloat, _ expected: CGFloat) -> Bool {
    abs(measured - expected) <= 0.02 * abs(expected)
  }

  @Test func constantSpeedIsExact() {
    let velocity = tracker(duration: 0.3) { t in CGPoint(x: 100 + 640 * t, y: 50 - 250 * t) }
      .velocity
    #expect(within2Percent(velocity.x, 640))
    #expect(within2Percent(velocity.y, -250))
  }

  @Test func acceleratingMotionGivesTheSpeedAtTheLastSample() {
    // x = ½·a·t², a = 3000 pt/s²: 900 pt/s at t = 0.3 s.
    let velocity = tracker(duration: 0.3) { t in CGPoint(x: 1500 * t * t, y: 0) }.velocity
    #expect(within2Percent(velocity.x, 900))
    #expect(abs(velocity.y) < 1e-6)
  }

  @Test func deceleratingMotionGivesTheSpeedAtTheLastSample() {
    // v = 1200 − 2000·t: 600 pt/s at t = 0.3 s.
    let velocity = tracker(duration: 0.3, step: 1.0 / 60) { t in
      CGPoint(x: 1200 * t - 1000 * t * t, y: 0)
    }.velocity
    #expect(within2Percent(velocity.x, 600))
  }

  @Test func stopThenReleaseIsAboutZero() {
    var moving = tracker(duration: 0.2) { t in CGPoint(x: 800 * t, y: 0) }
    // The pointer rests 50 ms (no motion events, as with a real mouse), then is released.
    moving.add(CGPoint(x: 160, y: 0), at: 5.25)
    #expect(abs(moving.velocity.x) < 0.02 * 800)
  }

  @Test func aShortRestBeforeReleaseSlowsTheEstimate() {
    var moving = tracker(duration: 0.2) { t in CGPoint(x: 800 * t, y: 0) }
    moving.add(CGPoint(x: 160, y: 0), at: 5.230)
    #expect(moving.velocity.x < 800)
  }

  @Test func onlyTheLast100MillisecondsCount() {
    // 2000 pt/s for 0.3 s, then 300 pt/s for 0.15 s: the old motion is past the horizon.
    let velocity = tracker(duration: 0.45) { t in
      CGPoint(x: t <= 0.3 ? 2000 * t : 600 + 300 * (t - 0.3), y: 0)
    }.velocity
    #expect(within2Percent(velocity.x, 300))
  }

  @Test func atMostTwentySamples() {
    // At 1 kHz the 100 ms horizon holds 100 samples; the fit keeps the newest 20 (19 ms),
    // all of them after the change of speed 50 ms ago.
    let velocity = tracker(duration: 0.2, step: 0.001) { t in
      CGPoint(x: t <= 0.15 ? 5000 * t : 750 + 100 * (t - 0.15), y: 0)
    }.velocity
    #expect(within2Percent(velocity.x, 100))
  }

  @Test func twoSamplesGiveTheirSlopeAndOneGivesZero() {
    var tracker = VelocityTracker()
    tracker.add(CGPoint(x: 0, y: 0), at: 1)
    #expect(tracker.velocity == .zero)
    tracker.add(CGPoint(x: 10, y: -5), at: 1.01)
    #expect(isClose(tracker.velocity, CGPoint(x: 1000, y: -500), within: 1e-6))
  }

  /// Moves stamped in the same millisecond (X delivers a burst): three samples at two
  /// distinct times fit no parabola, so the line through them gives the speed.
  @Test func samplesAtTwoDistinctTimesGiveTheLinesSlope() {
    var tracker = VelocityTracker()
    tracker.add(CGPoint(x: 0, y: 0), at: 1)
    tracker.add(CGPoint(x: 10, y: 4), at: 1.01)
    tracker.add(CGPoint(x: 10, y: 4), at: 1.01)
    #expect(isClose(tracker.velocity, CGPoint(x: 1000, y: 400), within: 1e-6))
  }

  @Test func leastSquaresRecoversAPolynomial() throws {
    let xs: [Double] = [-0.05, -0.04, -0.03, -0.02, -0.01, 0]
    let ys = xs.map { 3 + 2 * $0 - 7 * $0 * $0 }
    let fit = try #require(LeastSquares.fit(xs, ys, degree: 2))
    #expect(abs(fit[0] - 3) < 1e-9 && abs(fit[1] - 2) < 1e-9 && abs(fit[2] + 7) < 1e-6)
    #expect(LeastSquares.fit([1, 1, 1], [1, 2, 3], degree: 2) == nil)
    #expect(LeastSquares.fit([1], [1], degree: 1) == nil)
    // Up to a cubic: its coefficients fill a SIMD4.
    let cubic = try #require(LeastSquares.fit(xs, xs.map { 1 + $0 * $0 * $0 }, degree: 3))
    #expect(abs(cubic[0] - 1) < 1e-9 && abs(cubic[3] - 1) < 1e-3)
    #expect(LeastSquares.fit(xs, ys, degree: 4) == nil)
  }
}
