import Foundation
import SeededRandom
import SegueDemos
import SeguePlaygroundCore
import Testing

@testable import Segue

/// The velocity under uneven event timing (a loaded machine, a remote desktop, VNC, a
/// scripted harness): random monotonic drags with random gaps, bursts and duplicate events.
@Suite("Velocity under jittery timing")
struct VelocityJitterTests {
  /// One random drag: the pointer's path is `position(t)`, sampled at random times.
  private struct Drag {
    var times: [TimeInterval] = []
    var maximumGap: TimeInterval

    /// Gaps of 1 ms up to `maximumGap`, with bursts (several events within a millisecond)
    /// and duplicates (the same event twice).
    init(using random: inout SplitMix64, maximumGap: TimeInterval, duration: TimeInterval) {
      self.maximumGap = maximumGap
      var t = 5.0
      while t < 5 + duration {
        times.append(t)
        switch random.weighted([(6, "gap"), (1, "burst"), (1, "duplicate")]) {
        case "burst": t += Double.random(in: 0...0.001, using: &random)
        case "duplicate": break
        default: t += Double.random(in: 0.001...maximumGap, using: &random)
        }
      }
    }
  }

  /// Monotonic in x and y, speeding up, slowing down and resting in turns, on whole pixels
  /// as X reports them: no reading ever points backwards on either axis.
  @Test(arguments: 0..<200 as Range<UInt64>)
  func monotonicDragsNeverReadTheWrongSign(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let drag = Drag(using: &random, maximumGap: 0.060, duration: 0.6)
    let direction = CGPoint(
      x: random.chance(0.5) ? 1 : -1, y: random.chance(0.5) ? 1 : -1)
    var tracker = VelocityTracker()
    var exact = CGPoint(x: 200, y: 300)
    var speed = CGPoint(x: 0, y: 0)
    var previous = drag.times[0]
    for time in drag.times {
      // Speed changes at random: a drag brakes, rests and speeds up again, never reversing.
      if random.chance(0.2) {
        speed = CGPoint(
          x: Double.random(in: 0...3000, using: &random),
          y: random.chance(0.3) ? 0 : Double.random(in: 0...1500, using: &random))
      }
      exact.x += direction.x * speed.x * (time - previous)
      exact.y += direction.y * speed.y * (time - previous)
      previous = time
      tracker.add(CGPoint(x: exact.x.rounded(), y: exact.y.rounded()), at: time)
      let velocity = tracker.velocity
      #expect(
        velocity.x * direction.x >= 0 && velocity.y * direction.y >= 0,
        "seed \(seed) at \(time): \(velocity) against direction \(direction)")
    }
  }

  /// A constant-speed drag with every gap under 40 ms: within 10 % of the true speed at every
  /// event once the tracker has two distinct times.
  @Test(arguments: 0..<200 as Range<UInt64>)
  func constantSpeedIsWithinTenPercent(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let drag = Drag(using: &random, maximumGap: 0.039, duration: 0.4)
    let speed = CGPoint(
      x: Double.random(in: -3000...3000, using: &random),
      y: Double.random(in: -3000...3000, using: &random))
    var tracker = VelocityTracker()
    for time in drag.times {
      let t = time - drag.times[0]
      tracker.add(CGPoint(x: 100 + speed.x * t, y: 400 + speed.y * t), at: time)
      guard time > drag.times[0] else { continue }
      let velocity = tracker.velocity
      #expect(
        abs(velocity.x - speed.x) <= 0.1 * abs(speed.x)
          && abs(velocity.y - speed.y) <= 0.1 * abs(speed.y),
        "seed \(seed) at \(time): \(velocity) for \(speed)")
    }
  }

  /// The drag of the report: moves at 6.402, 6.405 and 6.438 s at x = 246, 253, 260, the
  /// release 21 ms later. The quadratic fit read −1732 pt/s.
  @Test func theReportedReleaseReadsRight() {
    var tracker = VelocityTracker()
    let moves: [(TimeInterval, CGFloat)] = [
      (6.316, 226), (6.340, 233), (6.358, 240), (6.402, 246), (6.405, 253), (6.438, 260),
    ]
    for (time, x) in moves { tracker.add(CGPoint(x: x, y: 400), at: time) }
    #expect(tracker.velocity.x > 100)
  }

  /// The recording of the report, replayed: the red page dragged right and released moving
  /// right is dismissed (seed 000's rule: v > 100 pt/s finishes).
  @MainActor
  @Test func theReportedRecordingDismisses() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Assets/Recordings/seed000-release-moving-right.json")
    let recording = try InputRecording(jsonData: try Data(contentsOf: url), source: url.path)
    let app = try PlaygroundApp(replaying: recording)
    var presented: UIViewController?
    // The release is at 6.459 s; the dismissal has run its remaining time by 7.0 s, before
    // the next click presents again at 7.72 s.
    app.replay(recording, frames: .times([7.0])) { _, _, window in
      presented = window.rootViewController?.presentedViewController
    }
    #expect(presented == nil, "still presented: \(presented.map { "\($0)" } ?? "")")
  }
}
